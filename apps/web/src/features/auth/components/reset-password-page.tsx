/** Set a new password from the reset mail's link (seed §2, §5). */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH_DEFAULT, resetPasswordSchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const schema = resetPasswordSchema();
const passwordValues = { min: PASSWORD_MIN_LENGTH_DEFAULT, max: 200 };

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Alert title={t('auth.resetPassword.invalidLink')}>
      <p>
        <Link to="/auth/request-password-reset">{t('auth.resetPassword.requestNew')}</Link>
      </p>
    </Alert>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const reset = useResetPassword();
  const form = useZodForm(schema, {
    defaultValues: { key, password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (reset.isPending) return;
    reset.mutate(values, {
      onSuccess: () => {
        toast.success(t('auth.resetPassword.success'));
        navigate('/auth/login', { replace: true });
      },
      onError: (error) =>
        applyServerErrors(form, error, { fields: ['password', 'passwordConfirmation'], onUnnamed: () => undefined }),
    });
  });

  const linkInvalid = !key || Boolean(errors.key) || (isApiError(reset.error) && reset.error.status === 410);
  const otherError = reset.error && !linkInvalid && !(isApiError(reset.error) && reset.error.fieldErrors);

  return (
    <>
      <h1>{t('auth.resetPassword.heading')}</h1>
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <>
          <p className="lead">{t('auth.resetPassword.intro', passwordValues)}</p>
          {otherError ? (
            <Alert>
              <p>{reset.error.message}</p>
            </Alert>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="form">
            <NewPasswordFields
              form={form}
              labels={{
                password: t('auth.fields.newPassword'),
                passwordConfirmation: t('auth.fields.passwordConfirmation'),
              }}
              errorValues={passwordValues}
            />
            <SubmitButton pending={reset.isPending} pendingLabel={t('auth.resetPassword.submitting')}>
              {t('auth.resetPassword.submit')}
            </SubmitButton>
          </form>
        </>
      )}
      <p className="card__footer">
        <Link to="/auth/login">{t('common.backToLogin')}</Link>
      </p>
    </>
  );
}

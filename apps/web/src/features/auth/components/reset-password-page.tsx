/** Set a new password from the reset mail's link (seed §2, §5). */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { PasswordFromLink, passwordLimits } from '../../../components/ui/password-from-link';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const schema = resetPasswordSchema();

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
    <PasswordFromLink
      heading={t('auth.resetPassword.heading')}
      invalidLink={linkInvalid ? <InvalidLink /> : null}
      intro={t('auth.resetPassword.intro', passwordLimits)}
      error={otherError ? reset.error : null}
      form={form}
      onSubmit={onSubmit}
      labels={{
        password: t('auth.fields.newPassword'),
        passwordConfirmation: t('auth.fields.passwordConfirmation'),
      }}
      pending={reset.isPending}
      submit={t('auth.resetPassword.submit')}
      submitting={t('auth.resetPassword.submitting')}
    />
  );
}

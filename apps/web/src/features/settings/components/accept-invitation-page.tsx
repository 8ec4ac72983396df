/**
 * /auth/accept-invitation?key=… (public): the invited team member sets a password, is signed
 * in and lands on the dashboard. A used, expired or unknown link says so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT, acceptInvitationSchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const schema = acceptInvitationSchema();
const passwordValues = { min: PASSWORD_MIN_LENGTH_DEFAULT, max: PASSWORD_MAX_LENGTH };

export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const accept = useAcceptInvitation();
  const form = useZodForm(schema, {
    defaultValues: { key, password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  // A failure that names neither password field (a rejected key included): the link alert or a form alert.
  const [unnamed, setUnnamed] = useState<Error | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (accept.isPending) return;
    setUnnamed(null);
    accept.mutate(values, {
      onSuccess: async () => {
        toast.success(t('settings.invitation.success'));
        await navigate('/', { replace: true });
      },
      onError: (error) =>
        applyServerErrors(form, error, {
          fields: ['password', 'passwordConfirmation'],
          onUnnamed: () => setUnnamed(error),
        }),
    });
  });

  const failure = isApiError(accept.error) ? accept.error : null;
  const linkInvalid =
    !key ||
    Boolean(errors.key) ||
    (failure !== null && (failure.status === 404 || failure.status === 410 || Boolean(failure.fieldErrors?.key)));
  const otherError = unnamed && !linkInvalid ? unnamed : null;

  return (
    <>
      <h1>{t('settings.invitation.heading')}</h1>
      {linkInvalid ? (
        <Alert title={t('settings.invitation.invalidLink')}>
          <p>{t('settings.invitation.invalidLinkText')}</p>
        </Alert>
      ) : (
        <>
          <p className="lead">{t('settings.invitation.intro', passwordValues)}</p>
          {otherError ? (
            <Alert>
              <p>{otherError.message}</p>
            </Alert>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="form">
            <NewPasswordFields
              form={form}
              labels={{ password: t('settings.password.new'), passwordConfirmation: t('settings.password.repeat') }}
              errorValues={passwordValues}
            />
            <SubmitButton pending={accept.isPending} pendingLabel={t('settings.invitation.submitting')}>
              {t('settings.invitation.submit')}
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

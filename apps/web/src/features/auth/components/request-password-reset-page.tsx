/** Request a password reset link (seed §2, §8). The answer never reveals whether the account exists. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailOnlySchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api';
import { useZodForm } from '../../../lib/forms';

export function RequestPasswordResetPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useZodForm(emailOnlySchema, { defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) => {
    if (!request.isPending) request.mutate(email);
  });

  return (
    <>
      <h1>{t('auth.requestReset.heading')}</h1>
      {request.isSuccess ? (
        <Alert tone="success">
          <p>{t('auth.requestReset.success')}</p>
        </Alert>
      ) : (
        <>
          <p className="lead">{t('auth.requestReset.intro')}</p>
          {request.error ? (
            <Alert title={t('auth.requestReset.failed')}>
              {isApiError(request.error) && request.error.code === 'RATE_LIMITED' ? (
                <p>{request.error.message}</p>
              ) : null}
            </Alert>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="form">
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email}
              {...form.register('email')}
            />
            <SubmitButton pending={request.isPending} pendingLabel={t('auth.requestReset.submitting')}>
              {t('auth.requestReset.submit')}
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

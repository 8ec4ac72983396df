/** Sign in (seed §2): email and password, links to registration and password reset. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useState } from 'react';
import { loginSchema, type LoginInput } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useLogin } from '../api';
import { TotpStep } from './totp-step';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useZodForm(loginSchema, {
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // Two-factor sign-in: after TOTP_REQUIRED the code step signs in with the same credentials.
  const [secondStep, setSecondStep] = useState<LoginInput | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.code === 'TOTP_REQUIRED') setSecondStep(values);
        else applyServerErrors(form, error, { onUnnamed: () => undefined });
      },
    });
  });

  const error = login.error;
  const email = useWatch({ control: form.control, name: 'email' });

  if (secondStep) {
    return (
      <>
        <h1>{t('security.login.heading')}</h1>
        <TotpStep
          pending={login.isPending}
          error={login.error}
          onSubmit={(second) =>
            login.mutate(
              { ...secondStep, ...second },
              { onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }) },
            )
          }
          onCancel={() => {
            setSecondStep(null);
            login.reset();
          }}
        />
      </>
    );
  }

  return (
    <>
      <h1>{t('auth.login.heading')}</h1>
      <p className="lead">{t('auth.login.intro')}</p>
      {error ? (
        <Alert>
          <p>{error.message}</p>
          {isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED' ? (
            <p>
              <Link to={`/auth/verify-email?email=${encodeURIComponent(email)}`}>
                {t('auth.login.resendVerification')}
              </Link>
            </p>
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
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          {...form.register('password')}
        />
        <p className="form__aside">
          <Link to="/auth/request-password-reset">{t('auth.login.forgotPassword')}</Link>
        </p>
        <SubmitButton pending={login.isPending} pendingLabel={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <p className="card__footer">
        {t('auth.login.noAccount')} <Link to="/auth/signup">{t('auth.login.signupLink')}</Link>
      </p>
    </>
  );
}

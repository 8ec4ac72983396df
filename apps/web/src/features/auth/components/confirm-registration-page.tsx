/**
 * The link from the verification mail (seed §2): confirms the key once, then signs the
 * user in and opens the dashboard. A link used again for a confirmed account (409
 * ALREADY_CONFIRMED) points to sign-in; an unknown or malformed link (400) says it is not
 * valid; an expired link (410) asks to register again.
 */
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { authApi, startSession } from '../api';

export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const confirm = useMutation({
    mutationFn: authApi.confirmRegistration,
    onSuccess: async (session) => {
      await startSession(session);
      navigate('/', { replace: true });
    },
  });
  // The key is single-use: confirm it exactly once, even when effects run twice (StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (!key || started.current) return;
    started.current = true;
    confirm.mutate(key);
  }, [key, confirm]);

  const status = isApiError(confirm.error) ? confirm.error.status : undefined;
  const invalid = !key || status === 400;
  const expired = status === 410;
  const alreadyConfirmed = isApiError(confirm.error) && confirm.error.code === 'ALREADY_CONFIRMED';

  return (
    <>
      <h1>{t('auth.confirm.heading')}</h1>
      {alreadyConfirmed ? (
        <Alert tone="info" title={t('auth.confirm.alreadyConfirmed')}>
          <p>{confirm.error?.message}</p>
          <p>
            <Link to="/auth/login">{t('auth.confirm.signIn')}</Link>
          </p>
        </Alert>
      ) : invalid ? (
        <Alert title={t('auth.confirm.invalid')}>
          <p>{t('auth.confirm.invalidPrompt')}</p>
          <p>
            <Link to="/auth/signup">{t('auth.confirm.restartLink')}</Link>
          </p>
        </Alert>
      ) : expired ? (
        <Alert title={t('auth.confirm.expired')}>
          <p>{t('auth.confirm.restartPrompt')}</p>
          <p>
            <Link to="/auth/signup">{t('auth.confirm.restartLink')}</Link>
          </p>
        </Alert>
      ) : confirm.error ? (
        <Alert>
          <p>{confirm.error.message}</p>
          <p>
            <Link to="/auth/login">{t('common.backToLogin')}</Link>
          </p>
        </Alert>
      ) : (
        <p role="status" className="lead">
          {t('auth.confirm.loading')}
        </p>
      )}
    </>
  );
}

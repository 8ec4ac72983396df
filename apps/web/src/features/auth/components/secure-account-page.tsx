/**
 * The link of the "email address changed" mail (issue 12): on request, restores the previous
 * address, signs out every session, turns two-factor sign-in off and mails a reset link.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { authApi } from '../api';

export function SecureAccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const secure = useMutation({ mutationFn: authApi.secureAccount });
  return (
    <>
      <h1>{t('security.secure.heading')}</h1>
      {!key ? (
        <Alert>
          <p>{t('security.secure.missingKey')}</p>
        </Alert>
      ) : secure.isSuccess ? (
        <Alert tone="success">
          <p>{t('security.secure.done')}</p>
        </Alert>
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            secure.mutate(key);
          }}
        >
          <p className="lead">{t('security.secure.intro')}</p>
          {secure.error ? (
            <Alert>
              <p>{secure.error.message}</p>
            </Alert>
          ) : null}
          <SubmitButton pending={secure.isPending} pendingLabel={t('security.secure.submitting')}>
            {t('security.secure.submit')}
          </SubmitButton>
        </form>
      )}
      <p className="card__footer">
        <Link to="/auth/login">{t('auth.login.heading')}</Link>
      </p>
    </>
  );
}

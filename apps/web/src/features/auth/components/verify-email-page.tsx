/** After registration (seed §2): "check your inbox", with a resend button. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../api';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const resend = useResendVerification();

  return (
    <>
      <h1>{t('auth.verifyEmail.heading')}</h1>
      <p className="lead">{email ? t('auth.verifyEmail.text', { email }) : t('auth.verifyEmail.textNoEmail')}</p>
      <p>{t('auth.verifyEmail.hint')}</p>
      {resend.error ? (
        <Alert>
          <p>{resend.error.message}</p>
        </Alert>
      ) : null}
      {email ? (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={resend.isPending || undefined}
          onClick={() => {
            if (resend.isPending) return;
            resend.mutate(email, { onSuccess: () => toast.success(t('auth.verifyEmail.resent')) });
          }}
        >
          {resend.isPending ? t('auth.verifyEmail.resending') : t('auth.verifyEmail.resend')}
        </button>
      ) : null}
      <p className="card__footer">
        <Link to="/auth/login">{t('common.backToLogin')}</Link>
      </p>
    </>
  );
}

/** After registration (seed §2): "check your inbox", with a resend button. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
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
        <Button
          icon={Mail}
          pending={resend.isPending}
          pendingLabel={t('auth.verifyEmail.resending')}
          onClick={() => resend.mutate(email, { onSuccess: () => toast.success(t('auth.verifyEmail.resent')) })}
        >
          {t('auth.verifyEmail.resend')}
        </Button>
      ) : null}
      <p className="card__footer">
        <Link to="/auth/login">{t('common.backToLogin')}</Link>
      </p>
    </>
  );
}

/**
 * The second sign-in step (issue 12): after a correct password the server answers
 * TOTP_REQUIRED; this asks for the authenticator code, or a recovery code instead.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import '../auth.css';

export function TotpStep({
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  error: Error | null;
  onSubmit: (second: { totp: string } | { recoveryCode: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onSubmit(useRecovery ? { recoveryCode: code.trim() } : { totp: code.replace(/\s/g, '') });
  };
  const shownError = error && !(isApiError(error) && error.code === 'TOTP_REQUIRED') ? error : null;
  return (
    <form noValidate onSubmit={submit} className="form">
      <p>{useRecovery ? t('security.login.recoveryIntro') : t('security.login.codeIntro')}</p>
      {shownError ? (
        <Alert>
          <p>{shownError.message}</p>
        </Alert>
      ) : null}
      <TextField
        key={useRecovery ? 'recovery' : 'totp'}
        label={useRecovery ? t('security.login.recoveryCode') : t('security.login.code')}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.login.submitting')}>
        {t('security.login.verify')}
      </SubmitButton>
      <p className="form__aside">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? t('security.login.useCode') : t('security.login.useRecovery')}
        </button>{' '}
        <button type="button" className="link-button" onClick={onCancel}>
          {t('security.login.back')}
        </button>
      </p>
    </form>
  );
}

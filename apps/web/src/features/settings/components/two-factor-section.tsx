/**
 * Two-factor sign-in (issue 12): set up with a QR code and a code check, ten recovery codes
 * shown once, switch off with password and code. Admins also see which members use it.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { TwoFactorSetupResponse } from '@bu/contracts';
import { Check, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useTeam } from '../api';
import { useDisableTwoFactor, useEnableTwoFactor, useTwoFactor, useTwoFactorSetup } from '../security-api';
import '../settings.css';

/** The field error key the server named for `field`, if any. */
const fieldError = (error: unknown, field: string) => {
  const key = isApiError(error) ? error.fieldErrors?.[field] : undefined;
  return key ? { message: key } : undefined;
};

function QrCode({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => {
      if (active) setSvg(markup);
    });
    return () => {
      active = false;
    };
  }, [url]);
  return svg ? (
    <img
      className="two-factor__qr"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={200}
      height={200}
    />
  ) : null;
}

function SetupFlow({ setup, onDone }: { setup: TwoFactorSetupResponse; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // mutateAsync: the refreshed status replaces this form before mutate callbacks would run.
    enable.mutateAsync(code).then(
      ({ recoveryCodes }) => onDone(recoveryCodes),
      () => undefined,
    );
  };
  return (
    <form noValidate onSubmit={submit} className="form two-factor__setup">
      <ol className="two-factor__steps">
        <li>{t('security.twoFactor.scan')}</li>
        <li>{t('security.twoFactor.enterCode')}</li>
      </ol>
      <QrCode url={setup.otpauthUrl} label={t('security.twoFactor.qrLabel')} />
      <p className="muted">
        {t('security.twoFactor.manual')} <code className="two-factor__secret">{setup.secret}</code>
      </p>
      <TextField
        label={t('security.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(enable.error, 'code')}
      />
      {enable.error && !fieldError(enable.error, 'code') ? (
        <Alert>
          <p>{enable.error.message}</p>
        </Alert>
      ) : null}
      <SubmitButton pending={enable.isPending} pendingLabel={t('security.twoFactor.checking')}>
        {t('security.twoFactor.confirm')}
      </SubmitButton>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert--success" role="status">
      <p className="alert__title">{t('security.twoFactor.codesHeading')}</p>
      <p>{t('security.twoFactor.codesText')}</p>
      <ul className="two-factor__codes" aria-label={t('security.twoFactor.codesHeading')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <Button size="sm" icon={Check} onClick={onDone}>
        {t('security.twoFactor.codesDone')}
      </Button>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutateAsync({ password, code }).then(
      () => toast.success(t('security.twoFactor.disabled')),
      () => undefined,
    );
  };
  return (
    <form noValidate onSubmit={submit} className="form" aria-labelledby={passwordId}>
      <p id={passwordId}>{t('security.twoFactor.disableIntro')}</p>
      <TextField
        label={t('security.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError(disable.error, 'password')}
      />
      <TextField
        label={t('security.twoFactor.codeOrRecovery')}
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(disable.error, 'code')}
      />
      <SubmitButton pending={disable.isPending} pendingLabel={t('security.twoFactor.checking')} variant="destructive">
        {t('security.twoFactor.disable')}
      </SubmitButton>
    </form>
  );
}

function TeamUsage() {
  const { t } = useTranslation();
  const team = useTeam();
  const members = team.data?.members ?? [];
  if (!members.length) return null;
  return (
    <div className="stack">
      <h4>{t('security.twoFactor.teamHeading')}</h4>
      <ul className="two-factor__team">
        {members.map((m) => (
          <li key={m.id}>
            {m.firstName} {m.lastName}:{' '}
            <strong>{m.twoFactorEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TwoFactorSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const status = useTwoFactor();
  const setup = useTwoFactorSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = status.data?.twoFactor.enabled ?? false;

  return (
    <div className="stack security-block" aria-labelledby="two-factor-heading">
      <h3 id="two-factor-heading">{t('security.twoFactor.heading')}</h3>
      <p>
        {t('security.twoFactor.status')}{' '}
        <strong>{enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}</strong>
        {enabled && status.data
          ? ` · ${t('security.twoFactor.codesLeft', { count: status.data.twoFactor.recoveryCodesLeft })}`
          : null}
      </p>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {!enabled && !codes ? (
        setup.data ? (
          <SetupFlow
            setup={setup.data}
            onDone={(recoveryCodes) => {
              setCodes(recoveryCodes);
              setup.reset();
            }}
          />
        ) : (
          <>
            <p className="muted">{t('security.twoFactor.intro')}</p>
            {setup.error ? (
              <Alert>
                <p>{setup.error.message}</p>
              </Alert>
            ) : null}
            <p>
              <Button variant="primary" icon={ShieldCheck} pending={setup.isPending} onClick={() => setup.mutate()}>
                {t('security.twoFactor.start')}
              </Button>
            </p>
          </>
        )
      ) : null}
      {enabled && !codes ? <DisableForm /> : null}
      {isAdmin ? <TeamUsage /> : null}
    </div>
  );
}

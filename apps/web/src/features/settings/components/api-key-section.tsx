/**
 * The provider-API key (seed §6): admins generate it after a confirmation (a new one revokes
 * the old one), see it exactly once with a copy button, and see its visible prefix, when it
 * was created and last used; they may revoke it. Members only read why they cannot.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useApiKey, useGenerateApiKey, useRevokeApiKey } from '../api';
import { formatDay } from '../../../lib/format';
import { API_BASE } from '../../../lib/api-client';
import '../settings.css';

/** The provider API's reference (OpenAPI viewer), served by the API itself. */
function DocsLink() {
  const { t } = useTranslation();
  return (
    <p>
      <a href={`${API_BASE}/docs/`} target="_blank" rel="noopener noreferrer">
        {t('settings.apiKey.docs')}
        <span className="visually-hidden"> {t('ui.opensInNewTab')}</span>
      </a>
    </p>
  );
}

function OneTimeKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      toast.success(t('settings.apiKey.copied'));
    } catch {
      toast.error(t('settings.apiKey.copyFailed'));
    }
  };
  return (
    <div className="api-key__secret" role="status">
      <p className="alert__title">{t('settings.apiKey.onceHeading')}</p>
      <p>{t('settings.apiKey.onceText')}</p>
      <div className="api-key__row">
        <label htmlFor={inputId} className="visually-hidden">
          {t('settings.apiKey.newKey')}
        </label>
        <input
          id={inputId}
          className="field__control api-key__value"
          readOnly
          value={apiKey}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="primary" icon={Copy} onClick={() => void copy()}>
          {t('settings.apiKey.copy')}
        </Button>
      </div>
      <Button size="sm" icon={Check} onClick={onDone}>
        {t('settings.apiKey.done')}
      </Button>
    </div>
  );
}

export function ApiKeySection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const info = useApiKey(isAdmin);
  const generate = useGenerateApiKey();
  const revoke = useRevokeApiKey();
  const [confirm, setConfirm] = useState<'generate' | 'revoke' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  if (!isAdmin) {
    return (
      <div className="stack">
        <Alert tone="info">
          <p>{t('settings.apiKey.adminOnly')}</p>
        </Alert>
        <DocsLink />
      </div>
    );
  }

  const key = info.data?.key ?? null;

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: ({ apiKey }) => {
        setSecret(apiKey);
        setConfirm(null);
      },
      onError: (error) => {
        toast.error(error.message || t('settings.apiKey.generateFailed'));
        setConfirm(null);
      },
    });

  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setSecret(null);
        toast.success(t('settings.apiKey.revoked'));
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setConfirm(null),
    });

  return (
    <div className="stack">
      <p className="muted">{t('settings.apiKey.intro')}</p>
      <DocsLink />
      {info.isError ? (
        <Alert>
          <p>{info.error.message}</p>
        </Alert>
      ) : null}
      {secret ? <OneTimeKey apiKey={secret} onDone={() => setSecret(null)} /> : null}
      {info.isSuccess ? (
        key ? (
          <dl className="facts">
            <div>
              <dt>{t('settings.apiKey.prefix')}</dt>
              <dd>
                <code>{key.prefix}…</code>
              </dd>
            </div>
            <div>
              <dt>{t('settings.apiKey.created')}</dt>
              <dd>
                {formatDay(key.createdAt)}
                {key.createdBy ? ` · ${key.createdBy.firstName} ${key.createdBy.lastName}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('settings.apiKey.lastUsed')}</dt>
              <dd>{key.lastUsedAt ? formatDay(key.lastUsedAt) : t('settings.apiKey.neverUsed')}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('settings.apiKey.none')}</p>
        )
      ) : null}
      <div className="button-row">
        <Button variant="primary" icon={KeyRound} onClick={() => setConfirm('generate')}>
          {key ? t('settings.apiKey.regenerate') : t('settings.apiKey.generate')}
        </Button>
        {key ? (
          <Button variant="ghost" icon={Trash2} onClick={() => setConfirm('revoke')}>
            {t('settings.apiKey.revoke')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'generate'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={key ? t('settings.apiKey.regenerateHeading') : t('settings.apiKey.generateHeading')}
        description={key ? t('settings.apiKey.regenerateText') : t('settings.apiKey.generateText')}
        confirmLabel={key ? t('settings.apiKey.regenerate') : t('settings.apiKey.generate')}
        cancelLabel={t('settings.cancel')}
        pendingLabel={t('settings.apiKey.generating')}
        pending={generate.isPending}
        onConfirm={onGenerate}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={t('settings.apiKey.revokeHeading')}
        description={t('settings.apiKey.revokeText')}
        confirmLabel={t('settings.apiKey.revoke')}
        cancelLabel={t('settings.cancel')}
        pendingLabel={t('settings.apiKey.revoking')}
        pending={revoke.isPending}
        tone="danger"
        onConfirm={onRevoke}
      />
    </div>
  );
}

/**
 * The provider-API keys (issue 44): admins create keys with a name and the scopes ticked, see each
 * new key exactly once with a copy button, and see every live key with its visible prefix, scopes,
 * creator and last use; they may revoke any of them. Members only read why they cannot.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeyRound, Trash2 } from 'lucide-react';
import { apiKeyCreateBodySchema, apiKeyScopes, type ApiKeyInfo, type ApiKeyScope } from '@bu/contracts';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField, FieldSet, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api';
import { formatDay } from '../../../lib/format';
import { API_BASE } from '../../../lib/api-client';
import '../settings.css';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { Badge } from '../../../components/ui/badge';

/** The texts' key of each scope (i18next reads `:` as a namespace separator). */
const scopeKey = {
  'seminars:read': 'seminarsRead',
  'seminars:write': 'seminarsWrite',
  'leads:read': 'leadsRead',
  'leads:write': 'leadsWrite',
  'statistics:read': 'statisticsRead',
} as const satisfies Record<ApiKeyScope, string>;

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

function OneTimeKey({ apiKey, name, onDone }: { apiKey: string; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <OneTimeSecret
      value={apiKey}
      heading={t('settings.apiKey.onceHeading', { name })}
      text={t('settings.apiKey.onceText')}
      label={t('settings.apiKey.newKey')}
      texts={{
        copy: t('settings.apiKey.copy'),
        copied: t('settings.apiKey.copied'),
        copyFailed: t('settings.apiKey.copyFailed'),
        done: t('settings.apiKey.done'),
      }}
      onDone={onDone}
    />
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (secret: { apiKey: string; name: string }) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useZodForm(apiKeyCreateBodySchema, { defaultValues: { name: '', scopes: [] } });
  const { errors } = form.formState;
  const scopesError = errors.scopes?.message ? errors.scopes : errors.scopes?.[0];

  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: ({ apiKey, key }) => {
        form.reset();
        onCreated({ apiKey, name: key.name });
      },
      onError: (error) => applyServerErrors(form, error, { fields: ['name', 'scopes'] }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form form--boxed" aria-labelledby="api-key-create-heading">
      <h3 id="api-key-create-heading">{t('settings.apiKey.createHeading')}</h3>
      <TextField
        label={t('settings.apiKey.name')}
        hint={t('settings.apiKey.nameHint')}
        required
        autoComplete="off"
        error={errors.name}
        errorValues={{ max: 80 }}
        {...form.register('name')}
      />
      <FieldSet legend={t('settings.apiKey.scopes')} required className="api-key__scopes" error={scopesError}>
        {apiKeyScopes.map((scope) => (
          <CheckboxField
            key={scope}
            label={t(`settings.apiKey.scope.${scopeKey[scope]}`)}
            hint={<code>{scope}</code>}
            value={scope}
            {...form.register('scopes')}
          />
        ))}
      </FieldSet>
      <SubmitButton pending={create.isPending} pendingLabel={t('settings.apiKey.creating')} icon={KeyRound}>
        {t('settings.apiKey.create')}
      </SubmitButton>
    </form>
  );
}

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKeyInfo; onRevoke: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="session-list__item">
      <div>
        <strong>{apiKey.name}</strong> <code>{apiKey.prefix}…</code>
        <p>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} title={scope}>
              {t(`settings.apiKey.scope.${scopeKey[scope]}`)}
            </Badge>
          ))}
        </p>
        <p className="muted">
          {t('settings.apiKey.details', {
            created: formatDay(apiKey.createdAt),
            creator: apiKey.createdBy ? `${apiKey.createdBy.firstName} ${apiKey.createdBy.lastName}` : '—',
            lastUsed: apiKey.lastUsedAt ? formatDay(apiKey.lastUsedAt) : t('settings.apiKey.neverUsed'),
          })}
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        icon={Trash2}
        aria-label={t('settings.apiKey.revokeNamed', { name: apiKey.name })}
        onClick={onRevoke}
      >
        {t('settings.apiKey.revoke')}
      </Button>
    </li>
  );
}

export function ApiKeySection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const keys = useApiKeys(isAdmin);
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  const [secret, setSecret] = useState<{ apiKey: string; name: string } | null>(null);

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

  const list = keys.data?.apiKeys ?? [];
  const onRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(t('settings.apiKey.revoked', { name: revoking.name })),
      onError: (error) => toast.error(error.message),
      onSettled: () => setRevoking(null),
    });

  return (
    <div className="stack">
      <p className="muted">{t('settings.apiKey.intro')}</p>
      <DocsLink />
      <p>
        <Link to="/settings/webhooks">{t('settings.apiKey.webhooks')}</Link>
      </p>
      {keys.isError ? (
        <Alert>
          <p>{keys.error.message}</p>
        </Alert>
      ) : null}
      {secret ? <OneTimeKey apiKey={secret.apiKey} name={secret.name} onDone={() => setSecret(null)} /> : null}
      {keys.isSuccess ? (
        list.length ? (
          <ul className="session-list" aria-label={t('settings.apiKey.listLabel')}>
            {list.map((key) => (
              <KeyItem key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
            ))}
          </ul>
        ) : (
          <p>{t('settings.apiKey.none')}</p>
        )
      ) : null}
      <CreateKeyForm onCreated={setSecret} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t('settings.apiKey.revokeHeading', { name: revoking?.name ?? '' })}
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

/**
 * /settings/webhooks (issue 44 item 3, ADR 049): admins register the addresses that receive the
 * provider's events, signed by the Standard Webhooks scheme. A new (or rotated) secret is shown
 * once with a copy button; each endpoint can be tested, switched on again, rotated or deleted,
 * and its delivery log (status, duration, time) offers "send again". Members read why they cannot.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, KeyRound, Plus, Power, RotateCw, Send, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { webhookCreateBodySchema, webhookEventTypes, type Webhook, type WebhookEventType } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckboxField, FieldSet, TextField } from '../../../components/ui/field';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useResendWebhookMessage,
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api';
import '../webhooks.css';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { PageHeader } from '../../../components/ui/page-header';
import { DataCell, DataHead, DataTable } from '../../../components/ui/data-table';
import { Badge } from '../../../components/ui/badge';

/** The texts' key of each event (i18next reads `.` as a key separator). */
const eventKeys = {
  'lead.created': 'lead_created',
  'lead.updated': 'lead_updated',
  'conversation.message_received': 'conversation_message_received',
  'seminar.published': 'seminar_published',
  'seminar.updated': 'seminar_updated',
  'seminar.expired': 'seminar_expired',
  'recognition.expiring': 'recognition_expiring',
  'boost.started': 'boost_started',
  'boost.ended': 'boost_ended',
  'invoice.issued': 'invoice_issued',
} as const satisfies Record<WebhookEventType, string>;
const eventKey = (type: WebhookEventType) => eventKeys[type];

function OneTimeWebhookSecret({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <OneTimeSecret
      value={secret}
      heading={t('webhooks.secret.heading', { url })}
      text={t('webhooks.secret.text')}
      label={t('webhooks.secret.label')}
      texts={{
        copy: t('webhooks.secret.copy'),
        copied: t('webhooks.secret.copied'),
        copyFailed: t('webhooks.secret.copyFailed'),
        done: t('webhooks.secret.done'),
      }}
      onDone={onDone}
    />
  );
}

function CreateForm({ onCreated }: { onCreated: (secret: { secret: string; url: string }) => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useZodForm(webhookCreateBodySchema, { defaultValues: { url: '', events: [], description: '' } });
  const { errors } = form.formState;
  const eventsError = errors.events?.message ? errors.events : errors.events?.[0];

  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: ({ webhook }) => {
        form.reset();
        onCreated({ secret: webhook.secret, url: webhook.url });
      },
      onError: (error) => applyServerErrors(form, error, { fields: ['url', 'events', 'description'] }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form form--boxed" aria-labelledby="webhook-create-heading">
      <h2 id="webhook-create-heading">{t('webhooks.create.heading')}</h2>
      <TextField
        label={t('webhooks.create.url')}
        hint={t('webhooks.create.urlHint')}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        error={errors.url}
        errorValues={{ max: 2000 }}
        {...form.register('url')}
      />
      <TextField
        label={t('webhooks.create.description')}
        autoComplete="off"
        error={errors.description}
        errorValues={{ max: 200 }}
        {...form.register('description')}
      />
      <FieldSet legend={t('webhooks.create.events')} required className="webhook-events" error={eventsError}>
        {webhookEventTypes.map((type) => (
          <CheckboxField
            key={type}
            label={t(`webhooks.events.${eventKey(type)}`)}
            hint={<code>{type}</code>}
            value={type}
            {...form.register('events')}
          />
        ))}
      </FieldSet>
      <SubmitButton pending={create.isPending} pendingLabel={t('webhooks.create.saving')} icon={Plus}>
        {t('webhooks.create.submit')}
      </SubmitButton>
    </form>
  );
}

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendWebhookMessage();
  if (deliveries.isPending) return <SkeletonCard bare label={t('ui.loading')} lines={3} />;
  if (deliveries.isError) return <Alert>{deliveries.error.message}</Alert>;
  const attempts = deliveries.data.attempts;
  if (!attempts.length) return <p className="muted">{t('webhooks.log.empty')}</p>;
  return (
    <div className="webhook-scroll">
      <DataTable>
        <caption className="visually-hidden">{t('webhooks.log.caption', { url: webhook.url })}</caption>
        <thead>
          <tr>
            <DataHead>{t('webhooks.log.when')}</DataHead>
            <DataHead>{t('webhooks.log.event')}</DataHead>
            <DataHead>{t('webhooks.log.status')}</DataHead>
            <DataHead>{t('webhooks.log.duration')}</DataHead>
            <DataHead>
              <span className="visually-hidden">{t('webhooks.log.actions')}</span>
            </DataHead>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id}>
              <DataCell kind="primary">
                {formatDateTime(a.createdAt)}
                <br />
                <span className="muted">{t('webhooks.log.attempt', { attempt: a.attempt })}</span>
              </DataCell>
              <td>
                <code>{a.eventType}</code>
              </td>
              <td className={a.status === 'failed' ? 'webhook-status--failed' : undefined}>
                {a.statusCode ?? t(`webhooks.log.errors.${a.error ?? 'network'}`)}
              </td>
              <td>{t('webhooks.log.ms', { ms: a.durationMs })}</td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Send}
                  pending={resend.isPending && resend.variables?.messageId === a.messageId}
                  onClick={() =>
                    resend.mutate(
                      { id: webhook.id, messageId: a.messageId },
                      {
                        onSuccess: () => toast.success(t('webhooks.log.resent')),
                        onError: (error) => toast.error(error.message),
                      },
                    )
                  }
                >
                  {t('webhooks.log.resend')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

function WebhookCard({
  webhook,
  onSecret,
}: {
  webhook: Webhook;
  onSecret: (secret: { secret: string; url: string }) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useTestWebhook();
  const [logOpen, setLogOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const headingId = `webhook-${webhook.id}`;

  return (
    <article className="card webhook-card" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className="webhook-card__url">
          {webhook.url}
        </h3>
        {webhook.description ? <p>{webhook.description}</p> : null}
        <p>
          {webhook.events.map((type) => (
            <Badge key={type} title={type}>
              {t(`webhooks.events.${eventKey(type)}`)}
            </Badge>
          ))}
        </p>
        <p className="muted">
          {webhook.enabled
            ? webhook.failingSince
              ? t('webhooks.state.failing', { since: formatDateTime(webhook.failingSince) })
              : t('webhooks.state.on')
            : t(`webhooks.state.off_${webhook.disabledReason ?? 'manual'}`)}
          {webhook.previousSecretUntil
            ? ` · ${t('webhooks.state.overlap', { until: formatDateTime(webhook.previousSecretUntil) })}`
            : ''}
        </p>
      </div>
      <div className="button-row">
        {webhook.enabled ? null : (
          <Button
            size="sm"
            variant="primary"
            icon={Power}
            pending={update.isPending}
            onClick={() =>
              update.mutate(
                { id: webhook.id, input: { enabled: true } },
                {
                  onSuccess: () => toast.success(t('webhooks.switchedOn')),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            {t('webhooks.switchOn')}
          </Button>
        )}
        <Button
          size="sm"
          icon={Send}
          pending={test.isPending}
          onClick={() =>
            test.mutate(webhook.id, {
              onSuccess: () => toast.success(t('webhooks.testSent')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {t('webhooks.test')}
        </Button>
        <Button size="sm" icon={History} aria-expanded={logOpen} onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
        <Button size="sm" icon={RotateCw} onClick={() => setConfirmRotate(true)}>
          {t('webhooks.rotate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={Trash2}
          aria-label={t('webhooks.deleteNamed', { url: webhook.url })}
          onClick={() => setConfirmDelete(true)}
        >
          {t('webhooks.delete')}
        </Button>
      </div>
      {logOpen ? <Deliveries webhook={webhook} /> : null}
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title={t('webhooks.rotateTitle')}
        description={t('webhooks.rotateText')}
        confirmLabel={t('webhooks.rotate')}
        cancelLabel={t('webhooks.cancel')}
        pendingLabel={t('webhooks.rotating')}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(webhook.id, {
            onSuccess: ({ webhook: rotated }) => onSecret({ secret: rotated.secret, url: rotated.url }),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirmRotate(false),
          })
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteText')}
        confirmLabel={t('webhooks.delete')}
        cancelLabel={t('webhooks.cancel')}
        pendingLabel={t('webhooks.deleting')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={() =>
          remove.mutate(webhook.id, {
            onSuccess: () => toast.success(t('webhooks.deleted')),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </article>
  );
}

export function WebhooksPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const webhooks = useWebhooks(isAdmin);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);

  if (!isAdmin) {
    return (
      <div className="stack">
        <PageHeader>
          <h1>{t('webhooks.heading')}</h1>
        </PageHeader>
        <Alert tone="info">
          <p>{t('webhooks.adminOnly')}</p>
        </Alert>
      </div>
    );
  }

  const list = webhooks.data?.webhooks ?? [];
  return (
    <div className="stack webhooks">
      <PageHeader>
        <h1>{t('webhooks.heading')}</h1>
        {adding ? null : (
          <Button variant="primary" icon={Plus} onClick={() => setAdding(true)}>
            {t('webhooks.add')}
          </Button>
        )}
      </PageHeader>
      <p className="muted">{t('webhooks.intro')}</p>
      {secret ? <OneTimeWebhookSecret {...secret} onDone={() => setSecret(null)} /> : null}
      {adding ? (
        <div className="card">
          <CreateForm
            onCreated={(created) => {
              setSecret(created);
              setAdding(false);
            }}
          />
        </div>
      ) : null}
      {webhooks.isPending ? (
        <SkeletonCard label={t('ui.loading')} lines={3} />
      ) : webhooks.isError ? (
        <Alert>
          <p>{webhooks.error.message}</p>
        </Alert>
      ) : list.length ? (
        <section className="stack" aria-label={t('webhooks.listLabel')}>
          {list.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onSecret={setSecret} />
          ))}
        </section>
      ) : adding ? null : (
        <EmptyState icon={WebhookIcon} title={t('webhooks.empty.title')} description={t('webhooks.empty.text')} />
      )}
      <p className="muted">
        <KeyRound aria-hidden="true" size={16} /> {t('webhooks.verifyHint')}
      </p>
    </div>
  );
}

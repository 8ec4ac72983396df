/**
 * /message-rules (issue 46 point 5): the provider's automatic messages to participants. Admins
 * see each rule with when it sends and to whom, switch it on or off, edit or delete it, preview
 * where it stands for every participant (with the mail as that participant gets it) and read the
 * log of what went out. Members read why they cannot.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, MailCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import type { MessageRule, MessageRuleInput } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { DataCell, DataHead, DataTable } from '../../../components/ui/data-table';
import { formatDateTime, formatDay } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  useCreateMessageRule,
  useDeleteMessageRule,
  useMessageRuleLog,
  useMessageRulePreview,
  useMessageRules,
  useUpdateMessageRule,
} from '../api';
import { RuleForm } from './rule-form';
import '../message-rules.css';

const inputOf = (rule: MessageRule): MessageRuleInput => ({
  trigger: rule.trigger,
  offsetDays: rule.offsetDays,
  audience: rule.audience,
  subject: rule.subject,
  body: rule.body,
  attach: rule.attach,
  enabled: rule.enabled,
});

function useRuleLanguage() {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'de';
}

function Preview({ rule }: { rule: MessageRule }) {
  const { t } = useTranslation();
  const preview = useMessageRulePreview(rule.id);
  if (preview.isPending) return <SkeletonCard bare label={t('ui.loading')} lines={3} />;
  if (preview.isError) return <Alert>{preview.error.message}</Alert>;
  const participants = preview.data.participants;
  if (!participants.length) return <p className="muted">{t('messageRules.preview.none')}</p>;
  return (
    <div className="rule-scroll">
      <DataTable className="rule-preview">
        <caption className="visually-hidden">{t('messageRules.preview.caption')}</caption>
        <thead>
          <tr>
            <DataHead>{t('messageRules.preview.participant')}</DataHead>
            <DataHead>{t('messageRules.preview.seminar')}</DataHead>
            <DataHead>{t('messageRules.preview.dueDate')}</DataHead>
            <DataHead>{t('messageRules.preview.status')}</DataHead>
          </tr>
        </thead>
        <tbody>
          {participants.map((p) => (
            <tr key={`${p.leadId}:${p.seminarId}`}>
              <DataCell kind="primary">
                <details>
                  <summary>
                    {p.firstName} {p.lastName}
                  </summary>
                  <div className="rule-preview__mail">
                    <p>
                      <strong>{p.subject}</strong>
                    </p>
                    <p className="rule-preview__text">{p.text}</p>
                  </div>
                </details>
              </DataCell>
              <td>{p.seminarTitle}</td>
              <td>{p.dueDate ? formatDay(p.dueDate) : '—'}</td>
              <td>
                <span className={`rule-status rule-status--${p.status}`}>
                  {t(`messageRules.preview.statuses.${p.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

function RuleCard({ rule, onEdit }: { rule: MessageRule; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useRuleLanguage();
  const update = useUpdateMessageRule();
  const remove = useDeleteMessageRule();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const when = t(`messageRules.when.${rule.trigger}`, { count: rule.offsetDays });

  const toggle = () =>
    update.mutate(
      { id: rule.id, input: { ...inputOf(rule), enabled: !rule.enabled } },
      {
        onSuccess: ({ rule: saved }) =>
          toast.success(saved.enabled ? t('messageRules.switchedOn') : t('messageRules.switchedOff')),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <article className="card rule-card" aria-labelledby={`rule-${rule.id}`}>
      <div className="rule-card__head">
        <div>
          <h2 id={`rule-${rule.id}`} className="rule-card__title">
            {rule.subject[language]}
          </h2>
          <p className="muted">
            {when} · {t(`messageRules.audiences.${rule.audience}`)}
            {rule.attach.length
              ? ` · ${t('messageRules.attaches', { documents: rule.attach.map((k) => t(`leads.paperwork.kinds.${k}`)).join(', ') })}`
              : ''}
          </p>
        </div>
        <label className="rule-check rule-card__switch">
          <input type="checkbox" checked={rule.enabled} disabled={update.isPending} onChange={toggle} />
          <span>{t('messageRules.enabled')}</span>
        </label>
      </div>
      <div className="button-row">
        <Button size="sm" icon={Pencil} onClick={onEdit}>
          {t('messageRules.edit')}
        </Button>
        <Button size="sm" icon={Eye} aria-expanded={previewOpen} onClick={() => setPreviewOpen((open) => !open)}>
          {previewOpen ? t('messageRules.hidePreview') : t('messageRules.showPreview')}
        </Button>
        <Button size="sm" variant="ghost" icon={Trash2} onClick={() => setConfirmDelete(true)}>
          {t('messageRules.delete')}
        </Button>
      </div>
      {previewOpen ? <Preview rule={rule} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('messageRules.deleteTitle')}
        description={t('messageRules.deleteText')}
        confirmLabel={t('messageRules.delete')}
        cancelLabel={t('messageRules.cancel')}
        pendingLabel={t('messageRules.deleting')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={() =>
          remove.mutate(rule.id, {
            onSuccess: () => toast.success(t('messageRules.deleted')),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </article>
  );
}

function Log({ rules }: { rules: MessageRule[] }) {
  const { t } = useTranslation();
  const language = useRuleLanguage();
  const log = useMessageRuleLog(true);
  const subjectOf = (id: string) => rules.find((r) => r.id === id)?.subject[language] ?? '—';
  return (
    <section className="card stack" aria-labelledby="rule-log-heading">
      <h2 id="rule-log-heading">{t('messageRules.log.heading')}</h2>
      {log.isPending ? (
        <SkeletonCard bare label={t('ui.loading')} lines={3} />
      ) : log.isError ? (
        <Alert>{log.error.message}</Alert>
      ) : log.data.entries.length ? (
        <div className="rule-scroll">
          <DataTable>
            <thead>
              <tr>
                <DataHead>{t('messageRules.log.when')}</DataHead>
                <DataHead>{t('messageRules.log.participant')}</DataHead>
                <DataHead>{t('messageRules.log.seminar')}</DataHead>
                <DataHead>{t('messageRules.log.rule')}</DataHead>
                <DataHead>{t('messageRules.log.status')}</DataHead>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => (
                <tr key={`${entry.ruleId}:${entry.leadId}:${entry.seminarId}`}>
                  <DataCell kind="primary">{formatDateTime(entry.createdAt)}</DataCell>
                  <td>{entry.participantName}</td>
                  <td>{entry.seminarTitle}</td>
                  <td>{subjectOf(entry.ruleId)}</td>
                  <td>
                    {entry.status === 'sent'
                      ? t('messageRules.log.sent')
                      : t('messageRules.log.skipped', {
                          reason: t(`errors.${entry.reason ?? 'INTERNAL'}`, { defaultValue: entry.reason ?? '' }),
                        })}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      ) : (
        <p className="muted">{t('messageRules.log.empty')}</p>
      )}
    </section>
  );
}

export function MessageRulesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const rules = useMessageRules(isAdmin);
  const create = useCreateMessageRule();
  const update = useUpdateMessageRule();
  const [editing, setEditing] = useState<'new' | string | null>(null);

  if (!isAdmin) {
    return (
      <div className="stack">
        <PageHeader>
          <h1>{t('messageRules.heading')}</h1>
        </PageHeader>
        <Alert tone="info">
          <p>{t('messageRules.adminOnly')}</p>
        </Alert>
      </div>
    );
  }

  const list = rules.data?.rules ?? [];
  const editedRule = editing && editing !== 'new' ? (list.find((r) => r.id === editing) ?? null) : null;
  const save = async (input: MessageRuleInput) => {
    if (editedRule) await update.mutateAsync({ id: editedRule.id, input });
    else await create.mutateAsync(input);
    toast.success(t('messageRules.saved'));
    setEditing(null);
  };

  return (
    <div className="stack message-rules">
      <PageHeader>
        <h1>{t('messageRules.heading')}</h1>
        {editing ? null : (
          <Button variant="primary" icon={Plus} onClick={() => setEditing('new')}>
            {t('messageRules.add')}
          </Button>
        )}
      </PageHeader>
      <p className="muted">{t('messageRules.intro')}</p>
      {editing ? (
        <div className="card">
          <RuleForm key={editing} rule={editedRule} onSubmit={save} onCancel={() => setEditing(null)} />
        </div>
      ) : null}
      {rules.isPending ? (
        <SkeletonCard label={t('ui.loading')} lines={4} />
      ) : rules.isError ? (
        <Alert>{rules.error.message}</Alert>
      ) : list.length ? (
        list.map((rule) => <RuleCard key={rule.id} rule={rule} onEdit={() => setEditing(rule.id)} />)
      ) : (
        <EmptyState
          icon={MailCheck}
          title={t('messageRules.emptyTitle')}
          description={t('messageRules.emptyText')}
          action={
            <Button variant="primary" icon={Plus} onClick={() => setEditing('new')}>
              {t('messageRules.add')}
            </Button>
          }
        />
      )}
      <Log rules={list} />
    </div>
  );
}

/**
 * One lead (/leads/:id): contact data and the seminar it is about, stage and owner (each
 * change recorded with who and when, shown in the history), internal notes, the dates, and
 * the conversation with the participant including the reply box. Opening it marks it read;
 * "mark as unread" undoes that.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  germanStates,
  leadStages,
  participantDocumentKinds,
  updateLeadBodySchema,
  type LeadEvent,
  type LeadStage,
  type ParticipantDocumentKind,
} from '@bu/contracts';
import { MailWarning } from 'lucide-react';
import { Skeleton, SkeletonCard } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { formatDateTime } from '../../../lib/format';
import { MessageThread, ReplyForm } from '../../conversations';
import { useLeadDetail, useMarkUnread, useUpdateLead, type LeadDetailResponse, type Person } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { ParticipantCard } from './participant-card';
import '../leads.css';

const notesSchema = updateLeadBodySchema.pick({ notes: true });

export function LeadDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useLeadDetail(id);

  if (detail.error) {
    return (
      <section className="stack">
        <h1>{t('leads.detail.notFoundHeading')}</h1>
        <Alert>{detail.error.message}</Alert>
        <p>
          <Link to="/leads">{t('leads.detail.back')}</Link>
        </p>
      </section>
    );
  }
  if (!detail.data) {
    return (
      <section className="stack">
        <Skeleton width="45%" />
        <div className="lead-detail__grid">
          <SkeletonCard label={t('leads.detail.loading')} lines={4} />
          <SkeletonCard label={t('leads.detail.loading')} lines={4} />
        </div>
      </section>
    );
  }
  return <LeadDetail data={detail.data} onReplied={() => void detail.refetch()} />;
}

function personName(person: Pick<Person, 'firstName' | 'lastName'> | null | undefined) {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

function LeadDetail({ data, onReplied }: { data: LeadDetailResponse; onReplied: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const { lead, seminar, conversation, owners, events } = data;
  const name = personName(lead);
  const stageChange = useUpdateLead(lead.id);
  const ownerChange = useUpdateLead(lead.id);
  const markUnread = useMarkUnread(lead.id);
  const stateName = germanStates.find((state) => state.code === lead.state)?.[language];

  const stageValue = stageChange.isPending && stageChange.variables?.stage ? stageChange.variables.stage : lead.stage;
  const ownerValue =
    ownerChange.isPending && ownerChange.variables?.ownerId !== undefined
      ? ownerChange.variables.ownerId
      : lead.ownerId;

  return (
    <section className="stack lead-detail" aria-labelledby="lead-heading">
      <p>
        <Link to="/leads">{t('leads.detail.back')}</Link>
      </p>
      <div className="leads-header">
        <div>
          <h1 id="lead-heading">{name}</h1>
          <p className="muted">
            {lead.unread ? (
              <strong className="lead-detail__unread">
                <span className="unread-dot" aria-hidden="true" />
                {t('leads.detail.isUnread')}
              </strong>
            ) : (
              t('leads.detail.isRead')
            )}
            {' · '}
            {t(`leads.sources.${lead.source}`)}
            {lead.embeddedOn ? (
              <>
                {' · '}
                {t('leads.embeddedOn')}{' '}
                <a
                  href={lead.embeddedOn}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="lead-detail__page"
                >
                  {lead.embeddedOn}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="leads-header__actions">
          <Button
            icon={MailWarning}
            pending={markUnread.isPending}
            aria-disabled={lead.unread || undefined}
            onClick={() => {
              markUnread.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('leads.detail.markedUnread'));
                  void navigate('/leads');
                },
                onError: (error) => toast.error(error.message),
              });
            }}
          >
            {t('leads.detail.markUnread')}
          </Button>
        </div>
      </div>

      <div className="lead-detail__grid">
        <div className="card stack">
          <h2>{t('leads.detail.contact')}</h2>
          <dl className="lead-facts">
            <dt>{t('leads.fields.email')}</dt>
            <dd>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </dd>
            <dt>{t('leads.fields.phone')}</dt>
            <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`}>{lead.phone}</a> : '—'}</dd>
            <dt>{t('leads.fields.state')}</dt>
            <dd>{stateName ?? '—'}</dd>
            <dt>{t('leads.fields.seminar')}</dt>
            <dd>
              {seminar ? (
                <Link to={`/seminars/edit?id=${encodeURIComponent(seminar.id)}`}>{seminar.title}</Link>
              ) : (
                t('leads.list.noSeminar')
              )}
            </dd>
            <dt>{t('leads.detail.created')}</dt>
            <dd>
              <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            </dd>
            <dt>{t('leads.detail.lastActivity')}</dt>
            <dd>
              <time dateTime={lead.lastActivityAt}>{formatDateTime(lead.lastActivityAt)}</time>
            </dd>
          </dl>
          {lead.message ? (
            <>
              <h3>{t('leads.fields.message')}</h3>
              <p className="message__text">{lead.message}</p>
            </>
          ) : null}
        </div>

        <div className="card stack">
          <h2>{t('leads.detail.handling')}</h2>
          <SelectField
            label={t('leads.fields.stage')}
            value={stageValue}
            aria-busy={stageChange.isPending || undefined}
            onChange={(event) =>
              stageChange.mutate(
                { stage: event.target.value as LeadStage },
                {
                  onSuccess: ({ lead: saved }, { stage }) =>
                    stage === 'booked' && saved.waitlistPosition
                      ? toast.info(t('leads.paperwork.waitlisted', { position: saved.waitlistPosition }))
                      : toast.success(t('leads.detail.stageUpdated')),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {t(`leadStage.${stage}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('leads.fields.owner')}
            value={ownerValue ?? ''}
            aria-busy={ownerChange.isPending || undefined}
            onChange={(event) =>
              ownerChange.mutate(
                { ownerId: event.target.value || null },
                {
                  onSuccess: () => toast.success(t('leads.detail.ownerUpdated')),
                  // Seed §8: a failed owner update has its own message, whatever the cause.
                  onError: () => toast.error(t('leads.detail.ownerUpdateFailed')),
                },
              )
            }
          >
            <option value="">{t('leads.list.noOwner')}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {personName(owner)}
              </option>
            ))}
          </SelectField>
          <NotesForm leadId={lead.id} notes={lead.notes} />
        </div>
      </div>

      <ParticipantCard data={data} />

      <div className="card stack">
        <h2>{t('leads.detail.conversation')}</h2>
        {conversation ? (
          <>
            <MessageThread messages={conversation.messages} participantName={name} />
            <ReplyForm conversationId={conversation.id} onSent={onReplied} />
          </>
        ) : (
          <p className="muted">{t('leads.detail.noConversation')}</p>
        )}
      </div>

      <div className="card stack">
        <h2>{t('leads.detail.history')}</h2>
        <ol className="lead-history">
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.createdAt} className="muted">
                {formatDateTime(event.createdAt)}
              </time>{' '}
              <span>{eventText(event, owners, t)}</span>{' '}
              <span className="muted">
                {event.user
                  ? t('leads.history.by', { name: personName(event.user) })
                  : event.kind === 'rule_mail'
                    ? t('leads.history.byRule')
                    : t('leads.history.byParticipant')}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

type T = TFunction;

function eventText(event: LeadEvent, owners: Person[], t: T): string {
  const stageLabel = (stage: string | null) =>
    stage && (leadStages as readonly string[]).includes(stage) ? t(`leadStage.${stage as LeadStage}`) : '—';
  const ownerLabel = (id: string | null) =>
    id
      ? personName(owners.find((owner) => owner.id === id)) || t('leads.history.formerMember')
      : t('leads.list.noOwner');
  switch (event.kind) {
    case 'stage':
      return t('leads.history.stage', { from: stageLabel(event.from), to: stageLabel(event.to) });
    case 'owner':
      return t('leads.history.owner', { to: ownerLabel(event.to) });
    case 'rule_mail': {
      const sent = t('leads.history.rule_mail', { to: event.to ?? '' });
      // The documents its rule attaches that the recognition could not back went without.
      const leftOut = (event.from ?? '')
        .split(',')
        .filter((kind): kind is ParticipantDocumentKind =>
          (participantDocumentKinds as readonly string[]).includes(kind),
        );
      return leftOut.length
        ? `${sent} ${t('leads.history.ruleMailWithout', {
            documents: leftOut.map((kind) => t(`leads.paperwork.kinds.${kind}`)).join(', '),
          })}`
        : sent;
    }
    default:
      return t(`leads.history.${event.kind}`);
  }
}

function NotesForm({ leadId, notes }: { leadId: string; notes: string | null }) {
  const { t } = useTranslation();
  const save = useUpdateLead(leadId);
  const form = useZodForm(notesSchema, {
    values: { notes: notes ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { notes: values.notes ?? null },
      {
        onSuccess: () => toast.success(t('leads.detail.notesSaved')),
        onError: (error) => applyServerErrors(form, error, { fields: ['notes'] }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form">
      <TextAreaField
        label={t('leads.fields.notes')}
        hint={t('leads.detail.notesHint')}
        rows={5}
        error={form.formState.errors.notes}
        {...form.register('notes')}
      />
      <SubmitButton pending={save.isPending} pendingLabel={t('leads.detail.savingNotes')} variant="secondary">
        {t('leads.detail.saveNotes')}
      </SubmitButton>
    </form>
  );
}

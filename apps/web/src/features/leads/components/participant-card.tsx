/**
 * The Bildungsurlaub side of a lead (issue 24): the seminar's places and waitlist (with the
 * one-click booking of a freed place), the last day to tell the employer and the recognition in
 * the participant's work state; for a participant the three documents to download, the
 * attendance tick list and "send documents" to the participant.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Download, Send } from 'lucide-react';
import { noticeDeadlineStatus, participantDocumentKinds, todayIso, type ParticipantDocumentKind } from '@bu/contracts';
import { Button } from '../../../components/ui/button';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  downloadLeadDocument,
  useSaveAttendance,
  useSendDocuments,
  useUpdateLead,
  type LeadDetailResponse,
} from '../api';
import '../leads.css';
import '../../../components/ui/alert.css';

const recognitionTone: Record<string, BadgeTone> = {
  recognised: 'success',
  missing: 'danger',
  expired: 'danger',
  no_law: 'neutral',
};

/**
 * Days left to tell the employer, with words (not colour alone) when it has passed; once the
 * seminar has started, the deadline is history and warns of nothing. `compact` (the lead list)
 * says "unknown" with a dash.
 */
export function NoticeDeadline({
  deadline,
  seminarStart,
  compact = false,
}: {
  deadline: string | null;
  seminarStart: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const status = noticeDeadlineStatus(deadline, seminarStart, todayIso());
  if (status.kind === 'unknown')
    return compact ? (
      <span className="muted" title={t('leads.paperwork.deadlineUnknown')}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('leads.paperwork.deadlineUnknown')}</span>
      </span>
    ) : (
      <span className="muted">{t('leads.paperwork.deadlineUnknown')}</span>
    );
  if (status.kind === 'started')
    return (
      <span className="muted">
        {t('leads.paperwork.seminarStarted')} ({formatDay(deadline)})
      </span>
    );
  const tone: BadgeTone = status.kind === 'overdue' ? 'danger' : status.days <= 14 ? 'warning' : 'neutral';
  const label =
    status.kind === 'overdue'
      ? t('leads.paperwork.overdue', { count: status.days })
      : status.days === 0
        ? t('leads.paperwork.dueToday')
        : t('leads.paperwork.daysLeft', { count: status.days });
  return (
    <span>
      <StatusBadge tone={tone}>{label}</StatusBadge> <span className="muted">({formatDay(deadline)})</span>
    </span>
  );
}

export function ParticipantCard({ data }: { data: LeadDetailResponse }) {
  const { t } = useTranslation();
  const { lead, seminar, capacity } = data;
  const book = useUpdateLead(lead.id);
  const ended =
    !!seminar && !!(seminar.endDate ?? seminar.startDate) && (seminar.endDate ?? seminar.startDate)! < todayIso();
  const participant = lead.stage === 'booked';

  const bookNow = () =>
    book.mutate(
      { stage: 'booked' },
      {
        onSuccess: ({ lead: saved }) =>
          saved.stage === 'booked'
            ? toast.success(t('leads.paperwork.bookedNow'))
            : toast.info(t('leads.paperwork.waitlisted', { position: saved.waitlistPosition })),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <div className="card stack participant-card" aria-labelledby="participant-heading">
      <h2 id="participant-heading">{t('leads.paperwork.heading')}</h2>
      <dl className="lead-facts">
        {capacity ? (
          <>
            <dt>{t('leads.paperwork.places')}</dt>
            <dd>
              {capacity.maxParticipants === null
                ? t('leads.paperwork.bookedUnlimited', { booked: capacity.booked })
                : t('leads.paperwork.bookedOf', { booked: capacity.booked, max: capacity.maxParticipants })}
              {capacity.waitlist ? ` · ${t('leads.paperwork.waitlistCount', { count: capacity.waitlist })}` : ''}
            </dd>
          </>
        ) : null}
        {lead.waitlistPosition ? (
          <>
            <dt>{t('leads.paperwork.waitlist')}</dt>
            <dd>{t('leads.paperwork.position', { position: lead.waitlistPosition })}</dd>
          </>
        ) : null}
        <dt>{t('leads.paperwork.noticeDeadline')}</dt>
        <dd>
          <NoticeDeadline deadline={lead.employerNoticeDeadline} seminarStart={lead.seminarStartDate} />
        </dd>
        <dt>{t('leads.paperwork.recognition')}</dt>
        <dd>
          {lead.recognitionStatus ? (
            <StatusBadge tone={recognitionTone[lead.recognitionStatus]}>
              {t(`leads.paperwork.recognitionStatus.${lead.recognitionStatus}`)}
            </StatusBadge>
          ) : (
            <span className="muted">{t('leads.paperwork.recognitionUnknown')}</span>
          )}
        </dd>
      </dl>

      {capacity?.offer ? (
        <div className="alert alert--info stack" role="status">
          <p>{t('leads.paperwork.placeFree', { name: `${capacity.offer.firstName} ${capacity.offer.lastName}` })}</p>
          {capacity.offer.id === lead.id ? (
            <p>
              <Button variant="primary" pending={book.isPending} onClick={bookNow}>
                {t('leads.paperwork.bookNow')}
              </Button>
            </p>
          ) : (
            <p>
              <Link to={`/leads/${encodeURIComponent(capacity.offer.id)}`}>{t('leads.paperwork.openOffer')}</Link>
            </p>
          )}
        </div>
      ) : null}

      {participant ? (
        <>
          <h3>{t('leads.paperwork.documents')}</h3>
          <div className="button-row">
            {participantDocumentKinds.map((kind) => (
              <DocumentButton
                key={kind}
                leadId={lead.id}
                kind={kind}
                disabled={kind === 'attendance-certificate' && !ended}
              />
            ))}
          </div>
          {!ended ? <p className="muted">{t('leads.paperwork.certificateAfterEnd')}</p> : null}
          <SendDocuments leadId={lead.id} ended={ended} />
          {data.attendance.length ? <AttendanceForm leadId={lead.id} days={data.attendance} /> : null}
        </>
      ) : (
        <p className="muted">{t('leads.paperwork.onlyParticipants')}</p>
      )}
    </div>
  );
}

function DocumentButton({
  leadId,
  kind,
  disabled,
}: {
  leadId: string;
  kind: ParticipantDocumentKind;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      icon={Download}
      pending={pending}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        setPending(true);
        downloadLeadDocument(leadId, kind)
          .catch((error: Error) => toast.error(error.message))
          .finally(() => setPending(false));
      }}
    >
      {t(`leads.paperwork.kinds.${kind}`)}
    </Button>
  );
}

function SendDocuments({ leadId, ended }: { leadId: string; ended: boolean }) {
  const { t } = useTranslation();
  const send = useSendDocuments(leadId);
  const available = participantDocumentKinds.filter((k) => ended || k !== 'attendance-certificate');
  const [chosen, setChosen] = useState<ParticipantDocumentKind[]>(
    available.filter((k) => k !== 'attendance-certificate'),
  );
  const legend = useId();
  return (
    <fieldset className="stack" aria-labelledby={legend}>
      <legend id={legend}>{t('leads.paperwork.sendHeading')}</legend>
      {available.map((kind) => (
        <label key={kind} className="leads-check">
          <input
            type="checkbox"
            checked={chosen.includes(kind)}
            onChange={(event) =>
              setChosen((old) => (event.target.checked ? [...old, kind] : old.filter((k) => k !== kind)))
            }
          />{' '}
          {t(`leads.paperwork.kinds.${kind}`)}
        </label>
      ))}
      <p>
        <Button
          icon={Send}
          pending={send.isPending}
          aria-disabled={!chosen.length || undefined}
          onClick={() =>
            send.mutate(chosen, {
              onSuccess: () => toast.success(t('leads.paperwork.sent')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {t('leads.paperwork.send')}
        </Button>
      </p>
    </fieldset>
  );
}

function AttendanceForm({ leadId, days }: { leadId: string; days: { date: string; present: boolean }[] }) {
  const { t } = useTranslation();
  const save = useSaveAttendance(leadId);
  const [ticks, setTicks] = useState(() => Object.fromEntries(days.map((d) => [d.date, d.present])));
  const today = todayIso();
  const legend = useId();
  return (
    <fieldset className="stack" aria-labelledby={legend}>
      <legend id={legend}>{t('leads.paperwork.attendance')}</legend>
      {days.map((d) => (
        <label key={d.date} className="leads-check">
          <input
            type="checkbox"
            checked={ticks[d.date] ?? false}
            disabled={d.date > today}
            onChange={(event) => setTicks((old) => ({ ...old, [d.date]: event.target.checked }))}
          />{' '}
          {formatDay(d.date)}
        </label>
      ))}
      <p>
        <Button
          pending={save.isPending}
          onClick={() =>
            save.mutate(
              days.map((d) => ({ date: d.date, present: ticks[d.date] ?? false })),
              {
                onSuccess: () => toast.success(t('leads.paperwork.attendanceSaved')),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          {t('leads.paperwork.saveAttendance')}
        </Button>
      </p>
    </fieldset>
  );
}

/**
 * The Bildungsurlaub side of a lead (issue 24, issue 46): the seminar's places and waitlist (with
 * the one-click booking of a freed place), the last day to tell the employer and the recognition
 * in the participant's work state; for a participant (booked or closed) three groups — the
 * documents to download, each saying before anyone clicks why it cannot be issued and where to
 * fix that (the confirmation is offered without the recognition paragraph instead), "send to
 * participant", and the attendance ticks.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Download, Send } from 'lucide-react';
import {
  formatNumber,
  germanStates,
  isParticipant,
  noticeDeadlineStatus,
  todayIso,
  type DocumentCheck,
  type ParticipantDocumentKind,
  type RecognitionWarning,
} from '@bu/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { DataMeta } from '../../../components/ui/data-table';
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
  incomplete: 'warning',
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
    return <span className="muted">{t('leads.paperwork.seminarStarted', { date: formatDay(seminarStart) })}</span>;
  const tone: BadgeTone = status.kind === 'overdue' ? 'danger' : status.days <= 14 ? 'warning' : 'neutral';
  const label =
    status.kind === 'overdue'
      ? t(compact ? 'leads.list.overdue' : 'leads.paperwork.overdue', { count: status.days })
      : status.days === 0
        ? t('leads.paperwork.dueToday')
        : t('leads.paperwork.daysLeft', { count: status.days });
  // In the lead list the day goes on a line of its own under the pill (two-line rows).
  return compact ? (
    <span>
      <StatusBadge tone={tone}>{label}</StatusBadge> <DataMeta>{formatDay(deadline)}</DataMeta>
    </span>
  ) : (
    <span>
      <StatusBadge tone={tone}>{label}</StatusBadge> <span className="muted">({formatDay(deadline)})</span>
    </span>
  );
}

export function ParticipantCard({ data }: { data: LeadDetailResponse }) {
  const { t } = useTranslation();
  const { lead, seminar, capacity } = data;
  const book = useUpdateLead(lead.id);
  const participant = isParticipant(lead.stage);

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
          <MinimumWarnings warnings={lead.minimumWarnings} seminarId={seminar?.id ?? null} />
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
        <div className="paperwork">
          <section className="paperwork__group" aria-labelledby="paperwork-download">
            <h3 id="paperwork-download">{t('leads.paperwork.documents')}</h3>
            <ul className="paperwork__documents">
              {data.documents.map((check) => (
                <DocumentRow key={check.kind} leadId={lead.id} check={check} seminarId={seminar?.id ?? null} />
              ))}
            </ul>
          </section>
          {/* Keyed by what they offer: the choices start afresh when the documents that can be
              sent or the seminar's days change (e.g. right after the lead is booked). */}
          <SendDocuments key={sendableKey(data.documents)} leadId={lead.id} documents={data.documents} />
          {data.attendance.length ? (
            <AttendanceForm key={data.attendance.map((d) => d.date).join()} leadId={lead.id} days={data.attendance} />
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('leads.paperwork.onlyParticipants')}</p>
      )}
    </div>
  );
}

/**
 * The work state's minimums the seminar misses by its daily schedule (too few seminar days, too
 * few teaching hours a day or none stated): a line under the recognition status, with the way to
 * the seminar's schedule.
 */
function MinimumWarnings({ warnings, seminarId }: { warnings: RecognitionWarning[]; seminarId: string | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!warnings.length) return null;
  const stateName = (code: string) => germanStates.find((s) => s.code === code)?.[language] ?? code;
  return (
    <div className="lead-minimums" role="note">
      {warnings.map((w) => (
        <p key={`${w.state}-${w.kind}`} className="paperwork__problem">
          {w.kind === 'minDays'
            ? t('leads.paperwork.minimumDays', { state: stateName(w.state), min: w.min, days: w.days })
            : w.hours === null
              ? t('leads.paperwork.minimumHoursUnknown', { state: stateName(w.state), min: w.min })
              : t('leads.paperwork.minimumHours', {
                  state: stateName(w.state),
                  min: w.min,
                  hours: formatNumber(w.hours, language),
                })}
        </p>
      ))}
      {seminarId ? (
        <p>
          <Link to={`/seminars/edit?id=${encodeURIComponent(seminarId)}#section-dates`}>
            {t('leads.paperwork.fixSchedule')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** A problem's words as the API's 409 says them, filled in the screen's language. */
function useProblemText() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (problem: NonNullable<DocumentCheck['problem']>) =>
    t(`errors.${problem.code}`, {
      state: germanStates.find((s) => s.code === problem.state)?.[language] ?? problem.state ?? '',
      dates: '',
      missing: problem.missing.map((field) => t(`leads.paperwork.missing.${field}`)).join(', '),
    }).replace(' ()', '');
}

/** One document: download it, or read why not and where to fix it (and take the plain variant). */
function DocumentRow({ leadId, check, seminarId }: { leadId: string; check: DocumentCheck; seminarId: string | null }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { problem } = check;
  const fixTo =
    problem?.fixAt === 'seminar' && seminarId
      ? `/seminars/edit?id=${encodeURIComponent(seminarId)}#section-recognitions`
      : problem?.fixAt === 'provider-recognitions'
        ? '/recognitions'
        : null;
  return (
    <li className="paperwork__document">
      <div className="paperwork__name">
        <strong>{t(`leads.paperwork.kinds.${check.kind}`)}</strong>
        {problem ? (
          <p className="paperwork__problem" role="note">
            {problemText(problem)}
            {fixTo ? (
              <>
                {' '}
                <Link to={fixTo}>
                  {problem.fixAt === 'seminar' ? t('leads.paperwork.fixSeminar') : t('leads.paperwork.fixRecognitions')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="paperwork__actions">
        {!problem ? (
          <DocumentButton leadId={leadId} kind={check.kind} label={t('leads.paperwork.download')} />
        ) : problem.withoutRecognition ? (
          <DocumentButton
            leadId={leadId}
            kind={check.kind}
            withoutRecognition
            label={t('leads.paperwork.downloadWithoutRecognition')}
          />
        ) : null}
      </div>
    </li>
  );
}

function DocumentButton({
  leadId,
  kind,
  label,
  withoutRecognition = false,
}: {
  leadId: string;
  kind: ParticipantDocumentKind;
  label: string;
  withoutRecognition?: boolean;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      icon={Download}
      size="sm"
      pending={pending}
      aria-label={`${t(`leads.paperwork.kinds.${kind}`)}: ${label}`}
      onClick={() => {
        setPending(true);
        downloadLeadDocument(leadId, kind, withoutRecognition)
          .catch((error: Error) => toast.error(error.message))
          .finally(() => setPending(false));
      }}
    >
      {label}
    </Button>
  );
}

/** The documents that can go out now; the plain confirmation when its recognition cannot back it. */
/** The documents that can go to the participant: ready ones, or ones without the recognition paragraph. */
function sendableDocuments(documents: DocumentCheck[]) {
  return documents.filter((d) => !d.problem || d.problem.withoutRecognition);
}

function sendableKey(documents: DocumentCheck[]) {
  return sendableDocuments(documents)
    .map((d) => `${d.kind}:${d.problem ? 1 : 0}`)
    .join();
}

function SendDocuments({ leadId, documents }: { leadId: string; documents: DocumentCheck[] }) {
  const { t } = useTranslation();
  const send = useSendDocuments(leadId);
  const sendable = sendableDocuments(documents);
  const withoutRecognition = sendable.some((d) => d.problem);
  const [chosen, setChosen] = useState<ParticipantDocumentKind[]>(() =>
    sendable.map((d) => d.kind).filter((k) => k !== 'attendance-certificate'),
  );
  const legend = useId();
  if (!sendable.length) return null;
  return (
    <fieldset className="paperwork__group stack" aria-labelledby={legend}>
      <legend id={legend}>{t('leads.paperwork.sendHeading')}</legend>
      <div className="paperwork__choices">
        {sendable.map(({ kind, problem }) => (
          <label key={kind} className="leads-check">
            <input
              type="checkbox"
              checked={chosen.includes(kind)}
              onChange={(event) =>
                setChosen((old) => (event.target.checked ? [...old, kind] : old.filter((k) => k !== kind)))
              }
            />{' '}
            {t(`leads.paperwork.kinds.${kind}`)}
            {problem ? ` (${t('leads.paperwork.withoutRecognition')})` : ''}
          </label>
        ))}
      </div>
      <p>
        <Button
          icon={Send}
          pending={send.isPending}
          aria-disabled={!chosen.length || undefined}
          onClick={() =>
            chosen.length &&
            send.mutate(
              { kinds: chosen, withoutRecognition },
              {
                onSuccess: () => toast.success(t('leads.paperwork.sent')),
                onError: (error) => toast.error(error.message),
              },
            )
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
    <fieldset className="paperwork__group stack" aria-labelledby={legend}>
      <legend id={legend}>{t('leads.paperwork.attendance')}</legend>
      <div className="paperwork__choices">
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
      </div>
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

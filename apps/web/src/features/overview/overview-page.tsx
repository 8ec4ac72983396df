/**
 * Home (seed §2, ADR 023), from one call (GET /overview): the key figures on top, the first-run
 * checklist while set-up is unfinished, then what needs action now (unread inquiries, seminars
 * starting soon, recognitions ending or to apply for, drafts), and the three cards of seed §2:
 * the seminars by status with "book a boost", the provider profile's status and the latest activities.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatDate,
  germanStates,
  overviewChecklistItems,
  seminarStatuses,
  type OverviewResponse,
} from '@bu/contracts';
import { CalendarClock, FilePen, Inbox, MessagesSquare, Rocket, ShieldCheck, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { KeyFigure } from '../../components/ui/key-figure';
import { SkeletonCard } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session';
import { SeminarDates, SeminarStatusBadge } from '../seminars';
import { overviewQuery, useOverview } from './api';
import { FirstRunChecklist } from './components/first-run-checklist';
import { useChecklistHidden } from './checklist-visibility';
import { OverviewCard } from '../../components/ui/overview-card';
import { LeadActivity } from './lead-activity';
import './overview.css';

/** The overview's one query, started before the first render when the app opens here (routes.ts). */
export function prefetchOverview(queryClient: QueryClient) {
  void queryClient.prefetchQuery(overviewQuery());
}

const editPath = (id: string) => `/seminars/edit?id=${encodeURIComponent(id)}`;

export function OverviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const overview = useOverview();
  // The answer arrives through the query cache's store, whose updates React renders in one
  // blocking task; deferred, the cards render in the background in short slices that leave the
  // page responsive (total blocking time, bench/RESULTS.md). An answer already cached renders at once.
  const data = useDeferredValue(overview.data);

  return (
    <section className="stack overview" aria-labelledby="overview-heading">
      <h1 id="overview-heading">
        {user?.firstName ? t('overview.greeting', { name: user.firstName }) : t('overview.greetingNoName')}
      </h1>
      {overview.error ? <Alert>{overview.error.message}</Alert> : null}
      {data ? (
        <Overview data={data} />
      ) : overview.error ? null : (
        <SkeletonCard label={t('overview.loading')} lines={5} />
      )}
    </section>
  );
}

function Overview({ data }: { data: OverviewResponse }) {
  const { t } = useTranslation();
  const { keyFigures: figures } = data;
  const setUp = overviewChecklistItems.every((item) => data.checklist[item]);
  const [checklistHidden, setChecklistHidden] = useChecklistHidden();
  // Only right after "hide" does the focus go to "show again" (the hide button is gone).
  const [justHidden, setJustHidden] = useState(false);
  // Each figure links to where its number comes from; the money figure only for admins (null else).
  const keyFigures: {
    key: 'online' | 'newLeads' | 'seminarViews' | 'unbilled';
    to: string;
    value: string;
    detail: string;
  }[] = [
    {
      key: 'online',
      to: '/seminars',
      value: formatNumber(figures.online),
      detail: t('overview.figures.onlineDetail', { count: data.counts.total }),
    },
    {
      key: 'newLeads',
      to: '/leads',
      value: formatNumber(figures.newLeads),
      detail: t('overview.figures.newLeadsDetail'),
    },
    {
      key: 'seminarViews',
      to: '/statistics',
      value: formatNumber(figures.seminarViews),
      detail: t('overview.figures.seminarViewsDetail'),
    },
    ...(figures.unbilledNetCents === null
      ? []
      : [
          {
            key: 'unbilled' as const,
            to: '/settings#invoices',
            value: formatMoney(figures.unbilledNetCents),
            detail: t('overview.figures.unbilledDetail'),
          },
        ]),
  ];
  return (
    <>
      <ul className="key-figures" aria-label={t('overview.figures.heading')}>
        {keyFigures.map(({ key, to, value, detail }) => (
          <li key={key}>
            <KeyFigure to={to} label={t(`overview.figures.${key}`)} value={value} detail={detail} />
          </li>
        ))}
      </ul>

      {setUp || checklistHidden ? null : (
        <FirstRunChecklist
          checklist={data.checklist}
          onHide={() => {
            setChecklistHidden(true);
            setJustHidden(true);
          }}
        />
      )}

      <div className="overview-grid">
        <ToDo data={data} />
        <div className="overview-grid__side">
          <SeminarsCard data={data} />
          <ProfileCard completeness={data.profileCompleteness} />
          <ActivitiesCard data={data} />
        </div>
      </div>
      {!setUp && checklistHidden ? (
        <p className="overview-restore">
          <Button
            variant="ghost"
            size="sm"
            autoFocus={justHidden}
            onClick={() => {
              setChecklistHidden(false);
              setJustHidden(false);
            }}
          >
            {t('overview.checklist.show')}
          </Button>
        </p>
      ) : null}
    </>
  );
}

/** One row of the to-do card: an icon, what it is about (with its link) and a short note. */
function ToDoItem({ icon: Icon, children, note }: { icon: LucideIcon; children: ReactNode; note?: ReactNode }) {
  return (
    <li className="overview-list__item">
      <Icon className="overview-list__icon" size={16} aria-hidden="true" />
      <span className="overview-list__main">{children}</span>
      {note ? (
        <>
          {' '}
          <span className="overview-list__meta">{note}</span>
        </>
      ) : null}
    </li>
  );
}

function ToDo({ data }: { data: OverviewResponse }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const stateName = (code: string) => germanStates.find((s) => s.code === code)?.[language] ?? code;
  const { unread, unreadConversations } = data.leadActivity;
  const items: ReactNode[] = [];
  if (unread > 0)
    items.push(
      <ToDoItem key="leads" icon={Inbox}>
        <Link to="/leads?unread=1">{t('overview.todo.unreadLeads', { count: unread })}</Link>
      </ToDoItem>,
    );
  if (unreadConversations > 0)
    items.push(
      <ToDoItem key="conversations" icon={MessagesSquare}>
        <Link to="/conversations?unread=1">
          {t('overview.todo.unreadConversations', { count: unreadConversations })}
        </Link>
      </ToDoItem>,
    );
  for (const seminar of data.expiringSoon)
    items.push(
      <ToDoItem
        key={`soon-${seminar.id}`}
        icon={CalendarClock}
        note={<span className="expiring-flag">{t('overview.todo.startsSoon')}</span>}
      >
        <Link to={editPath(seminar.id)}>{seminar.title}</Link>{' '}
        <SeminarDates startDate={seminar.startDate} endDate={seminar.endDate} dateComment={seminar.dateComment} />
      </ToDoItem>,
    );
  for (const r of data.recognitionsExpiring)
    items.push(
      <ToDoItem
        key={`rec-${r.seminarId ?? 'provider'}-${r.state}-${r.number ?? ''}-${r.validUntil}`}
        icon={ShieldCheck}
        note={
          <span className="expiring-flag">
            {t('recognitions.overviewValidUntil', { date: formatDate(r.validUntil, language) })}
          </span>
        }
      >
        {t('overview.todo.recognitionEnds')}: <strong>{stateName(r.state)}</strong>
        {r.number ? ` (${r.number})` : ''}
        {' – '}
        {r.seminarId ? (
          <Link to={editPath(r.seminarId)}>{r.seminarTitle}</Link>
        ) : (
          <Link to="/recognitions">{t('recognitions.overviewProviderLevel')}</Link>
        )}
      </ToDoItem>,
    );
  for (const a of data.applicationsDue)
    items.push(
      <ToDoItem
        key={`apply-${a.seminarId}-${a.state}`}
        icon={ShieldCheck}
        note={
          <span className="muted">
            {t('recognitions.overviewApplyBy', { date: formatDate(a.applicationDeadline, language) })}
          </span>
        }
      >
        {t('overview.todo.applyBy')}: <strong>{stateName(a.state)}</strong>
        {' – '}
        <Link to={editPath(a.seminarId)}>{a.seminarTitle}</Link>
      </ToDoItem>,
    );
  if (data.counts.draft > 0)
    items.push(
      <ToDoItem key="drafts" icon={FilePen}>
        <Link to="/seminars?seminarStatus=draft">{t('overview.todo.drafts', { count: data.counts.draft })}</Link>
      </ToDoItem>,
    );
  return (
    <OverviewCard id="overview-todo" title={t('overview.todo.heading')}>
      {items.length ? (
        <ul className="overview-list">{items}</ul>
      ) : (
        <EmptyState size="compact" title={t('overview.todo.emptyTitle')} description={t('overview.todo.emptyText')} />
      )}
    </OverviewCard>
  );
}

function SeminarsCard({ data }: { data: OverviewResponse }) {
  const { t } = useTranslation();
  const { counts } = data;
  return (
    <OverviewCard
      id="overview-seminars"
      title={t('overview.seminars.heading')}
      link={counts.total ? { to: '/seminars', label: t('overview.seminars.toList') } : undefined}
    >
      {counts.total === 0 ? (
        // The first-run checklist above offers "create seminar" then: no second button for it here.
        <EmptyState
          size="compact"
          title={t('overview.seminars.emptyTitle')}
          description={t('overview.seminars.emptyText')}
        />
      ) : (
        <dl className="status-counts">
          {seminarStatuses.map((status) => (
            <div key={status} className="status-counts__item">
              <dt>
                <SeminarStatusBadge status={status} />
              </dt>
              <dd>{formatNumber(counts[status] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      )}
      {counts.online > 0 ? (
        <div className="overview-card__footer">
          <p className="muted">{t('overview.seminars.boostHint')}</p>
          <ButtonLink to="/seminars/boost" size="sm" icon={Rocket}>
            {t('overview.seminars.boost')}
          </ButtonLink>
        </div>
      ) : null}
    </OverviewCard>
  );
}

/** The provider profile's status (seed §2): shown complete too, so the card never goes missing. */
function ProfileCard({ completeness }: { completeness: number }) {
  const { t } = useTranslation();
  const status = t('overview.profileCard.status', { percent: formatPercent(completeness / 100) });
  const complete = completeness >= 100;
  return (
    <OverviewCard
      id="overview-profile"
      title={t('overview.profileCard.heading')}
      link={{
        to: '/profile',
        label: t(complete ? 'overview.profileCard.edit' : 'overview.profileCard.completeAction'),
      }}
    >
      <p className="overview-profile__status">
        <UserRound aria-hidden="true" size={18} /> <strong>{status}</strong>
      </p>
      <progress className="meter overview-profile__meter" max={100} value={completeness} aria-label={status} />
      <p className="muted overview-profile__hint">
        {t(complete ? 'overview.profileCard.complete' : 'overview.profileCard.incomplete')}
      </p>
    </OverviewCard>
  );
}

function ActivitiesCard({ data }: { data: OverviewResponse }) {
  const { t } = useTranslation();
  const recent = data.recentlyChanged.slice(0, 5);
  const nothing = recent.length === 0 && data.leadActivity.recent.length === 0;
  return (
    <OverviewCard id="overview-activities" title={t('overview.activities.heading')}>
      {nothing ? (
        <EmptyState
          size="compact"
          title={t('overview.activities.emptyTitle')}
          description={t('overview.activities.emptyText')}
        />
      ) : null}
      {recent.length ? (
        <ul className="overview-list">
          {recent.map((seminar) => (
            <li key={seminar.id} className="overview-list__item">
              <span className="overview-list__main">
                <Link to={editPath(seminar.id)}>{seminar.title}</Link> <SeminarStatusBadge status={seminar.status} />
              </span>{' '}
              <span className="overview-list__meta muted">
                {t('overview.activities.changedOn', { date: formatDay(seminar.updatedAt) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <LeadActivity activity={{ ...data.leadActivity, recent: data.leadActivity.recent.slice(0, 5) }} />
    </OverviewCard>
  );
}

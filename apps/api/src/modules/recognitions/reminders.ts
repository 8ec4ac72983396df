/**
 * Expiry and application reminders (issue 24): which recognitions end within 60 days and which
 * seminars must apply for a recognition soon (start − the state's applicationWeeks), for the
 * overview; and the daily job that mails each provider's admins at 60 and 14 days before — once
 * per item and threshold, recorded in recognition_reminders so a rerun (or a second worker)
 * sends nothing twice.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import {
  RECOGNITION_EXPIRY_WARN_DAYS,
  RECOGNITION_REMINDER_THRESHOLDS,
  addDaysIso,
  daysBetweenIso,
  formatDate,
  stateName,
  recognitionApplicationDeadline,
  textsIn,
  type ApplicationDue,
  type Language,
  type RecognitionExpiring,
  type StateCode,
} from '@bu/contracts';
import type { Db, Executor } from '../../db/client';
import {
  providerRecognitions,
  recognitionReminders,
  seminarRecognitions,
  seminars,
  users,
} from '../../db/schema/index';
import { dashboardMail, type MailContent } from '../mail';

export const RECOGNITION_REMINDER_JOB = 'recognitions.reminders';

/** Recognitions ending within 60 days and application deadlines within 60 days, for one provider. */
export async function recognitionAlerts(
  executor: Executor,
  providerId: string,
  today: string,
): Promise<{ recognitionsExpiring: RecognitionExpiring[]; applicationsDue: ApplicationDue[] }> {
  const horizon = addDaysIso(today, RECOGNITION_EXPIRY_WARN_DAYS);
  // Only seminars still ahead (not archived) matter: a past seminar's recognition may lapse.
  const live = and(
    eq(seminars.providerId, providerId),
    inArray(seminars.status, ['draft', 'online', 'paused']),
    gte(seminars.startDate, today),
  );
  const [own, ofSeminars, planned] = await Promise.all([
    executor
      .select()
      .from(providerRecognitions)
      .where(
        and(
          eq(providerRecognitions.providerId, providerId),
          gte(providerRecognitions.validUntil, today),
          lte(providerRecognitions.validUntil, horizon),
        ),
      )
      .orderBy(asc(providerRecognitions.validUntil), asc(providerRecognitions.state)),
    executor
      .select({
        seminarId: seminars.id,
        seminarTitle: seminars.title,
        state: seminarRecognitions.state,
        number: seminarRecognitions.number,
        validUntil: seminarRecognitions.validUntil,
      })
      .from(seminarRecognitions)
      .innerJoin(seminars, eq(seminars.id, seminarRecognitions.seminarId))
      .where(and(live, gte(seminarRecognitions.validUntil, today), lte(seminarRecognitions.validUntil, horizon)))
      .orderBy(asc(seminarRecognitions.validUntil), asc(seminars.id), asc(seminarRecognitions.state)),
    // A recognition entered without a number is one still to apply for.
    executor
      .select({
        seminarId: seminars.id,
        seminarTitle: seminars.title,
        state: seminarRecognitions.state,
        startDate: seminars.startDate,
      })
      .from(seminarRecognitions)
      .innerJoin(seminars, eq(seminars.id, seminarRecognitions.seminarId))
      .where(
        and(
          live,
          isNotNull(seminars.startDate),
          or(isNull(seminarRecognitions.number), eq(seminarRecognitions.number, '')),
        ),
      )
      .orderBy(asc(seminars.startDate), asc(seminars.id), asc(seminarRecognitions.state)),
  ]);
  const recognitionsExpiring: RecognitionExpiring[] = [
    ...own.map((r) => ({
      seminarId: null,
      seminarTitle: null,
      state: r.state as StateCode,
      number: r.number,
      validUntil: r.validUntil!,
    })),
    ...ofSeminars.map((r) => ({ ...r, state: r.state as StateCode, validUntil: r.validUntil! })),
  ].sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.state.localeCompare(b.state));
  const applicationsDue: ApplicationDue[] = [];
  for (const p of planned) {
    const deadline = recognitionApplicationDeadline(p.startDate!, p.state);
    if (deadline && deadline >= today && deadline <= horizon) {
      applicationsDue.push({
        seminarId: p.seminarId,
        seminarTitle: p.seminarTitle,
        state: p.state as StateCode,
        startDate: p.startDate!,
        applicationDeadline: deadline,
      });
    }
  }
  applicationsDue.sort((a, b) => a.applicationDeadline.localeCompare(b.applicationDeadline));
  return { recognitionsExpiring, applicationsDue };
}

type Item = {
  subject: string;
  daysLeft: number;
  /** The item's line in the mail, in the admin's language. */
  line: (language: Language) => string;
  /** An expiring recognition (not an application due): what the `recognition.expiring` webhook carries. */
  expiring?: RecognitionExpiring;
};

/** The reminder mail to one admin, in the admin's language. */
function reminderMail(language: Language, firstName: string, lines: string[], url: string): MailContent {
  const t = textsIn(language);
  return dashboardMail(language, firstName, t('mail.recognitionReminder.subject'), {
    intro: t('mail.recognitionReminder.intro'),
    quote: lines.join('\n'),
    button: { label: t('mail.recognitionReminder.button'), url },
    outro: t('mail.recognitionReminder.outro'),
  });
}

function itemsOf(alerts: Awaited<ReturnType<typeof recognitionAlerts>>, today: string): Item[] {
  const items: Item[] = [];
  for (const r of alerts.recognitionsExpiring) {
    items.push({
      subject: `expiry:${r.seminarId ?? 'provider'}:${r.state}:${r.number ?? ''}:${r.validUntil}`,
      expiring: r,
      daysLeft: daysBetweenIso(today, r.validUntil),
      line: (language) => {
        const t = textsIn(language);
        const state = stateName(r.state, language);
        const recognition = r.number ? `${state} (${r.number})` : state;
        const item = r.seminarTitle
          ? t('mail.recognitionReminder.seminarItem', { recognition, seminar: r.seminarTitle })
          : t('mail.recognitionReminder.providerItem', { recognition });
        return t('mail.recognitionReminder.expiring', { item, date: formatDate(r.validUntil, language) });
      },
    });
  }
  for (const a of alerts.applicationsDue) {
    items.push({
      subject: `application:${a.seminarId}:${a.state}:${a.startDate}`,
      daysLeft: daysBetweenIso(today, a.applicationDeadline),
      line: (language) =>
        textsIn(language)('mail.recognitionReminder.applicationDue', {
          state: stateName(a.state, language),
          seminar: a.seminarTitle,
          date: formatDate(a.applicationDeadline, language),
        }),
    });
  }
  return items;
}

/**
 * Mails every provider's admins the items that crossed a threshold (60 or 14 days) and were
 * not mailed for it yet. An item first seen with 10 days left is mailed once (as the 14-day
 * step) and its 60-day step is recorded with it. Answers the number of mails queued.
 */
export async function sendRecognitionReminders(
  db: Db,
  send: (to: string, content: MailContent) => Promise<void>,
  today: string,
  publicUrl: string,
  /** Told of each expiring recognition mailed about (the provider's webhooks). */
  onExpiring: (providerId: string, recognition: RecognitionExpiring) => Promise<void> = async () => undefined,
): Promise<number> {
  const providerIds = new Set<string>();
  const horizon = addDaysIso(today, RECOGNITION_EXPIRY_WARN_DAYS);
  for (const r of await db
    .selectDistinct({ providerId: providerRecognitions.providerId })
    .from(providerRecognitions)
    .where(and(gte(providerRecognitions.validUntil, today), lte(providerRecognitions.validUntil, horizon))))
    providerIds.add(r.providerId);
  // Seminar recognitions: any provider with a live seminar recognition (expiring or still to apply for).
  for (const r of await db
    .selectDistinct({ providerId: seminars.providerId })
    .from(seminarRecognitions)
    .innerJoin(seminars, eq(seminars.id, seminarRecognitions.seminarId))
    .where(and(inArray(seminars.status, ['draft', 'online', 'paused']), gte(seminars.startDate, today))))
    providerIds.add(r.providerId);

  let mails = 0;
  for (const providerId of providerIds) {
    const items = itemsOf(await recognitionAlerts(db, providerId, today), today);
    const due: Item[] = [];
    for (const item of items) {
      const steps = RECOGNITION_REMINDER_THRESHOLDS.filter((t) => item.daysLeft <= t);
      if (!steps.length) continue;
      const current = Math.min(...steps);
      // Claiming the current step is the once-only guard: a concurrent or repeated run finds it taken.
      const claimed = await db
        .insert(recognitionReminders)
        .values(steps.map((threshold) => ({ providerId, subject: item.subject, threshold })))
        .onConflictDoNothing()
        .returning({ threshold: recognitionReminders.threshold });
      if (claimed.some((c) => c.threshold === current)) due.push(item);
    }
    if (!due.length) continue;
    for (const item of due) if (item.expiring) await onExpiring(providerId, item.expiring);
    const admins = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.providerId, providerId), eq(users.role, 'admin')));
    for (const admin of admins) {
      await send(
        admin.email,
        reminderMail(
          admin.language,
          admin.firstName,
          due.map((d) => d.line(admin.language)),
          `${publicUrl}/`,
        ),
      );
      mails++;
    }
  }
  return mails;
}

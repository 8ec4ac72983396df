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
  germanStates,
  recognitionApplicationDeadline,
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
import { dashboardSignature, renderMail, type MailContent } from '../mail';

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

type Item = { subject: string; daysLeft: number; line: Record<Language, string> };

const stateName = (code: string, language: Language) => germanStates.find((s) => s.code === code)?.[language] ?? code;

/** The reminder mail to one admin, in the admin's language. */
export function reminderMail(language: Language, firstName: string, lines: string[], url: string): MailContent {
  const de = language === 'de';
  return renderMail(language, de ? 'Anerkennungen: Fristen laufen ab' : 'Recognitions: deadlines are coming up', {
    greeting: de ? `Hallo ${firstName},` : `Hello ${firstName},`,
    intro: de
      ? 'diese Anerkennungen laufen bald ab oder ihr Antrag ist bald fällig:'
      : 'these recognitions end soon or their application is due soon:',
    quote: lines.join('\n'),
    button: { label: de ? 'Zur Übersicht' : 'Open the overview', url },
    outro: de
      ? 'Verlängere rechtzeitig bei der zuständigen Behörde und trage die neue Gültigkeit im Dashboard ein.'
      : 'Renew in time with the authority and enter the new validity in the dashboard.',
    signature: dashboardSignature[language],
  });
}

function itemsOf(alerts: Awaited<ReturnType<typeof recognitionAlerts>>, today: string): Item[] {
  const items: Item[] = [];
  for (const r of alerts.recognitionsExpiring) {
    const what = (language: Language) =>
      r.seminarTitle
        ? `${stateName(r.state, language)}${r.number ? ` (${r.number})` : ''} – „${r.seminarTitle}“`
        : `${stateName(r.state, language)}${r.number ? ` (${r.number})` : ''} – ${language === 'de' ? 'Trägeranerkennung' : 'provider recognition'}`;
    items.push({
      subject: `expiry:${r.seminarId ?? 'provider'}:${r.state}:${r.number ?? ''}:${r.validUntil}`,
      daysLeft: daysBetweenIso(today, r.validUntil),
      line: {
        de: `${what('de')}: gültig bis ${formatDate(r.validUntil, 'de')}`,
        en: `${what('en')}: valid until ${formatDate(r.validUntil, 'en')}`,
      },
    });
  }
  for (const a of alerts.applicationsDue) {
    items.push({
      subject: `application:${a.seminarId}:${a.state}:${a.startDate}`,
      daysLeft: daysBetweenIso(today, a.applicationDeadline),
      line: {
        de: `${stateName(a.state, 'de')} – „${a.seminarTitle}“: Antrag auf Anerkennung bis ${formatDate(a.applicationDeadline, 'de')}`,
        en: `${stateName(a.state, 'en')} – “${a.seminarTitle}”: apply for recognition by ${formatDate(a.applicationDeadline, 'en')}`,
      },
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
          due.map((d) => d.line[admin.language]),
          `${publicUrl}/`,
        ),
      );
      mails++;
    }
  }
  return mails;
}

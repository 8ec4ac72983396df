/**
 * A participant's attendance (issue 24 point 5, issue 46): the provider ticks each seminar day present or
 * absent on the lead; the attendance certificate lists the days ticked present. Only days
 * within the seminar's dates exist, and no day can be ticked present before it has come.
 */
import { and, eq } from 'drizzle-orm';
import { seminarDaysIso, todayIso, type AttendanceBody } from '@bu/contracts';
import type { Executor, Tx } from '../../db/client';
import { leadAttendance, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** The seminar's days (issue 46: weekends and marked dates left out); empty without a start date. */
async function seminarDays(executor: Executor, seminarId: string | null): Promise<string[]> {
  if (!seminarId) return [];
  const [s] = await executor
    .select({
      startDate: seminars.startDate,
      endDate: seminars.endDate,
      weekendDays: seminars.weekendDays,
      nonSeminarDates: seminars.nonSeminarDates,
    })
    .from(seminars)
    .where(eq(seminars.id, seminarId));
  return s ? seminarDaysIso(s) : [];
}

/** Every seminar day with the participant's attendance (`present: false` until ticked). */
export async function attendanceOf(executor: Executor, leadId: string, seminarId: string | null) {
  const [days, rows] = await Promise.all([
    seminarDays(executor, seminarId),
    executor
      .select({ day: leadAttendance.day, present: leadAttendance.present })
      .from(leadAttendance)
      .where(eq(leadAttendance.leadId, leadId)),
  ]);
  const ticked = new Map(rows.map((r) => [r.day, r.present]));
  return days.map((date) => ({ date, present: ticked.get(date) ?? false }));
}

/** Stores the ticks; 400 with a field error per day outside the seminar or still ahead. */
export async function saveAttendance(
  tx: Tx,
  leadId: string,
  seminarId: string | null,
  body: AttendanceBody,
  now: Date,
) {
  const days = new Set(await seminarDays(tx, seminarId));
  const today = todayIso(now);
  const fieldErrors: Record<string, string> = {};
  body.days.forEach((d, i) => {
    if (!days.has(d.date)) fieldErrors[`days.${i}.date`] = 'attendanceDayOutsideSeminar';
    else if (d.present && d.date > today) fieldErrors[`days.${i}.present`] = 'attendanceDayAhead';
  });
  if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
  for (const d of body.days) {
    await tx
      .insert(leadAttendance)
      .values({ leadId, day: d.date, present: d.present })
      .onConflictDoUpdate({ target: [leadAttendance.leadId, leadAttendance.day], set: { present: d.present } });
  }
  // Days of an earlier seminar (the lead moved) are no longer the participant's.
  const stale = await tx
    .select({ day: leadAttendance.day })
    .from(leadAttendance)
    .where(eq(leadAttendance.leadId, leadId));
  for (const { day } of stale) {
    if (!days.has(day)) {
      await tx.delete(leadAttendance).where(and(eq(leadAttendance.leadId, leadId), eq(leadAttendance.day, day)));
    }
  }
}

/**
 * What happens once boosts are confirmed, inside the confirming transaction. This is the one
 * place a provider activity log records "boost confirmed" (who, which seminars, amounts): one
 * entry per confirmed booking, so the entry exists exactly when the confirmation does.
 */
import type { BoostBooking, SessionUser } from '@bu/contracts';
import type { Tx } from '../../db/client';
import { recordActivity } from '../activity';

export async function afterBoostConfirmed(tx: Tx, user: SessionUser, bookings: BoostBooking[]): Promise<void> {
  for (const booking of bookings) {
    // `user` is the acting user: in a support session it carries the support person.
    await recordActivity(tx, {
      actor: user,
      kind: 'boost_confirmed',
      subject: booking.title,
      details: {
        seminarId: booking.seminarId,
        days: booking.days,
        from: booking.startsOn,
        to: booking.endsOn,
        amountCents: booking.amountCents,
      },
    });
  }
}

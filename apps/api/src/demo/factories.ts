/**
 * Row factories shared by the demo seed and the tests (Epic Stack's seed): one way to insert a
 * provider, a user, a location, a seminar and a lead with its conversation and history, each
 * with valid defaults and every column overridable. The tests' factories (`test/factories.ts`) and the demo seeders build on these,
 * so the demo data and the test data cannot drift apart; app code never imports test code.
 */
import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIso } from '@bu/contracts';
import type { Db, Executor } from '../db/client';
import {
  conversationMessages,
  conversations,
  leadEvents,
  leads,
  locations,
  providers,
  seminarRecognitions,
  seminars,
  users,
} from '../db/schema/index';

/** Ids the feature seeders receive once the demo account exists. */
interface DemoIds {
  providerId: string;
  userId: string;
}
/** A feature's demo rows for the demo provider (seminars, locations, leads …). */
export type DemoSeeder = (db: Db, ids: DemoIds) => Promise<void>;

/** ISO date `days` from today in Berlin, the "today" the server compares against (dates module). */
export const inDays = (days: number) => addDaysIso(todayIso(), days);

const suffix = () => randomUUID().slice(0, 8);

export async function insertProvider(db: Executor, values: Partial<typeof providers.$inferInsert> = {}) {
  const [row] = await db
    .insert(providers)
    .values({
      name: `Testanbieter ${suffix()}`,
      street: 'Teststraße 1',
      postalCode: '20095',
      city: 'Hamburg',
      country: 'DE',
      email: `anbieter-${suffix()}@example.org`,
      ...values,
    })
    .returning();
  return row!;
}

/** A verified user who accepted the terms (admin and creator unless told otherwise). */
export async function insertUser(
  db: Executor,
  values: Pick<typeof users.$inferInsert, 'providerId'> & Partial<typeof users.$inferInsert>,
) {
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID().slice(0, 12)}@example.org`,
      passwordHash: null,
      firstName: 'Erika',
      lastName: 'Musterfrau',
      language: 'de',
      role: 'admin',
      isCreator: true,
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertLocation(
  db: Executor,
  values: Pick<typeof locations.$inferInsert, 'providerId'> & Partial<typeof locations.$inferInsert>,
) {
  const [row] = await db
    .insert(locations)
    .values({
      type: 'presence',
      street: 'Teststraße 1',
      postalCode: '20095',
      city: 'Hamburg',
      country: 'DE',
      state: 'HH',
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A seminar inserted directly (any status or date, no rules run), published online by default,
 * with its recognitions (state and number) when given.
 */
export async function insertSeminar(
  db: Executor,
  values: Pick<typeof seminars.$inferInsert, 'providerId'> & Partial<typeof seminars.$inferInsert>,
  recognitions: { state: string; number: string | null; authority?: string | null }[] = [],
) {
  const [row] = await db
    .insert(seminars)
    .values({
      title: 'Rhetorik und Präsentation im Beruf',
      seminarNumber: 'BU-101',
      categoryId: 9,
      seminarType: 'online',
      seminarForm: 'block',
      startDate: inDays(40),
      endDate: inDays(44),
      priceType: 'exact',
      priceCents: 49000,
      status: 'online',
      publishedAt: new Date(),
      ...values,
    })
    .returning({ id: seminars.id });
  if (recognitions.length)
    await db.insert(seminarRecognitions).values(recognitions.map((r) => ({ seminarId: row!.id, ...r })));
  return row!;
}

/** A lead inserted directly (no mails, no history): a new, unread inquiry unless told otherwise. */
export async function insertLead(
  db: Executor,
  values: Pick<typeof leads.$inferInsert, 'providerId'> & Partial<typeof leads.$inferInsert>,
) {
  const [row] = await db
    .insert(leads)
    .values({
      firstName: 'Jonas',
      lastName: 'Petersen',
      email: 'jonas.petersen@example.org',
      message: 'Guten Tag, ist der Kurs in Hamburg als Bildungsurlaub anerkannt?',
      state: 'HH',
      source: 'inquiry',
      ...values,
    })
    .returning();
  return row!;
}

/** A message of a conversation (`insertConversation` sets the conversation and its provider). */
export type MessageValues = Omit<typeof conversationMessages.$inferInsert, 'conversationId' | 'providerId'>;

/**
 * A lead's conversation with its messages; its last message time is the last message's unless
 * given. (Every lead has one: a lead entered by hand has one without messages.)
 */
export async function insertConversation(
  db: Executor,
  values: Pick<typeof conversations.$inferInsert, 'providerId' | 'leadId'> & Partial<typeof conversations.$inferInsert>,
  messages: MessageValues[] = [],
) {
  const [row] = await db
    .insert(conversations)
    .values({ lastMessageAt: messages.at(-1)?.createdAt ?? null, ...values })
    .returning();
  if (messages.length)
    await db
      .insert(conversationMessages)
      .values(messages.map((m) => ({ ...m, conversationId: row!.id, providerId: row!.providerId })));
  return row!;
}

/** History entries of a lead, in the order given. */
export async function insertLeadEvents(
  db: Executor,
  leadId: string,
  events: Omit<typeof leadEvents.$inferInsert, 'leadId' | 'seq'>[],
) {
  if (events.length) await db.insert(leadEvents).values(events.map((e) => ({ ...e, leadId })));
}

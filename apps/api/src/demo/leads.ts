/**
 * Demo leads for the demo provider: 40 inquiries and phone leads across all stages on its
 * seminars, each with its conversation (participant messages, some replies and answers),
 * history entries and a mix of read and unread. Runs after the seminar demo seeder.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { LeadStage } from '@bu/contracts';
import { insertConversation, insertLead, insertLeadEvents, type DemoSeeder } from './factories';
import { seminars } from '../db/schema/index';

const people: [string, string, string][] = [
  ['Jonas', 'Petersen', 'HH'],
  ['Mara', 'Schulz', 'SH'],
  ['Özlem', 'Yılmaz', 'NW'],
  ['Lars', 'Jensen', 'SH'],
  ['Katrin', 'Möller', 'NI'],
  ['Tobias', 'Wagner', 'HE'],
  ['Sabine', 'Krüger', 'HB'],
  ['Felix', 'Hoffmann', 'BE'],
  ['Aylin', 'Demir', 'HH'],
  ['Stefan', 'Becker', 'NW'],
  ['Julia', 'Neumann', 'BB'],
  ['Matthias', 'Schröder', 'NI'],
  ['Lea', 'Zimmermann', 'RP'],
  ['Daniel', 'Braun', 'HH'],
  ['Nina', 'Hartmann', 'SL'],
  ['Michael', 'Lange', 'ST'],
  ['Anja', 'Schmitt', 'HE'],
  ['Christian', 'Werner', 'TH'],
  ['Sophie', 'Krause', 'BE'],
  ['Marco', 'Rossi', 'HH'],
  ['Elif', 'Kaya', 'NI'],
  ['Thomas', 'Meier', 'MV'],
  ['Claudia', 'Lehmann', 'BB'],
  ['Jan', 'Koch', 'SH'],
  ['Miriam', 'Schulte', 'NW'],
  ['Sebastian', 'König', 'HB'],
  ['Hannah', 'Walter', 'HH'],
  ['Patrick', 'Huber', 'BW'],
  ['Franziska', 'Frank', 'NI'],
  ['Ole', 'Hansen', 'SH'],
  ['Svenja', 'Albrecht', 'HH'],
  ['Kemal', 'Aydın', 'HB'],
  ['Ines', 'Vogel', 'HE'],
  ['Björn', 'Lorenz', 'MV'],
  ['Paula', 'Ludwig', 'BE'],
  ['Nils', 'Böhm', 'NI'],
  ['Greta', 'Winter', 'HH'],
  ['Yusuf', 'Şahin', 'NW'],
  ['Carina', 'Roth', 'RP'],
  ['Henrik', 'Brandt', 'SH'],
];

const questions = [
  'Guten Tag, ist das Seminar in {{state}} als Bildungsurlaub anerkannt? Mein Arbeitgeber braucht die Anerkennungsnummer.',
  'Hallo, sind noch Plätze frei? Ich würde gern mit einer Kollegin zusammen teilnehmen.',
  'Guten Tag, ist die Unterkunft im Preis enthalten, oder muss ich sie selbst buchen?',
  'Hallo, ich arbeite im Schichtdienst. Kann ich die Seminarzeiten trotzdem schaffen? Gibt es eine Mittagspause?',
  'Sehr geehrte Damen und Herren, können Sie mir eine Teilnahmebestätigung für meinen Arbeitgeber vorab schicken?',
  'Hallo, gibt es eine Ermäßigung für Auszubildende oder Teilzeitbeschäftigte?',
  'Guten Tag, ich bin Rollstuhlfahrerin. Sind die Räume barrierefrei?',
  'Hallo, wie viele Teilnehmende sind in der Gruppe? Und ist Vorwissen nötig?',
];
const replies = [
  'Vielen Dank für Ihre Anfrage! Ja, das Seminar ist anerkannt; die Anerkennungsnummer schicken wir Ihnen mit der Anmeldebestätigung.',
  'Danke für Ihr Interesse! Aktuell sind noch Plätze frei. Soll ich Ihnen zwei Plätze reservieren?',
  'Die Unterkunft mit Vollpension ist im Preis enthalten. Einzelzimmer gibt es gegen einen kleinen Aufpreis.',
  'Das Seminar läuft täglich von 9 bis 16 Uhr mit einer Stunde Mittagspause. Das sollte gut passen.',
];
const answers = [
  'Super, vielen Dank! Dann melde ich mich verbindlich an.',
  'Ja, bitte reservieren Sie zwei Plätze. Meine Kollegin heißt Frau Berg.',
  'Danke für die schnelle Antwort. Ich spreche noch mit meinem Arbeitgeber und melde mich nächste Woche.',
  'Perfekt, dann bis bald!',
];

/** Stages of the 40 leads: most new or in contact, a few reserved, booked, archived and closed. */
const stages: LeadStage[] = [
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'new',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'waiting',
  'waiting',
  'waiting',
  'waiting',
  'waiting',
  'booked',
  'booked',
  'booked',
  'booked',
  'booked',
  'booked',
  'archived',
  'archived',
  'archived',
  'archived',
  'closed',
  'closed',
  'closed',
  'closed',
  'closed',
  'open',
  'new',
];

const HOUR = 3_600_000;

export const seedLeadDemo: DemoSeeder = async (db, { providerId, userId }) => {
  const offered = await db
    .select({ id: seminars.id, title: seminars.title })
    .from(seminars)
    .where(and(eq(seminars.providerId, providerId), ne(seminars.status, 'draft')))
    .orderBy(asc(seminars.createdAt), asc(seminars.id));
  if (!offered.length) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, [firstName, lastName, state]] of people.entries()) {
      const stage = stages[i] ?? 'new';
      const seminar = offered[(i * 7) % offered.length]!;
      const manual = i % 9 === 4;
      // Spread over the last ~60 days, newest first by index; new leads are the most recent.
      const createdAt = new Date(now - (i * 36 + 3 + (i % 5) * 5) * HOUR);
      const question = questions[i % questions.length]!.replace('{{state}}', state);
      const email = `${firstName}.${lastName}`
        .toLowerCase()
        .normalize('NFKD')
        .replace(/ı/g, 'i')
        .replace(/ş/g, 's')
        .replace(/[^a-z.]/g, '')
        .concat(i % 3 === 0 ? '@web.example' : i % 3 === 1 ? '@posteo.example' : '@gmx.example');
      const replied = stage !== 'new' && !manual;
      const answered = replied && i % 2 === 0;
      const messages: { direction: 'in' | 'out'; text: string; at: Date; read: boolean }[] = [];
      if (!manual)
        messages.push({ direction: 'in', text: question, at: createdAt, read: stage !== 'new' || i % 3 === 0 });
      if (replied)
        messages.push({
          direction: 'out',
          text: replies[i % replies.length]!,
          at: new Date(createdAt.getTime() + 5 * HOUR),
          read: true,
        });
      // Some answers are still unread (participants answered by reply link).
      if (answered)
        messages.push({
          direction: 'in',
          text: answers[i % answers.length]!,
          at: new Date(createdAt.getTime() + 20 * HOUR),
          read: i % 4 !== 0,
        });
      const lastActivityAt = messages.at(-1)?.at ?? createdAt;
      const unread = messages.some((m) => m.direction === 'in' && !m.read);
      const lead = await insertLead(tx, {
        providerId,
        seminarId: seminar.id,
        ownerId: stage === 'new' && i % 2 === 1 ? null : userId,
        firstName,
        lastName,
        email,
        phone: i % 3 === 2 ? null : `+49 ${150 + (i % 30)} ${String(1000000 + i * 7919).slice(0, 7)}`,
        message: manual ? 'Telefonische Anfrage: möchte Infomaterial und einen Rückruf.' : question,
        state,
        notes:
          stage === 'waiting'
            ? 'Platz bis Ende der Woche reserviert.'
            : stage === 'booked'
              ? 'Anmeldung und Rechnung verschickt.'
              : null,
        stage,
        unread,
        source: manual ? 'manual' : 'inquiry',
        language: 'de',
        createdAt,
        updatedAt: lastActivityAt,
        lastActivityAt:
          stage === 'new' || stage === 'open' ? lastActivityAt : new Date(lastActivityAt.getTime() + 24 * HOUR),
      });
      await insertConversation(
        tx,
        { providerId, leadId: lead.id, createdAt },
        messages.map((m) => ({
          direction: m.direction,
          text: m.text,
          userId: m.direction === 'out' ? userId : null,
          readAt: m.direction === 'in' && m.read ? new Date(m.at.getTime() + HOUR) : null,
          createdAt: m.at,
        })),
      );
      const events: Parameters<typeof insertLeadEvents>[2] = [
        { userId: manual ? userId : null, kind: 'created', toValue: 'new', createdAt },
      ];
      for (const m of messages.slice(manual ? 0 : 1)) {
        events.push({
          userId: m.direction === 'out' ? userId : null,
          kind: m.direction === 'out' ? 'message_out' : 'message_in',
          createdAt: m.at,
        });
      }
      if (stage !== 'new') {
        events.push({
          userId,
          kind: 'stage',
          fromValue: 'new',
          toValue: stage,
          createdAt: new Date(lastActivityAt.getTime() + (stage === 'open' ? 0 : 24 * HOUR)),
        });
      }
      await insertLeadEvents(tx, lead.id, events);
    }
  });
};

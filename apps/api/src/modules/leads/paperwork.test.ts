/**
 * The participant's paperwork end to end (issue 24 points 5 and 6): the three PDFs as their
 * reader sees them (page 1 rendered by Poppler is not blank, the text layer names participant and
 * recognition, every glyph is embedded), attendance rules, the 409s, isolation, the documents
 * mail with its attachments, and the notice deadline and recognition status of a lead.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Lead } from '@bu/contracts';
import { createTestContext, json, waitForMail, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { insertLead, insertSeminar } from '../../../test/lead-factories';
import { glyphsMissing, missingToolMessage, renderPage1, tools } from '../../../test/pdf';
import { imageBlobs, providerImages, providerRecognitions, seminarRecognitions } from '../../db/schema/index';

const run = promisify(execFile);
// The seminar ended on Friday 20 Nov 2026; "now" is Wednesday 25 Nov 2026.
const NOW = new Date('2026-11-25T10:00:00Z');

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let past: string;
let future: string;
let participant: string;
let futureParticipant: string;
let saarlander: string;
let bavarian: string;
let interested: string;

const headers = (user: TestUser, language = 'de') => ({
  authorization: `Bearer ${user.token}`,
  'accept-language': language,
});
const getDoc = (lead: string, kind: string, language = 'de', user = alice) =>
  ctx.app.inject({ method: 'GET', url: `/api/leads/${lead}/documents/${kind}.pdf`, headers: headers(user, language) });

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bu-doc-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', 'doc.pdf', '-'], { cwd: dir });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Share of page-1 pixels that are not (near) white. */
async function inkShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 200) ink++;
  return ink / (info.width * info.height);
}

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => NOW });
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice', lastName: 'Albers' });
  bob = await createProviderUser(ctx.database.db);
  const db = ctx.database.db;
  past = await insertSeminar(db, alice, {
    title: 'Stressfrei im Job – Resilienz',
    seminarNumber: 'RS-26',
    startDate: '2026-11-16',
    endDate: '2026-11-20',
    dateComment: 'täglich 9:00–16:30 Uhr',
    priceType: 'exact',
    priceCents: 49_000,
    descriptionWeb: '<p>Tag 1: Grundlagen</p><ul><li>Stress verstehen</li><li>Übungen</li></ul>',
    maxParticipants: 10,
  });
  future = await insertSeminar(db, alice, {
    title: 'Nachhaltig wirtschaften',
    startDate: '2027-03-01',
    endDate: '2027-03-05',
    priceType: 'free',
  });
  await db.insert(seminarRecognitions).values([
    { seminarId: past, state: 'HH', number: 'HH-2026-4711', authority: 'Behörde für Schule und Berufsbildung' },
    { seminarId: future, state: 'HH', number: 'HH-2027-0815', authority: 'Behörde für Schule und Berufsbildung' },
  ]);
  participant = await insertLead(db, alice, {
    seminarId: past,
    firstName: 'Jördis',
    lastName: 'Übermann',
    email: 'joerdis@example.org',
    state: 'HH',
    stage: 'booked',
  });
  futureParticipant = await insertLead(db, alice, {
    seminarId: future,
    firstName: 'Ben',
    lastName: 'Brandt',
    email: 'ben.brandt@example.org',
    state: 'HH',
    stage: 'booked',
    language: 'en',
  });
  saarlander = await insertLead(db, alice, {
    seminarId: future,
    firstName: 'Sara',
    lastName: 'Saar',
    state: 'SL',
    stage: 'booked',
  });
  bavarian = await insertLead(db, alice, {
    seminarId: future,
    firstName: 'Bea',
    lastName: 'Bayer',
    state: 'BY',
    stage: 'booked',
  });
  interested = await insertLead(db, alice, { seminarId: future, state: 'NW', stage: 'open' });
  // A logo (PNG) for the letterhead.
  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  await db
    .insert(imageBlobs)
    .values({ hash: 'logo-hash', format: 'png', data: logo, byteSize: logo.length, width: 240, height: 80 });
  await db.insert(providerImages).values({ providerId: alice.providerId, kind: 'logo', imageHash: 'logo-hash' });
});
afterAll(async () => ctx?.close());

describe('documents', () => {
  it.each(['de', 'en'])(
    'draws the registration confirmation with participant, recognition, programme and price (%s)',
    async (language) => {
      const res = await getDoc(participant, 'registration-confirmation', language);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      const text = await pdfText(pdf);
      expect(text).toContain('Jördis Übermann');
      expect(text).toContain('HH-2026-4711');
      expect(text).toContain('Stress verstehen');
      expect(text).toContain(language === 'de' ? '490,00 €' : '€490.00');
      expect(text).toContain(language === 'de' ? 'Anmeldebestätigung' : 'Registration confirmation');
      expect(text).toContain('HmbBUG');
      expect(await glyphsMissing(pdf)).toEqual([]);
      if (!tools.pdftoppm) return console.warn(missingToolMessage('pdftoppm', 'poppler-utils'));
      expect(await inkShare(await renderPage1(pdf))).toBeGreaterThan(0.01);
    },
  );

  it('names another state’s recognition that the work state accepts (Saarland accepts Hamburg’s)', async () => {
    const saar = await pdfText((await getDoc(saarlander, 'registration-confirmation')).rawPayload);
    expect(saar).toContain('HH-2027-0815');
    expect(saar).toContain('Hamburg');
  });

  it('writes the employer letter in German, whatever the language asked, with the law and the notice deadline', async () => {
    const res = await getDoc(futureParticipant, 'employer-letter', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Ben Brandt');
    expect(text).toContain('Antrag auf Bildungsurlaub');
    // Hamburg: 6 weeks before 1 Mar 2027 → 18 Jan 2027.
    expect(text).toContain('18.01.2027');
    expect(text).not.toContain('abgelaufen');
    expect(text).toContain('HmbBUG');
    if (tools.pdftoppm) expect(await inkShare(await renderPage1(res.rawPayload))).toBeGreaterThan(0.01);
  });

  it('refuses the attendance certificate until the seminar has ended (409, translated)', async () => {
    const res = await getDoc(futureParticipant, 'attendance-certificate', 'en');
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ success: false, code: 'SEMINAR_NOT_ENDED' });
    expect(json<{ message: string }>(res).message).toContain('attendance certificate');
  });

  it('lists the days attended on the certificate', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${participant}/attendance`,
      headers: headers(alice),
      payload: {
        days: [
          { date: '2026-11-16', present: true },
          { date: '2026-11-17', present: true },
          { date: '2026-11-18', present: false },
          { date: '2026-11-19', present: true },
          { date: '2026-11-20', present: true },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<{ attendance: { present: boolean }[] }>(put).attendance.filter((d) => d.present)).toHaveLength(4);
    const res = await getDoc(participant, 'attendance-certificate');
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Anwesend an 4 von 5 Seminartagen');
    expect(text).toMatch(/Mittwoch, 18\.11\.2026\s+nicht anwesend/);
    if (tools.pdftoppm) expect(await inkShare(await renderPage1(res.rawPayload))).toBeGreaterThan(0.01);
  });

  it('documents exist only for participants (409) and only for the own provider (404)', async () => {
    expect((await getDoc(interested, 'registration-confirmation')).statusCode).toBe(409);
    expect((await getDoc(participant, 'registration-confirmation', 'de', bob)).statusCode).toBe(404);
    expect((await getDoc(participant, 'invoice')).statusCode).toBe(400);
    const send = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${participant}/documents/send`,
      headers: headers(bob),
      payload: { kinds: ['employer-letter'] },
    });
    expect(send.statusCode).toBe(404);
  });

  it('mails the documents in the participant’s language with the PDFs attached', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/leads/${futureParticipant}/documents/send`,
      headers: headers(alice),
      payload: { kinds: ['registration-confirmation', 'employer-letter'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await waitForMail(ctx.app, 'ben.brandt@example.org');
    expect(mail!.subject).toBe('Your documents for “Nachhaltig wirtschaften”');
    const { rows } = await ctx.database.executeSql('SELECT attachments FROM dev_mails WHERE "to" = $1', [
      'ben.brandt@example.org',
    ]);
    const attachments = (rows[0] as { attachments: { filename: string; contentType: string; size: number }[] })
      .attachments;
    expect(attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/pdf']);
    expect(attachments.map((a) => a.filename)).toEqual([
      'Registration-confirmation-Brandt-Ben.pdf',
      'Antrag-auf-Bildungsurlaub-Brandt-Ben.pdf',
    ]);
    expect(attachments.every((a) => a.size > 5000)).toBe(true);
  });

  it('refuses to mail a certificate before the end and an empty choice', async () => {
    const send = (kinds: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/leads/${futureParticipant}/documents/send`,
        headers: headers(alice),
        payload: { kinds },
      });
    expect((await send(['attendance-certificate'])).statusCode).toBe(409);
    const empty = await send([]);
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ fieldErrors: { kinds: 'documentKindsRequired' } });
  });
});

describe('attendance rules', () => {
  const put = (lead: string, days: unknown, user = alice) =>
    ctx.app.inject({ method: 'PUT', url: `/api/leads/${lead}/attendance`, headers: headers(user), payload: { days } });

  it('refuses days outside the seminar, days ahead, repeated days; only for participants; 404 for others', async () => {
    const outside = await put(participant, [{ date: '2026-11-21', present: true }]);
    expect(outside.statusCode).toBe(400);
    expect(json(outside)).toMatchObject({ fieldErrors: { 'days.0.date': 'attendanceDayOutsideSeminar' } });
    const ahead = await put(futureParticipant, [{ date: '2027-03-01', present: true }]);
    expect(json(ahead)).toMatchObject({ fieldErrors: { 'days.0.present': 'attendanceDayAhead' } });
    const twice = await put(participant, [
      { date: '2026-11-16', present: true },
      { date: '2026-11-16', present: false },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await put(interested, [])).statusCode).toBe(409);
    expect((await put(participant, [{ date: '2026-11-16', present: false }], bob)).statusCode).toBe(404);
    const bad = await put(participant, [{ date: '16.11.2026', present: true }]);
    expect(bad.statusCode).toBe(400);
  });
});

describe('deadlines on the lead', () => {
  const lead = async (id: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/leads/${id}`, headers: headers(alice) });
    return json<{ lead: Lead }>(res).lead;
  };

  it('answers the notice deadline and the recognition status per work state', async () => {
    expect(await lead(futureParticipant)).toMatchObject({
      employerNoticeDeadline: '2027-01-18',
      recognitionStatus: 'recognised',
    });
    expect(await lead(saarlander)).toMatchObject({ recognitionStatus: 'recognised' });
    expect(await lead(bavarian)).toMatchObject({ employerNoticeDeadline: null, recognitionStatus: 'no_law' });
    expect(await lead(interested)).toMatchObject({ recognitionStatus: 'missing' });
  });

  it('answers in the list the recognition status and deadline each lead has in its detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/leads?pageSize=50', headers: headers(alice) });
    expect(res.statusCode).toBe(200);
    const listed = json<{ leads: Lead[] }>(res).leads;
    const statuses = new Set(listed.map((l) => l.recognitionStatus));
    expect([...statuses]).toEqual(expect.arrayContaining(['recognised', 'no_law', 'missing']));
    for (const l of listed) {
      const detail = await lead(l.id);
      expect([l.id, l.recognitionStatus, l.employerNoticeDeadline]).toEqual([
        detail.id,
        detail.recognitionStatus,
        detail.employerNoticeDeadline,
      ]);
    }
  });

  it('counts a provider-level recognition where the state recognises providers (NW), and flags an expired one', async () => {
    const db = ctx.database.db;
    await db.insert(providerRecognitions).values({ providerId: alice.providerId, state: 'NW', number: 'NW-T-77' });
    // Without its authority it backs no document: the lead says so.
    expect(await lead(interested)).toMatchObject({ recognitionStatus: 'incomplete' });
    await db
      .update(providerRecognitions)
      .set({ authority: 'Bezirksregierung Köln' })
      .where(eq(providerRecognitions.providerId, alice.providerId));
    expect(await lead(interested)).toMatchObject({ recognitionStatus: 'recognised' });
    // Bob's provider-level recognition does not count for Alice's seminars.
    await db.insert(providerRecognitions).values({ providerId: bob.providerId, state: 'BW', number: 'BW-X' });
    const swabian = await insertLead(db, alice, { seminarId: future, state: 'BW', stage: 'booked' });
    expect(await lead(swabian)).toMatchObject({ recognitionStatus: 'missing' });
    await db
      .insert(seminarRecognitions)
      .values({ seminarId: future, state: 'BE', number: 'BE-1', validUntil: '2027-02-28' });
    const berliner = await insertLead(db, alice, {
      seminarId: future,
      firstName: 'Bert',
      lastName: 'Berlin',
      state: 'BE',
      stage: 'booked',
    });
    expect(await lead(berliner)).toMatchObject({ recognitionStatus: 'expired' });
    const refused = await getDoc(berliner, 'registration-confirmation');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: 'RECOGNITION_EXPIRED' });
  });

  it('sorts the list by the notice deadline, soonest first, unknown last', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/leads?sort=notice_deadline',
      headers: headers(alice),
    });
    expect(res.statusCode, res.body).toBe(200);
    const deadlines = json<{ leads: Lead[] }>(res).leads.map((l) => l.employerNoticeDeadline);
    const known = deadlines.filter((d) => d !== null);
    expect(known).toEqual([...known].sort());
    expect(deadlines.slice(known.length).every((d) => d === null)).toBe(true);
    expect(deadlines[0]).toBe('2026-10-05'); // the past seminar: 16 Nov − 6 weeks
  });
});

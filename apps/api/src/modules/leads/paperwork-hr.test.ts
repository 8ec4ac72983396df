/**
 * Papers an HR department accepts (issue 46), read as HR reads them: every document rendered to
 * PNG and read back with OCR — the seminar days, daily times, teaching hours, recognition number,
 * authority and notice deadline (with its note once passed). Each refusal (nothing a document
 * would assert untruly) is its own case; closed participants keep their papers; the certificate
 * follows the ticks; places count only before the start; the public answer says what is free.
 * Set PAPERWORK_PNG_DIR to keep the rendered pages for a look.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentCheck, Lead } from '@bu/contracts';
import { createTestContext, json, type TestContext } from '../../../test/helpers';
import { createProviderUser, multipartBody, type TestUser } from '../../../test/factories';
import { insertLead, insertSeminar } from '../../../test/lead-factories';
import { ocr, pdfPageText, renderPage, tools } from '../../../test/pdf';
import { providers, seminarRecognitions } from '../../db/schema/index';

// Wednesday 25 Nov 2026.
const NOW = new Date('2026-11-25T10:00:00Z');
const HH_AUTHORITY = 'Behörde für Schule und Berufsbildung';
const PROVIDER = {
  name: 'Nordlicht Bildungswerk',
  street: 'Große Elbstraße 145',
  postalCode: '22767',
  city: 'Hamburg',
  phone: '+49 40 3579 1100',
  email: 'kurse@nordlicht.example',
  website: 'https://nordlicht.example',
};
/** The words written in the signature image: on the page only if the image is drawn. */
const SIGNED = 'ALBERS SIGNUM';

/** A signature image as a provider uploads one: dark words on white. */
const signaturePng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="900" height="200" fill="#fff"/><text x="20" y="130" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="bold" fill="#000">${SIGNED}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

let ctx: TestContext;
let alice: TestUser;
const ids: Record<string, string> = {};

const headers = (language = 'de') => ({ authorization: `Bearer ${alice.token}`, 'accept-language': language });
const getDoc = (lead: string, kind: string, language = 'de', query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/leads/${lead}/documents/${kind}.pdf${query}`,
    headers: headers(language),
  });

/** A page's OCR text with whitespace collapsed (lines break where the renderer wrapped them). */
async function readPage(pdf: Buffer, name: string, pageNumber = 1): Promise<string> {
  const png = await renderPage(pdf, pageNumber);
  if (process.env.PAPERWORK_PNG_DIR) {
    await mkdir(process.env.PAPERWORK_PNG_DIR, { recursive: true });
    await writeFile(join(process.env.PAPERWORK_PNG_DIR, `${name}.png`), png);
  }
  return (await ocr(png)).replace(/\s+/g, ' ');
}

/** Poppler and tesseract with its German model: CI installs them; without them the page checks skip. */
const ocrMissing = !tools.pdftoppm || !tools.tesseract;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => NOW });
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice', lastName: 'Albers' });
  const db = ctx.database.db;
  const schedule = { timeFrom: '09:00', timeTo: '16:30', teachingHoursPerDay: 6 };
  // Thursday to Monday: three seminar days, not five.
  ids.winter = await insertSeminar(db, alice, {
    title: 'Kommunikation im Team',
    seminarNumber: 'KT-27',
    startDate: '2027-01-07',
    endDate: '2027-01-11',
    maxParticipants: 4,
    ...schedule,
  });
  // Its Hamburg notice deadline (6 weeks: 5 Nov 2026) has passed.
  ids.december = await insertSeminar(db, alice, {
    title: 'Zeitmanagement',
    maxParticipants: 3,
    startDate: '2026-12-17',
    endDate: '2026-12-21',
    ...schedule,
  });
  ids.shOnly = await insertSeminar(db, alice, {
    title: 'Ostsee-Ökologie',
    startDate: '2027-02-01',
    endDate: '2027-02-05',
  });
  ids.past = await insertSeminar(db, alice, {
    title: 'Resilienz',
    startDate: '2026-11-16',
    endDate: '2026-11-20',
    maxParticipants: 1,
    ...schedule,
  });
  const hh = { state: 'HH', number: 'HH-2027-0042', authority: HH_AUTHORITY, validUntil: '2027-12-31' };
  await db.insert(seminarRecognitions).values([
    { seminarId: ids.winter, ...hh },
    { seminarId: ids.winter, state: 'SH', number: 'SH-77' },
    { seminarId: ids.winter, state: 'BE', number: 'BE-5', authority: 'SenASGIVA', validUntil: '2027-01-08' },
    { seminarId: ids.december, ...hh },
    { seminarId: ids.shOnly, state: 'SH', number: 'SH-2027-9', authority: 'IQSH' },
    { seminarId: ids.past, ...hh },
  ]);
  const lead = async (key: string, values: Parameters<typeof insertLead>[2]) => {
    ids[key] = await insertLead(ctx.database.db, alice, { stage: 'booked', ...values });
  };
  await lead('hanna', {
    seminarId: ids.winter,
    firstName: 'Hanna',
    lastName: 'Hansen',
    email: 'hanna@example.org',
    state: 'HH',
    language: 'en',
  });
  await lead('holger', { seminarId: ids.december, firstName: 'Holger', lastName: 'Holm', state: 'HH' });
  await lead('nostate', { seminarId: ids.winter, firstName: 'Nora', lastName: 'Ohne', state: null });
  await lead('bea', { seminarId: ids.winter, firstName: 'Bea', lastName: 'Bayer', state: 'BY' });
  await lead('sven', { seminarId: ids.winter, firstName: 'Sven', lastName: 'Kiel', state: 'SH' });
  await lead('bert', { seminarId: ids.winter, firstName: 'Bert', lastName: 'Berlin', state: 'BE' });
  await lead('hamburger', { seminarId: ids.shOnly, firstName: 'Hein', lastName: 'Hamburg', state: 'HH' });
  await lead('closed', { seminarId: ids.past, firstName: 'Clara', lastName: 'Closed', state: 'HH', stage: 'closed' });
  await lead('absent', { seminarId: ids.past, firstName: 'Anton', lastName: 'Absent', state: 'HH', stage: 'closed' });
  await lead('seated', { seminarId: ids.past, firstName: 'Sita', lastName: 'Seated', state: 'HH' });
  // Interested, not booked: Lower Saxony asks 8 teaching hours a day of the winter seminar's 6.
  await lead('nina', { seminarId: ids.winter, firstName: 'Nina', lastName: 'Nord', state: 'NI', stage: 'open' });
  // Bremen's recognition of the Baltic seminar names its authority, not its number.
  await db
    .insert(seminarRecognitions)
    .values({ seminarId: ids.shOnly, state: 'HB', number: null, authority: 'Senatorin für Kinder und Bildung' });
  await lead('bremer', { seminarId: ids.shOnly, firstName: 'Bruno', lastName: 'Bremer', state: 'HB' });
  // Clara was there on two of the past seminar's days.
  const put = await ctx.app.inject({
    method: 'PUT',
    url: `/api/leads/${ids.closed}/attendance`,
    headers: headers(),
    payload: {
      days: [
        { date: '2026-11-16', present: true },
        { date: '2026-11-17', present: true },
        { date: '2026-11-18', present: false },
      ],
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  // The provider as its letterhead names it, and the signature image of its profile.
  await db.update(providers).set(PROVIDER).where(eq(providers.id, alice.providerId));
  const { payload, headers: multipart } = multipartBody(
    { kind: 'signature' },
    { filename: 'unterschrift.png', contentType: 'image/png', data: await signaturePng() },
  );
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/provider-images',
    payload,
    headers: { ...multipart, authorization: `Bearer ${alice.token}` },
  });
  expect(upload.statusCode, upload.body).toBe(201);
});
afterAll(async () => ctx?.close());

describe('what HR reads on the rendered pages', () => {
  it.skipIf(ocrMissing)(
    'the employer letter: German, three seminar days, times, hours, law, number, authority, deadline',
    async () => {
      const res = await getDoc(ids.hanna!, 'employer-letter', 'en');
      expect(res.statusCode, res.body).toBe(200);
      const page = await readPage(res.rawPayload, 'employer-letter');
      expect(page).toContain('Antrag auf Bildungsurlaub');
      expect(page).toContain('3 Seminartage');
      expect(page).toMatch(/Do 07\.01\., Fr 08\.01\., Mo 11\.01\.2027/);
      expect(page).toMatch(/09:00.16:30/);
      expect(page).toContain('6 Unterrichtsstunden pro Tag');
      expect(page).toContain('HmbBUG');
      expect(page).toContain('HH-2027-0042');
      expect(page).toContain(HH_AUTHORITY);
      expect(page).toContain('31.12.2027');
      // Hamburg: 6 weeks before 7 Jan 2027.
      expect(page).toContain('26.11.2026');
      expect(page).not.toContain('abgelaufen');
      expect(page).toContain('Arbeitgeber (Firma)');
      // One page, with the line the employee signs on: a signature alone on a second page is no letter.
      expect(page).toContain('Hanna');
      expect(page).toMatch(/Unterschrift/);
      const { PDFDocument } = await import('pdf-lib');
      expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    },
  );

  it.skipIf(ocrMissing)('the employer letter says plainly when the notice deadline has passed', async () => {
    const res = await getDoc(ids.holger!, 'employer-letter');
    expect(res.statusCode, res.body).toBe(200);
    const page = await readPage(res.rawPayload, 'employer-letter-late');
    expect(page).toMatch(/Frist ist am 05\.11\.2026 abgelaufen/);
    expect(page).toMatch(/Do 17\.12\., Fr 18\.12\., Mo 21\.12\.2026/);
    // With the late notice too, the letter keeps to one page.
    expect(page).toMatch(/Unterschrift/);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
  });

  it.skipIf(ocrMissing)('the confirmation in the participant’s English with the German version beside it', async () => {
    const res = await getDoc(ids.hanna!, 'registration-confirmation', 'en');
    expect(res.statusCode, res.body).toBe(200);
    const page = await readPage(res.rawPayload, 'registration-confirmation');
    expect(page).toContain('Registration confirmation');
    expect(page).toContain('3 seminar days');
    expect(page).toMatch(/Thu 07\/01, Fri 08\/01, Mon 11\/01\/2027/);
    expect(page).toContain('6 teaching hours a day');
    expect(page).toContain('HH-2027-0042');
    expect(page).toContain(HH_AUTHORITY);
    const { PDFDocument } = await import('pdf-lib');
    const pages = (await PDFDocument.load(res.rawPayload)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    // The German version begins on a page of its own, as the employer reads it.
    let german = 0;
    for (let n = 2; n <= pages && !german; n++) {
      if ((await pdfPageText(res.rawPayload, n)).includes('Deutsche Fassung')) german = n;
    }
    expect(german).toBeGreaterThan(1);
    const second = await readPage(res.rawPayload, 'registration-confirmation-de', german);
    // The title's umlaut is one tesseract reads as a plain "a" at this size.
    expect(second).toMatch(/Anmeldebest[äa]tigung/);
    expect(second).toContain('Deutsche Fassung für den Arbeitgeber');
    expect(second).toContain('3 Seminartage');
    expect(second).toMatch(/Do 07\.01\., Fr 08\.01\., Mo 11\.01\.2027/);
    expect(second).toMatch(/09:00.16:30/);
    expect(second).toContain('6 Unterrichtsstunden pro Tag');
    expect(second).toContain('HmbBUG');
    expect(second).toContain('HH-2027-0042');
    expect(second).toContain(HH_AUTHORITY);
    expect(second).not.toContain('teaching hours');
  });

  it.skipIf(ocrMissing)(
    'the letterhead names the provider with its address and contact, signed with the profile’s image',
    async () => {
      const res = await getDoc(ids.hanna!, 'registration-confirmation', 'de');
      expect(res.statusCode, res.body).toBe(200);
      const page = await readPage(res.rawPayload, 'registration-confirmation-letterhead');
      expect(page).toContain(PROVIDER.name);
      expect(page).toContain(PROVIDER.street);
      expect(page).toContain(`${PROVIDER.postalCode} ${PROVIDER.city}`);
      expect(page).toContain(`Tel. ${PROVIDER.phone}`);
      expect(page).toContain(PROVIDER.email);
      expect(page).toContain(PROVIDER.website);
      // The signature's words are read off the page, and they are no text of the document: the image is drawn.
      expect(page).toContain(SIGNED);
      // Below the recognition, not over its last line.
      expect(page).toContain('Gültigkeit gültig bis 31.12.2027');
      expect(await pdfPageText(res.rawPayload, 1)).not.toContain(SIGNED);
      expect(page).toMatch(/Hamburg, 25\.11\.2026 [–-] Nordlicht Bildungswerk, Unterschrift/);
      // The employer letter names whom to ask: the provider's name, phone and email.
      const letter = await readPage(
        (await getDoc(ids.hanna!, 'employer-letter')).rawPayload,
        'employer-letter-contact',
      );
      expect(letter).toContain(PROVIDER.name);
      expect(letter).toContain(PROVIDER.phone);
      expect(letter).toContain(PROVIDER.email);
    },
  );

  it.skipIf(ocrMissing)('the certificate counts the days present of the seminar days, after the ticks', async () => {
    const res = await getDoc(ids.closed!, 'attendance-certificate');
    expect(res.statusCode, res.body).toBe(200);
    const page = await readPage(res.rawPayload, 'attendance-certificate');
    expect(page).toContain('Anwesend an 2 von 5 Seminartagen');
    // 6 teaching hours a day: 12 of the seminar's 30.
    expect(page).toContain('Teilgenommene Unterrichtsstunden: 12 von 30');
    expect(page).toContain('HH-2027-0042');
  });
});

describe('no document asserts what is not true (409 each)', () => {
  const refusal = async (lead: string, kind: string, query = '') => {
    const res = await getDoc(ids[lead]!, kind, 'de', query);
    expect(res.statusCode, res.body).toBe(409);
    return json<{ code: string; message: string }>(res);
  };

  it('no employer letter for a Hamburg employee on a seminar recognised only in Schleswig-Holstein', async () => {
    const body = await refusal('hamburger', 'employer-letter');
    expect(body.code).toBe('RECOGNITION_MISSING');
    expect(body.message).toContain('Für Hamburg hat dieses Seminar keine Anerkennung');
    // The confirmation without the recognition paragraph is there, and says it holds none.
    const plain = await getDoc(ids.hamburger!, 'registration-confirmation', 'de', '?withoutRecognition=1');
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await getDoc(ids.hamburger!, 'employer-letter', 'de', '?withoutRecognition=1')).statusCode).toBe(409);
  });

  it('a recognition without authority backs nothing, and the message names what to add', async () => {
    const body = await refusal('sven', 'registration-confirmation');
    expect(body.code).toBe('RECOGNITION_INCOMPLETE');
    expect(body.message).toContain('Schleswig-Holstein braucht noch: anerkennende Stelle');
    expect((await refusal('sven', 'employer-letter')).code).toBe('RECOGNITION_INCOMPLETE');
  });

  it('a recognition that ends before the last seminar day backs nothing', async () => {
    const body = await refusal('bert', 'employer-letter');
    expect(body.code).toBe('RECOGNITION_EXPIRED');
    expect(body.message).toContain('Berlin');
    expect(body.message).toContain('gültig bis 08.01.2027');
  });

  it('a recognition without its number backs nothing, and the message names the number to add', async () => {
    const body = await refusal('bremer', 'employer-letter');
    expect(body.code).toBe('RECOGNITION_INCOMPLETE');
    expect(body.message).toContain('Bremen braucht noch: Anerkennungsnummer');
    const confirmation = await refusal('bremer', 'registration-confirmation');
    expect(confirmation.code).toBe('RECOGNITION_INCOMPLETE');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids.bremer}`, headers: headers() });
    expect(json<{ documents: DocumentCheck[] }>(res).documents[1]!.problem).toMatchObject({
      code: 'RECOGNITION_INCOMPLETE',
      state: 'HB',
      missing: ['number'],
      fixAt: 'seminar',
    });
  });

  it('no employer letter where the work state has no law', async () => {
    const body = await refusal('bea', 'employer-letter');
    expect(body.code).toBe('NO_LAW_IN_STATE');
    expect(body.message).toContain('Bayern');
  });

  it('no employer letter while the work state is unknown', async () => {
    expect((await refusal('nostate', 'employer-letter')).code).toBe('WORK_STATE_UNKNOWN');
  });

  it('no attendance certificate without a day present', async () => {
    expect((await refusal('absent', 'attendance-certificate')).code).toBe('NO_ATTENDANCE');
  });

  it('sending refuses the same, and sends the confirmation without recognition when asked', async () => {
    const send = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/leads/${ids.hamburger}/documents/send`,
        headers: headers('en'),
        payload,
      });
    const refused = await send({ kinds: ['registration-confirmation'] });
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toContain('Hamburg');
    expect((await send({ kinds: ['employer-letter'], withoutRecognition: true })).statusCode).toBe(409);
    expect((await send({ kinds: ['registration-confirmation'], withoutRecognition: true })).statusCode).toBe(200);
  });

  it('the lead screen is told before anyone clicks, with where to fix it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids.hamburger}`, headers: headers() });
    const documents = json<{ documents: DocumentCheck[] }>(res).documents;
    expect(documents.find((d) => d.kind === 'employer-letter')!.problem).toMatchObject({
      code: 'RECOGNITION_MISSING',
      state: 'HH',
      fixAt: 'seminar',
      withoutRecognition: false,
    });
    expect(documents.find((d) => d.kind === 'registration-confirmation')!.problem).toMatchObject({
      withoutRecognition: true,
    });
    const sven = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids.sven}`, headers: headers() });
    expect(json<{ documents: DocumentCheck[] }>(sven).documents[0]!.problem).toMatchObject({
      code: 'RECOGNITION_INCOMPLETE',
      missing: ['authority'],
    });
    const hanna = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids.hanna}`, headers: headers() });
    const checks = json<{ documents: DocumentCheck[] }>(hanna).documents;
    expect(checks.map((d) => d.problem?.code ?? null)).toEqual([null, null, 'SEMINAR_NOT_ENDED']);
  });
});

describe('the recognition status on the lead screen', () => {
  const leadOf = async (key: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids[key]}`, headers: headers() });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ lead: Lead }>(res).lead;
  };

  it('says "incomplete", not "recognised", for a recognition without its authority, as its documents do', async () => {
    // Schleswig-Holstein: SH-77 is valid on the seminar's days but names no authority.
    expect(await leadOf('sven')).toMatchObject({ recognitionStatus: 'incomplete' });
    expect(await leadOf('hanna')).toMatchObject({ recognitionStatus: 'recognised' });
    expect(await leadOf('bert')).toMatchObject({ recognitionStatus: 'expired' });
  });

  it('names the work state’s minimums the seminar misses by its schedule', async () => {
    expect((await leadOf('nina')).minimumWarnings).toEqual([{ state: 'NI', kind: 'minHoursPerDay', min: 8, hours: 6 }]);
    // Hamburg's 6 hours a day are met by the winter seminar; the Baltic one states no hours at all.
    expect((await leadOf('hanna')).minimumWarnings).toEqual([]);
    expect((await leadOf('hamburger')).minimumWarnings).toEqual([
      { state: 'HH', kind: 'minHoursPerDay', min: 6, hours: null },
    ]);
    // Unknown work state: nothing to check against.
    expect((await leadOf('nostate')).minimumWarnings).toEqual([]);
  });

  it('answers the same status and minimums in the list as in the detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/leads?pageSize=50', headers: headers() });
    const listed = json<{ leads: Lead[] }>(res).leads;
    for (const key of ['sven', 'nina', 'hamburger', 'hanna']) {
      const detail = await leadOf(key);
      const row = listed.find((l) => l.id === ids[key])!;
      expect([row.recognitionStatus, row.minimumWarnings]).toEqual([detail.recognitionStatus, detail.minimumWarnings]);
    }
  });
});

describe('after the seminar', () => {
  it('a closed participant keeps every document and the ticks', async () => {
    expect((await getDoc(ids.closed!, 'registration-confirmation')).statusCode).toBe(200);
    expect((await getDoc(ids.closed!, 'employer-letter')).statusCode).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids.closed}`, headers: headers() });
    const body = json<{ attendance: { present: boolean }[]; documents: DocumentCheck[] }>(detail);
    expect(body.attendance.filter((d) => d.present)).toHaveLength(2);
    expect(body.documents.every((d) => d.problem === null)).toBe(true);
  });

  it('setting a closed participant back to booked on a started seminar counts no places', async () => {
    // The past seminar's one place is held by "seated"; before the start Clara would be waitlisted.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${ids.closed}`,
      headers: headers(),
      payload: { stage: 'booked' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ lead: { stage: string; waitlistPosition: number | null } }>(res).lead).toMatchObject({
      stage: 'booked',
      waitlistPosition: null,
    });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/leads/${ids.seated}`, headers: headers() });
    expect(json<{ capacity: { offer: unknown } }>(detail).capacity.offer).toBeNull();
  });
});

describe('places in public', () => {
  it('answers free places, and the waitlist once full', async () => {
    const winter = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars/${ids.winter}` });
    expect(winter.statusCode, winter.body).toBe(200);
    // Four places, five booked (inserted directly: Hanna, Nora, Bea, Sven, Bert).
    expect(json<{ seminar: Record<string, unknown> }>(winter).seminar).toMatchObject({
      freePlaces: 0,
      waitlist: true,
      timeFrom: '09:00',
      teachingHoursPerDay: 6,
      seminarDays: ['2027-01-07', '2027-01-08', '2027-01-11'],
    });
    const december = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars/${ids.december}` });
    expect(json<{ seminar: Record<string, unknown> }>(december).seminar).toMatchObject({
      freePlaces: 2,
      waitlist: false,
    });
    const open = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars/${ids.shOnly}` });
    expect(json<{ seminar: Record<string, unknown> }>(open).seminar).toMatchObject({
      freePlaces: null,
      waitlist: false,
    });
  });

  it('answers the same places for each seminar of the provider page (the website widget’s list)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/providers/${alice.providerId}` });
    expect(res.statusCode, res.body).toBe(200);
    const listed = json<{ provider: { seminars: { id: string; freePlaces: number | null; waitlist: boolean }[] } }>(res)
      .provider.seminars;
    const placesOf = (id: string) => {
      const s = listed.find((l) => l.id === id)!;
      return { freePlaces: s.freePlaces, waitlist: s.waitlist };
    };
    expect(placesOf(ids.winter!)).toEqual({ freePlaces: 0, waitlist: true });
    expect(placesOf(ids.december!)).toEqual({ freePlaces: 2, waitlist: false });
    expect(placesOf(ids.shOnly!)).toEqual({ freePlaces: null, waitlist: false });
    // Each as its own page answers it.
    for (const s of listed) {
      const page = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars/${s.id}` });
      expect(json<{ seminar: Record<string, unknown> }>(page).seminar).toMatchObject(placesOf(s.id));
    }
  });
});

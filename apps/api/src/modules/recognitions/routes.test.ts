/**
 * The recognition register end to end: notices (PDF only, size-limited, only for their
 * provider), provider-level recognitions (CRUD, isolation), and the seminar rules they feed —
 * law on the start date, validity covering the dates, provider-level inheritance, Hessen's
 * prerequisite, and that stored recognitions keep every field.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { RECOGNITION_DOCUMENT_MAX_BYTES, addDaysIso, todayIso } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, multipartBody, seminarPayload, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let notice: Buffer;

async function realPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  bob = await createProviderUser(ctx.database.db, { firstName: 'Bob' });
  notice = await realPdf('Anerkennungsbescheid HH-2027-117');
});
afterAll(async () => ctx?.close());

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: auth(user),
    ...(payload !== undefined && { payload: payload as object }),
  });

async function upload(
  user: TestUser,
  data: Buffer,
  filename = 'Bescheid Hamburg.pdf',
  contentType = 'application/pdf',
) {
  const { payload, headers } = multipartBody({}, { filename, contentType, data });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/recognitions/documents',
    headers: { ...headers, ...auth(user) },
    payload,
  });
}

const today = todayIso();
const day = (n: number) => addDaysIso(today, n);

describe('recognition notices', () => {
  it('stores a PDF and serves it to its provider only; another provider gets 404', async () => {
    const res = await upload(alice, notice);
    expect(res.statusCode, res.body).toBe(201);
    const { documentId } = res.json() as { documentId: string };
    expect(documentId).toMatch(/^[0-9a-f-]{36}$/);

    const own = await call('GET', `/recognitions/documents/${documentId}`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.headers['content-disposition']).toContain("filename*=UTF-8''Bescheid%20Hamburg.pdf");
    expect(Buffer.compare(own.rawPayload, notice)).toBe(0);

    const other = await call('GET', `/recognitions/documents/${documentId}`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/recognitions/documents/${documentId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses what is not a PDF — even named .pdf with a PDF content type — and a missing file', async () => {
    const fake = await upload(alice, Buffer.from('<html>not a pdf</html>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({
      code: 'FILE_CONTENT_INVALID',
      fieldErrors: { file: 'recognitionDocumentType' },
    });
    const truncated = await upload(alice, Buffer.from('%PDF-1.7\n1 0 obj\n<<'));
    expect(truncated.json()).toMatchObject({ fieldErrors: { file: 'recognitionDocumentType' } });
    const { payload, headers } = multipartBody({ note: 'x' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/recognitions/documents',
      headers: { ...headers, ...auth(alice) },
      payload,
    });
    expect(none.json()).toMatchObject({ fieldErrors: { file: 'required' } });
  });

  it('refuses a file named .pdf that is no PDF (PDF header and garbage, a PNG renamed, an empty file): 422, nothing stored', async () => {
    const stored = async () =>
      (await ctx.database.executeSql('SELECT count(*)::int AS n FROM recognition_documents')).rows[0] as { n: number };
    const before = await stored();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const fakes: [string, Buffer][] = [
      // pdf-lib's lenient parser opens these; they have no page tree.
      ['a PDF header and garbage', Buffer.from(`%PDF-1.7\n${'garbage '.repeat(100)}\n%%EOF\n`)],
      ['a PDF header and random bytes', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)])],
      ['a PDF header and one object', Buffer.from('%PDF-1.7\n1 0 obj\n(Bescheid)\nendobj\n%%EOF\n')],
      ['a PNG renamed', png],
      ['an empty file', Buffer.alloc(0)],
    ];
    for (const [name, data] of fakes) {
      const { payload, headers } = multipartBody(
        {},
        { filename: 'Bescheid.pdf', contentType: 'application/pdf', data },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/recognitions/documents',
        headers: { ...headers, ...auth(alice), 'accept-language': 'en' },
        payload,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json(), name).toEqual({
        success: false,
        code: 'FILE_CONTENT_INVALID',
        message: 'The file is not what its name or type says.',
        fieldErrors: { file: 'recognitionDocumentType' },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a notice over the size limit with 413 and a translated message', async () => {
    const big = Buffer.concat([notice, Buffer.alloc(RECOGNITION_DOCUMENT_MAX_BYTES, 0x20)]);
    const res = await upload(alice, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fieldErrors: { file: 'recognitionDocumentTooLarge' },
    });
  });
});

describe('provider-level recognitions', () => {
  it('lists, adds, edits and deletes the provider’s own; another provider sees none and gets 404', async () => {
    const documentId = (await upload(alice, notice)).json().documentId as string;
    const created = await call('POST', '/recognitions', alice, {
      state: 'NW',
      number: ' NW-T-4711 ',
      authority: 'Bezirksregierung Köln',
      validFrom: '2025-01-01',
      validUntil: '2030-12-31',
      documentId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const recognition = created.json().recognition;
    expect(recognition).toMatchObject({
      state: 'NW',
      number: 'NW-T-4711',
      documentId,
      documentName: 'Bescheid Hamburg.pdf',
    });

    expect((await call('GET', '/recognitions', alice)).json().recognitions).toHaveLength(1);
    expect((await call('GET', '/recognitions', bob)).json().recognitions).toEqual([]);

    const edited = await call('PUT', `/recognitions/${recognition.id}`, alice, {
      state: 'NW',
      number: 'NW-T-4712',
      validUntil: '2031-12-31',
    });
    expect(edited.json().recognition).toMatchObject({ number: 'NW-T-4712', authority: null, documentId: null });

    expect((await call('PUT', `/recognitions/${recognition.id}`, bob, { state: 'NW' })).statusCode).toBe(404);
    expect((await call('DELETE', `/recognitions/${recognition.id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', `/recognitions/${recognition.id}`, alice)).statusCode).toBe(200);
    expect((await call('GET', '/recognitions', alice)).json().recognitions).toEqual([]);
  });

  it('refuses another provider’s notice, a state without a law, and a validity out of order', async () => {
    const bobsDoc = (await upload(bob, notice)).json().documentId as string;
    const res = await call('POST', '/recognitions', alice, { state: 'BW', documentId: bobsDoc });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { documentId: 'recognitionDocumentUnknown' } });
    expect((await call('POST', '/recognitions', alice, { state: 'BY' })).json()).toMatchObject({
      fieldErrors: { state: 'recognitionStateNoLaw' },
    });
    // Saxony before its law: refused; a recognition valid in 2027 is fine.
    expect((await call('POST', '/recognitions', alice, { state: 'SN', validUntil: '2026-12-31' })).statusCode).toBe(
      400,
    );
    const sn = await call('POST', '/recognitions', alice, {
      state: 'SN',
      validFrom: '2027-01-01',
      validUntil: '2028-12-31',
    });
    expect(sn.statusCode).toBe(201);
    await call('DELETE', `/recognitions/${sn.json().recognition.id}`, alice);
    const order = await call('POST', '/recognitions', alice, {
      state: 'BW',
      validFrom: '2027-01-02',
      validUntil: '2027-01-01',
    });
    expect(order.json()).toMatchObject({ fieldErrors: { validUntil: 'recognitionValidityOrder' } });
  });
});

describe('seminar recognitions and the rules', () => {
  let carla: TestUser;
  beforeAll(async () => {
    carla = await createProviderUser(ctx.database.db, { firstName: 'Carla' });
  });

  const add = (user: TestUser, overrides: Record<string, unknown>, status: 'SHOW' | 'DRAFT' = 'SHOW') =>
    call('POST', '/seminars/add', user, { Status: status, ...seminarPayload(overrides) });

  it('stores number, authority, validity and notice, and answers them', async () => {
    const documentId = (await upload(carla, notice)).json().documentId as string;
    const res = await add(carla, {
      startDate: day(70),
      endDate: day(74),
      recognitions: [
        {
          state: 'HH',
          number: 'HH-2027-117',
          authority: 'HIBB',
          validFrom: day(-10),
          validUntil: day(400),
          documentId,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().newlyCreatedSeminar.recognitions).toEqual([
      { state: 'HH', number: 'HH-2027-117', authority: 'HIBB', validFrom: day(-10), validUntil: day(400), documentId },
    ]);
    const list = await call('GET', '/seminars?tab=all', carla);
    const listed = (list.json().seminars as { id: string; recognitions: unknown[] }[]).find(
      (s) => s.id === res.json().seminarId,
    );
    expect(listed!.recognitions).toEqual(res.json().newlyCreatedSeminar.recognitions);
  });

  it('refuses another provider’s notice on a seminar (code 34)', async () => {
    const bobsDoc = (await upload(bob, notice)).json().documentId as string;
    const res = await add(carla, { recognitions: [{ state: 'HH', documentId: bobsDoc }] }, 'DRAFT');
    expect(res.statusCode).toBe(422);
    expect(res.json().codes).toEqual([34]);
  });

  it('blocks publishing when a validity does not cover the seminar days (code 32); a draft saves', async () => {
    const short = { recognitions: [{ state: 'HH', validUntil: day(72) }], startDate: day(70), endDate: day(74) };
    const res = await add(carla, short);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ codes: [32], fieldErrors: { recognitions: 'seminarRecognitionNotValid' } });
    expect((await add(carla, { ...short, recognitions: [{ state: 'HH', validFrom: day(71) }] })).json().codes).toEqual([
      32,
    ]);
    const draft = await add(carla, short, 'DRAFT');
    expect(draft.statusCode).toBe(201);
    // Publishing the draft later runs the same rule.
    const status = await call('POST', '/seminars/status', carla, {
      seminarId: draft.json().seminarId,
      status: 'online',
    });
    expect(status.statusCode).toBe(422);
    expect(status.json().codes).toContain(32);
  });

  it('refuses a validity out of order (code 31) even in a draft', async () => {
    const res = await add(carla, { recognitions: [{ state: 'HH', validFrom: day(80), validUntil: day(10) }] }, 'DRAFT');
    expect(res.json().codes).toEqual([31]);
  });

  it('counts a provider-level recognition in a provider state for "needs a recognition"', async () => {
    const dave = await createProviderUser(ctx.database.db, { firstName: 'Dave' });
    const without = await add(dave, { recognitions: [], startDate: day(70), endDate: day(74) });
    expect(without.json().codes).toEqual([19]);
    // Expired, or in an event state (Berlin), it does not count.
    await call('POST', '/recognitions', dave, { state: 'BW', validUntil: day(72) });
    await call('POST', '/recognitions', dave, { state: 'BE' });
    expect((await add(dave, { recognitions: [], startDate: day(70), endDate: day(74) })).json().codes).toEqual([19]);
    await call('POST', '/recognitions', dave, { state: 'BW', number: 'BW-T-1', validUntil: day(900) });
    const withIt = await add(dave, { recognitions: [], startDate: day(70), endDate: day(74) });
    expect(withIt.statusCode, withIt.body).toBe(201);
    // Another provider's recognition does not count for Bob.
    expect((await add(bob, { recognitions: [], startDate: day(70), endDate: day(74) })).json().codes).toEqual([19]);
  });

  it('Hessen: an event recognition needs the provider’s own Hessen recognition to publish (code 33)', async () => {
    const erin = await createProviderUser(ctx.database.db, { firstName: 'Erin' });
    const hessen = { recognitions: [{ state: 'HE', number: 'HE-V-99' }], startDate: day(70), endDate: day(74) };
    const refused = await add(erin, hessen);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      codes: [33],
      fieldErrors: { recognitions: 'seminarRecognitionProviderMissing' },
    });
    expect(refused.json().message).toContain('Hessen');
    // Bob's Hessen recognition does not help Erin.
    await call('POST', '/recognitions', bob, { state: 'HE', number: 'HE-T-1' });
    expect((await add(erin, hessen)).json().codes).toEqual([33]);
    await call('POST', '/recognitions', erin, { state: 'HE', number: 'HE-T-2', validFrom: day(-100) });
    expect((await add(erin, hessen)).statusCode).toBe(201);
  });

  it('refuses Bavaria always and Saxony before 2027 (code 20); Saxony in 2027 is accepted', async () => {
    expect((await add(carla, { recognitions: [{ state: 'BY' }] }, 'DRAFT')).json().codes).toEqual([20]);
    const sn2026 = { recognitions: [{ state: 'SN' }], startDate: '2026-12-28', endDate: '2026-12-30' };
    expect((await add(carla, sn2026, 'DRAFT')).json().codes).toEqual([20]);
    const sn2027 = { recognitions: [{ state: 'SN' }], startDate: '2027-01-11', endDate: '2027-01-13' };
    expect((await add(carla, sn2027, 'DRAFT')).statusCode).toBe(201);
  });
});

/** Seminars as CSV end to end (issue 44): template, export, import with its dry run, cell rules and bad files. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BROCHURE_ENTRY_PRICE_CENTS,
  SEMINAR_CSV_COLUMNS,
  SEMINAR_IMPORT_MAX_ROWS,
  seminarRuleMessage,
} from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, multipartBody, seminarPayload, type TestUser } from '../../../test/factories';
import { eventually } from '../../../test/services';
import { invoiceLines, locations, seminarRecognitions, seminars } from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

const HEADER = SEMINAR_CSV_COLUMNS.join(';');
const german = (iso: string) => iso.split('-').reverse().join('.');

/** A row in the template's columns; `cells` overrides by column name. */
function row(cells: Partial<Record<(typeof SEMINAR_CSV_COLUMNS)[number], string>> = {}): string {
  const base: Record<string, string> = {
    external_id: 'K-100',
    title: 'Rhetorik im Beruf',
    category: 'Kommunikation & Rhetorik',
    seminar_type: 'presence',
    seminar_form: 'block',
    start_date: german(inDays(60)),
    end_date: german(inDays(64)),
    time_from: '09:00',
    time_to: '16:30',
    price_type: 'exact',
    price: '420,00',
    price_min: '',
    price_max: '',
    location_street: 'Große Elbstraße 145',
    location_postal_code: '22767',
    location_city: 'Hamburg',
    location_state: 'HH',
    max_participants: '16',
    description: 'Fünf Tage Rhetorik.',
    recognitions: 'HH:HH-88|SH:SH-BU-2201',
    status: 'online',
    teaching_hours_per_day: '',
    weekend_days: '',
    excluded_dates: '',
    ...cells,
  };
  return SEMINAR_CSV_COLUMNS.map((c) => base[c]).join(';');
}

const csv = (...rows: string[]) => Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');

function upload(user: TestUser, data: Buffer, { dryRun = false, language = 'de', query = '' } = {}) {
  const { payload, headers } = multipartBody({}, { filename: 'seminare.csv', contentType: 'text/csv', data });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/seminars/import?${dryRun ? 'dryRun=1' : ''}${query}`,
    headers: { ...headers, authorization: `Bearer ${user.token}`, 'accept-language': language },
    payload,
  });
}

const get = (url: string, user: TestUser, language = 'de') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': language },
  });

const seminarsOf = (user: TestUser) =>
  ctx.database.db.select().from(seminars).where(eq(seminars.providerId, user.providerId));

describe('GET /seminars/import/template.csv', () => {
  it('answers the machine headers, UTF-8 with BOM, semicolons', async () => {
    const res = await get('/seminars/import/template.csv', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.replace(/^\uFEFF/, '')).toBe(
      'external_id;title;category;seminar_type;seminar_form;start_date;end_date;time_from;time_to;price_type;price;price_min;price_max;location_street;location_postal_code;location_city;location_state;max_participants;description;recognitions;status;teaching_hours_per_day;weekend_days;excluded_dates\r\n',
    );
  });
});

describe('POST /seminars/import', () => {
  it('dry-runs without writing, then commits, then a re-import updates instead of duplicating', async () => {
    const user = await createProviderUser(ctx.database.db);
    const file = csv(row(), row({ start_date: german(inDays(90)), end_date: german(inDays(94)) }));
    const dry = await upload(user, file, { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      success: true,
      dryRun: true,
      created: 2,
      updated: 0,
      unchanged: 0,
      newLocations: 1,
      errors: [],
    });
    expect(dry.json().rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
      [2, 'created'],
      [3, 'created'],
    ]);
    expect(await seminarsOf(user)).toEqual([]);
    expect(await ctx.database.db.select().from(locations).where(eq(locations.providerId, user.providerId))).toEqual([]);

    const done = await upload(user, file);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ dryRun: false, created: 2, updated: 0, errors: [] });
    const stored = await seminarsOf(user);
    expect(stored).toHaveLength(2);
    const first = stored.find((s) => s.startDate === inDays(60))!;
    expect(first).toMatchObject({
      externalId: 'K-100',
      title: 'Rhetorik im Beruf',
      categoryId: 9,
      seminarType: 'presence',
      endDate: inDays(64),
      timeFrom: '09:00',
      timeTo: '16:30',
      priceType: 'exact',
      priceCents: 42000,
      maxParticipants: 16,
      descriptionWeb: '<p>Fünf Tage Rhetorik.</p>',
      status: 'online',
      createdFromDashboard: false,
    });
    expect(first.locationId).not.toBeNull();
    expect(stored[1]!.locationId).toBe(first.locationId);
    const recognitions = await ctx.database.db
      .select({ state: seminarRecognitions.state, number: seminarRecognitions.number })
      .from(seminarRecognitions)
      .where(eq(seminarRecognitions.seminarId, first.id));
    expect(recognitions.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
      { state: 'HH', number: 'HH-88' },
      { state: 'SH', number: 'SH-BU-2201' },
    ]);

    // What the register adds to a recognition (the authority) stays when the file names its state again.
    await ctx.database.db
      .update(seminarRecognitions)
      .set({ authority: 'Landesamt' })
      .where(and(eq(seminarRecognitions.seminarId, first.id), eq(seminarRecognitions.state, 'HH')));
    const again = await upload(
      user,
      csv(row({ title: 'Rhetorik im Beruf II', price: '450.00', recognitions: 'HH:HH-99' })),
    );
    expect(again.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0, errors: [] });
    const after = await seminarsOf(user);
    expect(after).toHaveLength(2);
    expect(after.find((s) => s.id === first.id)).toMatchObject({ title: 'Rhetorik im Beruf II', priceCents: 45000 });
    expect(
      await ctx.database.db
        .select({
          state: seminarRecognitions.state,
          number: seminarRecognitions.number,
          authority: seminarRecognitions.authority,
        })
        .from(seminarRecognitions)
        .where(eq(seminarRecognitions.seminarId, first.id)),
    ).toEqual([{ state: 'HH', number: 'HH-99', authority: 'Landesamt' }]);
    // The list's kept count (data-version trigger) saw two inserts and an update, not three inserts.
    const list = await get('/seminars', user);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .seminars.map((s: { title: string }) => s.title)
        .sort(),
    ).toEqual(['Rhetorik im Beruf', 'Rhetorik im Beruf II']);
  });

  it('round-trips: the export imported again creates and changes nothing', async () => {
    const user = await createProviderUser(ctx.database.db);
    // Seminars from the form (no external id), one with a formula-like title and a range price,
    // one draft without dates, and an imported one.
    const add = async (body: Record<string, unknown>, Status = 'SHOW') => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/seminars/add',
        headers: { authorization: `Bearer ${user.token}` },
        payload: { Status, ...seminarPayload(body) },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add({
      title: '=Rhetorik+1',
      priceType: 'range',
      priceCents: null,
      priceMinCents: 10050,
      priceMaxCents: 123456,
    });
    await add({ title: 'Entwurf', startDate: null, endDate: null }, 'DRAFT');
    await add({
      title: 'Mit Zeiten',
      timeFrom: '08:30',
      timeTo: '15:00',
      descriptionWeb: '<p>Eins &amp; <a href="https://example.org">zwei</a></p><ul><li>drei</li></ul>',
    });
    // The whole daily schedule: half hours, the weekend taught, two dates off.
    await add({
      title: 'Mit Wochenende',
      startDate: inDays(60),
      endDate: inDays(69),
      teachingHoursPerDay: 6.5,
      weekendDays: true,
      nonSeminarDates: [inDays(62), inDays(65)],
    });
    expect((await upload(user, csv(row({ external_id: 'X-1' })))).statusCode).toBe(200);

    for (const language of ['de', 'en']) {
      const exported = await get('/seminars/export.csv', user, language);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(exported.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
      expect(exported.body).toContain("'=Rhetorik+1");
      // The schedule in the caller's notation: hours, yes/no, the dates off as DD.MM.YYYY.
      const weekend = exported.body.split('\r\n').find((line) => line.includes('Mit Wochenende'))!;
      expect(weekend).toMatch(
        language === 'de'
          ? new RegExp(`;online;6,5;ja;${german(inDays(62))}\\|${german(inDays(65))}$`)
          : new RegExp(`;online;6\\.5;yes;${german(inDays(62))}\\|${german(inDays(65))}$`),
      );
      expect(exported.body.split('\r\n').find((line) => line.includes('Mit Zeiten'))).toMatch(
        language === 'de' ? /;online;;nein;$/ : /;online;;no;$/,
      );
      const dry = await upload(user, exported.rawPayload, { dryRun: true, language });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json()).toMatchObject({ created: 0, updated: 0, unchanged: 5, errors: [] });
    }
  });

  it('reads the daily schedule: hours with a comma or a point, yes/no in either language, dates off', async () => {
    const user = await createProviderUser(ctx.database.db);
    // Monday to the Friday of the next week; both weekends' days and two weekdays marked off.
    const monday = (() => {
      const d = new Date(`${inDays(60)}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
      return d.toISOString().slice(0, 10);
    })();
    const plus = (days: number) => {
      const d = new Date(`${monday}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const dates = { start_date: german(monday), end_date: german(plus(11)) };
    const res = await upload(
      user,
      csv(
        row({
          external_id: 'S-1',
          ...dates,
          teaching_hours_per_day: '6,5',
          weekend_days: 'Ja',
          excluded_dates: `${german(plus(1))} | ${plus(2)}`,
        }),
        row({ external_id: 'S-2', ...dates, teaching_hours_per_day: '7.25', weekend_days: 'no' }),
        row({ external_id: 'S-3', ...dates, teaching_hours_per_day: '8', weekend_days: 'TRUE' }),
        row({ external_id: 'S-4', ...dates, weekend_days: '0' }),
        row({ external_id: 'S-5', ...dates, weekend_days: '1' }),
        row({ external_id: 'S-6', ...dates, weekend_days: 'false' }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 6, errors: [] });
    const stored = new Map((await seminarsOf(user)).map((s) => [s.externalId, s]));
    expect(stored.get('S-1')).toMatchObject({
      teachingHoursPerDay: 6.5,
      weekendDays: true,
      nonSeminarDates: [plus(1), plus(2)],
    });
    expect(stored.get('S-2')).toMatchObject({ teachingHoursPerDay: 7.25, weekendDays: false, nonSeminarDates: [] });
    expect(stored.get('S-3')).toMatchObject({ teachingHoursPerDay: 8, weekendDays: true });
    expect(stored.get('S-4')).toMatchObject({ teachingHoursPerDay: null, weekendDays: false });
    expect(stored.get('S-5')).toMatchObject({ weekendDays: true });
    expect(stored.get('S-6')).toMatchObject({ weekendDays: false });

    // The public page counts the days from them: 12 days less 2 marked off, weekends taught.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars/${stored.get('S-1')!.id}` });
    expect(page.json().seminar.seminarDays).toHaveLength(10);
    // Left out, a column changes nothing of what the seminar has.
    const header = SEMINAR_CSV_COLUMNS.filter(
      (c) => !['teaching_hours_per_day', 'weekend_days', 'excluded_dates'].includes(c),
    );
    const shortRow = row({ external_id: 'S-1', ...dates })
      .split(';')
      .slice(0, header.length)
      .join(';');
    const again = await upload(user, Buffer.from(`${header.join(';')}\r\n${shortRow}\r\n`));
    expect(again.json(), again.body).toMatchObject({ unchanged: 1, errors: [] });
    expect((await seminarsOf(user)).find((s) => s.externalId === 'S-1')).toMatchObject({
      teachingHoursPerDay: 6.5,
      weekendDays: true,
      nonSeminarDates: [plus(1), plus(2)],
    });
  });

  it('answers 422 with every error by line and writes nothing when one row is bad', async () => {
    const user = await createProviderUser(ctx.database.db);
    const res = await upload(
      user,
      csv(row({ external_id: 'A' }), row({ external_id: 'B', start_date: '31.02.2027' }), row({ external_id: 'C' })),
      { language: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SEMINAR_IMPORT_INVALID',
      dryRun: false,
      errors: [{ row: 3, field: 'start_date', code: 10, message: seminarRuleMessage(10, 'en') }],
    });
    expect(res.json().message).toMatch(/Nothing was imported/);
    expect(await seminarsOf(user)).toEqual([]);
    expect(await ctx.database.db.select().from(locations).where(eq(locations.providerId, user.providerId))).toEqual([]);
  });

  it.each([
    ['a date that is no date', { start_date: '2027-13-01' }, 'start_date', 10],
    ['the end before the start', { end_date: german(inDays(59)) }, 'end_date', 11],
    ['an unknown category', { category: 'Kochen' }, 'category', 4],
    ['an unknown category id', { category: '999' }, 'category', 4],
    ['a price that is no number', { price: 'vierhundert' }, 'price', 24],
    ['no price for an exact price', { price: '' }, 'price', 12],
    ['a price with a range type', { price_type: 'range', price_min: '500,00', price_max: '400,00' }, 'price', 23],
    [
      'a range in the wrong order',
      { price_type: 'range', price: '', price_min: '500,00', price_max: '400,00' },
      'price_max',
      15,
    ],
    ['an unknown seminar type', { seminar_type: 'outdoor' }, 'seminar_type', 5],
    ['a time after its end', { time_from: '17:00', time_to: '09:00' }, 'time_to', 35],
    ['teaching hours that are no number', { teaching_hours_per_day: 'sechs' }, 'teaching_hours_per_day', 36],
    ['teaching hours beyond 12', { teaching_hours_per_day: '12,5' }, 'teaching_hours_per_day', 36],
    ['teaching hours not in quarter hours', { teaching_hours_per_day: '6.1' }, 'teaching_hours_per_day', 36],
    ['weekend days that are neither yes nor no', { weekend_days: 'vielleicht' }, 'weekend_days', 29],
    ['a date off that is no date', { excluded_dates: '31.02.2027' }, 'excluded_dates', 37],
    ['a date off outside the seminar', { excluded_dates: german(inDays(70)) }, 'excluded_dates', 37],
    ['participants that are no number', { max_participants: 'viele' }, 'max_participants', 22],
    ['a recognition of an unknown state', { recognitions: 'XX:1' }, 'recognitions', 21],
    ['no recognition for a published seminar', { recognitions: '' }, 'recognitions', 19],
    [
      'a presence seminar without location',
      { location_street: '', location_postal_code: '', location_city: '', location_state: '' },
      'location_city',
      7,
    ],
    ['a title too long', { title: 'x'.repeat(201) }, 'title', 2],
    [
      'a start in the past when publishing',
      { start_date: german(inDays(-3)), end_date: german(inDays(-1)) },
      'start_date',
      30,
    ],
  ])('refuses %s with the form’s rule', async (_name, cells, field, code) => {
    const res = await upload(alice, csv(row({ external_id: `rule-${code}-${field}`, ...cells })), { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    const errors = res.json().errors as { row: number; field: string; code: number; message: string }[];
    expect(errors).toContainEqual({ row: 2, field, code, message: seminarRuleMessage(code, 'de') });
  });

  it('checks the cells only a file has: key, status, location, duplicates', async () => {
    const res = await upload(
      alice,
      csv(
        row({ external_id: '' }),
        row({ external_id: 'D', status: 'published' }),
        row({ external_id: 'E', location_city: '' }),
        row({ external_id: 'F', location_state: 'Atlantis' }),
        row({ external_id: 'G' }),
        row({ external_id: 'G', start_date: inDays(60) }),
      ),
      { dryRun: true },
    );
    expect(
      res.json().errors.map((e: { row: number; field: string; code: string }) => [e.row, e.field, e.code]),
    ).toEqual([
      [2, 'external_id', 'importExternalIdRequired'],
      [3, 'status', 'importStatusInvalid'],
      [4, 'location_city', 'importLocationIncomplete'],
      [5, 'location_state', 'importStateInvalid'],
      [7, 'external_id', 'importDuplicateKey'],
    ]);
    expect(res.json().errors.at(-1).message).toContain('Zeile 6');
  });

  it('reads the cell formats: ISO dates, decimal points, English labels, HTML cleaned, formulas as text', async () => {
    const user = await createProviderUser(ctx.database.db);
    const res = await upload(
      user,
      Buffer.from(
        csv(
          row({
            external_id: 'F-1',
            title: '=HYPERLINK("https://evil.example")',
            category: 'communication & RHETORIC',
            start_date: inDays(70),
            end_date: inDays(71),
            price: '1.234,50',
            description: '<p>Hallo <script>alert(1)</script><strong>Welt</strong></p>',
            status: 'draft',
          }),
          row({
            external_id: 'F-2',
            category: '9',
            price: '1,234.50',
            description: 'Zeile 1\nZeile 2\n\na < b & mehr',
          }),
        )
          .toString('utf8')
          .replace('Zeile 1\nZeile 2\n\na < b & mehr', '"Zeile 1\nZeile 2\n\na < b & mehr"'),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = await seminarsOf(user);
    const one = stored.find((s) => s.externalId === 'F-1')!;
    expect(one).toMatchObject({
      title: '=HYPERLINK("https://evil.example")',
      categoryId: 9,
      startDate: inDays(70),
      priceCents: 123450,
      descriptionWeb: '<p>Hallo <strong>Welt</strong></p>',
      status: 'draft',
    });
    expect(stored.find((s) => s.externalId === 'F-2')).toMatchObject({
      priceCents: 123450,
      descriptionWeb: '<p>Zeile 1<br />Zeile 2</p><p>a &lt; b &amp; mehr</p>',
    });
  });

  it('reads the first sheet of an Excel workbook: dates, numbers, formulas as text', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const user = await createProviderUser(ctx.database.db);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Seminare');
    sheet.addRow([...SEMINAR_CSV_COLUMNS]);
    const start = new Date(`${inDays(80)}T00:00:00Z`);
    const end = new Date(`${inDays(81)}T00:00:00Z`);
    const cells: Record<string, unknown> = {
      external_id: 'XL-1',
      title: { formula: 'CONCAT("Kurs ","A")', result: 'Kurs A' },
      category: 9,
      seminar_type: 'online',
      seminar_form: 'block',
      start_date: start,
      end_date: end,
      price_type: 'exact',
      price: 420.5,
      recognitions: 'HH:HH-1',
      status: 'online',
    };
    sheet.addRow(SEMINAR_CSV_COLUMNS.map((c) => cells[c] ?? null));
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(user, data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    const [stored] = await seminarsOf(user);
    expect(stored).toMatchObject({
      externalId: 'XL-1',
      title: '=CONCAT("Kurs ","A")',
      startDate: inDays(80),
      endDate: inDays(81),
      priceCents: 42050,
      status: 'online',
    });
    const broken = await upload(user, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]), {
      dryRun: true,
      language: 'en',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ fieldErrors: { file: 'importXlsxInvalid' } });
  });

  describe('bad files', () => {
    const fileError = async (data: Buffer, key: string, language = 'en') => {
      const res = await upload(alice, data, { dryRun: true, language });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fieldErrors: { file: key } });
      return res.json() as { message: string; params?: Record<string, unknown> };
    };

    it('reads comma-separated files and files without BOM or with one', async () => {
      const comma = Buffer.from(
        `${SEMINAR_CSV_COLUMNS.join(',')}\n${row({ external_id: 'comma', price: '420.00' }).replace(/;/g, ',')}\n`,
      );
      const res = await upload(alice, comma, { dryRun: true });
      expect(res.json(), res.body).toMatchObject({ created: 1, errors: [] });
      const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(row({ external_id: 'bom' }))]);
      expect((await upload(alice, withBom, { dryRun: true })).json()).toMatchObject({ created: 1, errors: [] });
      expect((await upload(alice, csv(row({ external_id: 'nobom' })), { dryRun: true })).json()).toMatchObject({
        created: 1,
        errors: [],
      });
    });

    it('decodes Windows-1252: umlauts, and €, „, “ and – where it is not Latin-1', async () => {
      const user = await createProviderUser(ctx.database.db);
      // Windows-1252's bytes for the four (0x80–0x9F), Latin-1's for the rest, as German Excel saves.
      const cp1252 = (text: string) =>
        Buffer.from(
          [...text].map((c) => {
            const special = ({ '€': 0x80, '„': 0x84, '“': 0x93, '–': 0x96 } as Record<string, number>)[c];
            expect(special ?? c.charCodeAt(0), c).toBeLessThan(0x100);
            return special ?? c.charCodeAt(0);
          }),
        );
      const title = 'Größere Übungen für Ärzte – „Praxis“';
      const description = 'Kosten: 420 € – inklusive „Skript“.';
      const file = cp1252(csv(row({ external_id: 'ANSI', title, description })).toString('utf8'));
      expect([0x80, 0x84, 0x93, 0x96].every((byte) => file.includes(byte))).toBe(true);
      const res = await upload(user, file);
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await seminarsOf(user);
      expect(stored!.title).toBe(title);
      expect(stored!.descriptionWeb).toBe(`<p>${description}</p>`);
    });

    it('refuses an empty file, a header alone and blanks', async () => {
      expect((await fileError(Buffer.alloc(0), 'importFileEmpty')).message).toBe('The file is empty.');
      await fileError(Buffer.from('\uFEFF\r\n  \r\n'), 'importFileEmpty');
      await fileError(Buffer.from(`${HEADER}\r\n`), 'importFileEmpty');
    });

    it('names unknown and missing columns, in the caller’s language', async () => {
      const unknown = await fileError(Buffer.from(`${HEADER};colour;size\r\n`), 'importColumnsUnknown', 'de');
      expect(unknown.message).toBe('Unbekannte Spalten: colour, size. Bitte nutze die Spalten der Vorlage.');
      const missing = await fileError(Buffer.from('title;category\r\nA;9\r\n'), 'importColumnsMissing');
      expect(missing.message).toBe('Required columns are missing: external_id, start_date.');
    });

    it('refuses more than 5,000 rows and a file over 10 MB', async () => {
      const many = csv(
        ...Array.from({ length: SEMINAR_IMPORT_MAX_ROWS + 1 }, (_, i) => row({ external_id: `M-${i}` })),
      );
      const tooMany = await fileError(many, 'importTooManyRows');
      expect(tooMany.message).toBe('The file has 5001 rows; at most 5000 seminar dates can be imported at once.');
      const big = Buffer.concat([csv(row()), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
      const res = await upload(alice, big, { dryRun: true, language: 'en' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fieldErrors: { file: 'importFileTooLarge' } });
    });

    it('refuses a file that is no CSV and a request without a file', async () => {
      const broken = await fileError(Buffer.from(`${HEADER}\r\n"K-1;unclosed\r\n`), 'importCsvInvalid');
      expect(broken.message).toMatch(/^The file is not a readable CSV file \(line \d+\)\.$/);
      const { payload, headers } = multipartBody({ note: 'x' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/seminars/import',
        headers: { ...headers, authorization: `Bearer ${alice.token}` },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ file: 'importFileRequired' });
    });
  });

  it('runs two imports of the same new seminars at once one after the other: both answer, nothing doubles', async () => {
    const user = await createProviderUser(ctx.database.db);
    const file = csv(row({ external_id: 'RACE-1' }), row({ external_id: 'RACE-2' }));
    // On PostgreSQL every insert into seminars is held until both imports are under way (waiting
    // for a lock), so both get as far as they can before either writes; PGlite has one
    // connection, on which the two take turns anyway.
    const blocker =
      ctx.database.kind === 'postgres' ? new pg.Client({ connectionString: ctx.database.connectionString }) : null;
    if (blocker) {
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE seminars IN SHARE MODE');
    }
    try {
      const both = Promise.all([upload(user, file), upload(user, file)]);
      if (blocker) {
        await eventually('both imports to wait', async () => {
          const { rows } = await blocker.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
          );
          return rows[0]!.n >= 2;
        });
        await blocker.query('COMMIT');
      }
      const answers = await both;
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(answers.map((res) => [res.json().created, res.json().updated + res.json().unchanged]).sort()).toEqual([
        [0, 2],
        [2, 0],
      ]);
      expect(await seminarsOf(user)).toHaveLength(2);
      expect(
        await ctx.database.db.select().from(locations).where(eq(locations.providerId, user.providerId)),
      ).toHaveLength(1);
    } finally {
      await blocker?.end();
    }
  });

  it('keeps providers apart: the same external id is another seminar, and the export shows only one’s own', async () => {
    const a = await createProviderUser(ctx.database.db);
    const b = await createProviderUser(ctx.database.db);
    expect((await upload(a, csv(row({ external_id: 'SHARED', title: 'Von A' })))).json()).toMatchObject({ created: 1 });
    const res = await upload(b, csv(row({ external_id: 'SHARED', title: 'Von B' })));
    expect(res.json()).toMatchObject({ created: 1, updated: 0 });
    const [ofA] = await seminarsOf(a);
    expect(ofA!.title).toBe('Von A');
    // Another provider's seminar id as external id finds nothing of theirs.
    const bySeminarId = await upload(b, csv(row({ external_id: ofA!.id, title: 'Fremd' })), { dryRun: true });
    expect(bySeminarId.json()).toMatchObject({ created: 1, updated: 0 });
    const exported = await get('/seminars/export.csv', b);
    expect(exported.body).toContain('Von B');
    expect(exported.body).not.toContain('Von A');
  });

  it('lets a member publish only what costs nothing: a paid publication needs an admin', async () => {
    const admin = await createProviderUser(ctx.database.db, { firstName: 'Ada', lastName: 'Admin' });
    const member = await createProviderUser(ctx.database.db, { providerId: admin.providerId, role: 'member' });
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/add',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { Status: 'DRAFT', ...seminarPayload({ publicationChannel: 'online_brochure', title: 'Broschüre' }) },
    });
    const seminarId = draft.json().seminarId as string;
    const exported = (await get('/seminars/export.csv', admin)).body.replace(
      /;draft(;[^;\r\n]*;[^;\r\n]*;[^;\r\n]*\r\n)/,
      ';online$1',
    );
    const refused = await upload(member, Buffer.from(exported), { language: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ row: 2, field: 'status', code: 'PAID_ACTION_ADMIN_ONLY' }),
    ]);
    expect(refused.json().errors[0].message).toContain('Ada Admin');
    const [still] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, seminarId));
    expect(still!.status).toBe('draft');
    // Publishing what costs nothing (online only) is any member's, as from the form.
    const free = await upload(member, csv(row({ external_id: 'FREE-1', recognitions: 'HH:HH-1' })));
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ created: 1, costs: { totalCents: 0 } });

    const dry = await upload(admin, Buffer.from(exported), { dryRun: true });
    expect(dry.json()).toMatchObject({ updated: 1, errors: [], costs: { totalCents: BROCHURE_ENTRY_PRICE_CENTS } });
    const changed = await upload(admin, Buffer.from(exported), { query: '&expectedTotalCents=0' });
    expect(changed.statusCode).toBe(409);
    const ok = await upload(admin, Buffer.from(exported), {
      query: `&expectedTotalCents=${BROCHURE_ENTRY_PRICE_CENTS}`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [published] = await ctx.database.db.select().from(seminars).where(eq(seminars.id, seminarId));
    expect(published!.status).toBe('online');
    expect(
      await ctx.database.db
        .select()
        .from(invoiceLines)
        .where(and(eq(invoiceLines.seminarId, seminarId), eq(invoiceLines.kind, 'brochure_entry'))),
    ).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seminars/export.csv' });
    expect(res.statusCode).toBe(401);
    expect(bob).toBeDefined();
  });
});

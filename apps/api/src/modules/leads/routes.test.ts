/** Lead and conversation calls end to end: list filters, detail, manual leads, updates, CSV, access, counts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Lead } from '@bu/contracts';
import { createTestContext, json, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { inquiry, insertSeminar, postInquiry } from '../../../test/lead-factories';
import { conversationMessages, conversations, leadEvents, leads } from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let member: TestUser;
let bob: TestUser;
let rhetorik: string;
let yoga: string;
let bobSeminar: string;

const headers = (user: TestUser, language = 'de') => ({
  authorization: `Bearer ${user.token}`,
  'accept-language': language,
});
const get = (url: string, user: TestUser, language = 'de') =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: headers(user, language) });
const send = (method: 'POST' | 'PUT', url: string, user: TestUser, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: headers(user), payload });
const list = async (query: string, user = alice) => {
  const res = await get(`/leads?${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ leads: Lead[]; total: number; counts: Record<string, number>; owners: { id: string }[] }>(res);
};
const manual = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Petra',
  lastName: 'Hansen',
  email: 'petra.hansen@example.org',
  phone: '040 555 123',
  message: 'Hat angerufen, möchte im Herbst teilnehmen.',
  seminarId: rhetorik,
  ...overrides,
});
async function createManual(overrides: Record<string, unknown> = {}) {
  const res = await send('POST', '/leads', alice, manual(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return json<{ lead: Lead }>(res).lead;
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice', lastName: 'Albers' });
  member = await createProviderUser(ctx.database.db, {
    providerId: alice.providerId,
    firstName: 'Moritz',
    lastName: 'Meyer',
    role: 'member',
  });
  bob = await createProviderUser(ctx.database.db);
  rhetorik = await insertSeminar(ctx.database.db, alice, { title: 'Rhetorik im Beruf', seminarNumber: 'R-1' });
  yoga = await insertSeminar(ctx.database.db, alice, {
    title: 'Yoga an der Ostsee',
    seminarNumber: 'Y-2',
    ownerId: member.userId,
  });
  bobSeminar = await insertSeminar(ctx.database.db, bob, { title: 'Bobs Seminar' });
  const people = [
    ['Jonas', 'Petersen', rhetorik],
    ['Mara', 'Schulz', rhetorik],
    ['Özlem', 'Yılmaz', yoga],
    ['Lars', 'Jensen', yoga],
  ] as const;
  for (const [i, [firstName, lastName, seminar]] of people.entries()) {
    const res = await postInquiry(
      ctx.app,
      seminar,
      inquiry({ firstName, lastName, email: `teilnehmer${i}@example.org` }),
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  expect((await postInquiry(ctx.app, bobSeminar, inquiry({ email: 'bobs.lead@example.org' }))).statusCode).toBe(201);
});
afterAll(async () => ctx?.close());

describe('GET /leads', () => {
  it('lists the provider’s leads newest first with stage counts and owners, never another provider’s', async () => {
    const body = await list('');
    expect(body.total).toBe(4);
    expect(body.leads.map((l) => l.lastName)).toEqual(['Jensen', 'Yılmaz', 'Schulz', 'Petersen']);
    expect(body.leads[0]).toMatchObject({
      stage: 'new',
      unread: true,
      source: 'inquiry',
      seminarTitle: 'Yoga an der Ostsee',
      unreadMessages: 1,
      owner: { id: member.userId, firstName: 'Moritz' },
    });
    expect(body.leads[0]!.conversationId).toBeTruthy();
    expect(body.counts).toEqual({ new: 4, open: 0, waiting: 0, booked: 0, archived: 0, closed: 0, all: 4, unread: 4 });
    expect(body.owners.map((o) => o.id).sort()).toEqual([alice.userId, member.userId].sort());
    expect(body.leads.some((l) => l.email === 'bobs.lead@example.org')).toBe(false);
  });

  it('searches name, e-mail, phone, message and seminar title, each field on its own', async () => {
    const carol = await createProviderUser(ctx.database.db);
    const sailing = await insertSeminar(ctx.database.db, carol, { title: 'Segeln auf der Schlei' });
    const created = await send('POST', '/leads', carol, {
      ...manual(),
      firstName: 'Greta',
      lastName: 'Wolff',
      email: 'greta.wolff@example.org',
      phone: '0431 987 654',
      message: 'Fragt nach einem Termin im Frühjahr.',
      seminarId: sailing,
    });
    expect(created.statusCode, created.body).toBe(201);
    const find = async (q: string) => (await list(`q=${encodeURIComponent(q)}`, carol)).leads.map((l) => l.lastName);
    expect(await find('987 65')).toEqual(['Wolff']);
    expect(await find('termin im frühjahr')).toEqual(['Wolff']);
    expect(await find('greta wolff')).toEqual(['Wolff']);
    expect(await find('wolff@example')).toEqual(['Wolff']);
    expect(await find('segeln auf')).toEqual(['Wolff']);
    // A query never runs from one field into the next.
    expect(await find('Wolff greta.wolff')).toEqual([]);
    expect(await find('example.org 0431')).toEqual([]);
    expect((await list('q=Wolff')).total).toBe(0);
  });

  it('filters by seminar, owner, unread, stage and search, sorts and pages', async () => {
    expect((await list(`seminarId=${yoga}`)).leads.map((l) => l.lastName).sort()).toEqual(['Jensen', 'Yılmaz']);
    expect((await list(`ownerId=${member.userId}`)).total).toBe(2);
    expect((await list('q=schulz')).leads.map((l) => l.lastName)).toEqual(['Schulz']);
    expect((await list('q=Jonas%20Peter')).leads.map((l) => l.lastName)).toEqual(['Petersen']);
    expect((await list('q=ostsee')).total).toBe(2);
    expect((await list('q=100%25')).total).toBe(0);
    expect((await list('q=teilnehmer2@')).leads.map((l) => l.lastName)).toEqual(['Yılmaz']);
    expect((await list('sort=created&order=asc')).leads[0]!.lastName).toBe('Petersen');
    const page2 = await list('pageSize=10&page=2');
    expect(page2).toMatchObject({ total: 4, leads: [] });

    const [first] = (await list('q=Petersen')).leads;
    await get(`/leads/${first!.id}`, alice);
    expect((await list('unread=1')).total).toBe(3);
    expect((await list('unread=0')).leads.map((l) => l.lastName)).toEqual(['Petersen']);
    await send('PUT', `/leads/${first!.id}`, alice, { stage: 'booked' });
    expect((await list('stage=booked')).leads.map((l) => l.lastName)).toEqual(['Petersen']);
    expect((await list('sort=last_activity')).leads[0]!.lastName).toBe('Petersen');
    expect((await list('ownerId=none')).total).toBe(0);
  });

  it('answers every combination of filters as the intersection of each filter alone, in the order asked', async () => {
    // Each list statement is built once per shape of the filter (statementsByShape): a shape that
    // left a filter out would answer one combination with another's statement.
    const ids = async (query: string) => (await list(`pageSize=50&${query}`)).leads.map((l) => l.id);
    const filters = [
      ['', 'stage=booked', 'stage=new'],
      ['', 'unread=1', 'unread=0'],
      ['', `seminarId=${yoga}`],
      ['', `ownerId=${member.userId}`, 'ownerId=none'],
      ['', 'q=ostsee', 'q=a'],
    ];
    const orders = ['', 'sort=created&order=asc', 'sort=last_activity', 'sort=notice_deadline&order=desc'];
    const alone = new Map<string, Set<string>>();
    for (const f of filters.flat().filter(Boolean)) alone.set(f, new Set(await ids(f)));
    const combinations = filters.reduce<string[][]>(
      (all, values) => all.flatMap((c) => values.map((v) => [...c, v])),
      [[]],
    );
    let nonEmpty = 0;
    for (const order of orders) {
      const everyLead = await ids(order);
      // The references themselves: no filter alone answers more than the unfiltered list.
      for (const set of alone.values()) expect(everyLead).toEqual(expect.arrayContaining([...set]));
      for (const combination of combinations) {
        const set = combination.filter(Boolean);
        const expected = everyLead.filter((id) => set.every((f) => alone.get(f)!.has(id)));
        const body = await list(['pageSize=50', order, ...set].filter(Boolean).join('&'));
        expect(
          body.leads.map((l) => l.id),
          set.join('&'),
        ).toEqual(expected);
        expect(body.total, set.join('&')).toBe(expected.length);
        if (expected.length) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(orders.length * 10);
  });

  it('answers 400 for an unknown stage, sort or page size', async () => {
    const stage = await get('/leads?stage=lost', alice, 'en');
    expect(stage.statusCode).toBe(400);
    expect(json(stage)).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { stage: 'leadStageInvalid' } });
    expect((await get('/leads?sort=name', alice)).statusCode).toBe(400);
    expect((await get('/leads?pageSize=20', alice)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
  });
});

describe('GET /leads/:id', () => {
  it('answers the lead with seminar, history and conversation, and marks it read', async () => {
    const [lead] = (await list('q=Schulz')).leads;
    expect(lead!.unread).toBe(true);
    const res = await get(`/leads/${lead!.id}`, alice);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      success: true,
      lead: { id: lead!.id, unread: false, firstName: 'Mara', state: 'HH' },
      seminar: { id: rhetorik, title: 'Rhetorik im Beruf', seminarNumber: 'R-1', status: 'online' },
      events: [{ kind: 'created', user: null, to: 'new' }],
      conversation: {
        id: lead!.conversationId,
        leadId: lead!.id,
        unreadCount: 1,
        messages: [{ direction: 'in', author: null }],
      },
    });
    expect((await list('q=Schulz')).leads[0]!.unread).toBe(false);
  });

  it('answers 404 for another provider’s lead, an unknown and a malformed id', async () => {
    const [bobsLead] = await ctx.database.db.select().from(leads).where(eq(leads.email, 'bobs.lead@example.org'));
    for (const id of [bobsLead!.id, '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11', 'nope']) {
      expect((await get(`/leads/${id}`, alice)).statusCode).toBe(404);
      expect((await send('PUT', `/leads/${id}`, alice, { stage: 'open' })).statusCode).toBe(404);
      expect((await send('POST', `/leads/${id}/unread`, alice)).statusCode).toBe(404);
    }
    expect(
      (
        await get(
          `/conversations/${(await ctx.database.db.select().from(conversations).where(eq(conversations.leadId, bobsLead!.id)))[0]!.id}`,
          alice,
        )
      ).statusCode,
    ).toBe(404);
    const [unchanged] = await ctx.database.db.select().from(leads).where(eq(leads.id, bobsLead!.id));
    expect(unchanged).toMatchObject({ stage: 'new', unread: true });
  });
});

describe('POST /leads', () => {
  it('creates a read lead by hand, owned by its creator, with an empty thread', async () => {
    const lead = await createManual();
    expect(lead).toMatchObject({
      source: 'manual',
      stage: 'new',
      unread: false,
      ownerId: alice.userId,
      seminarId: rhetorik,
      phone: '040 555 123',
      email: 'petra.hansen@example.org',
    });
    const detail = json(await get(`/leads/${lead.id}`, alice));
    expect(detail).toMatchObject({
      events: [{ kind: 'created', user: { id: alice.userId } }],
      conversation: { messages: [] },
    });
    const threads = json<{ conversations: { leadId: string }[] }>(
      await get('/conversations?pageSize=50', alice),
    ).conversations;
    expect(threads.some((c) => c.leadId === lead.id)).toBe(false);
  });

  it('takes stage, owner, state and notes', async () => {
    const lead = await createManual({
      email: 'b@example.org',
      stage: 'waiting',
      ownerId: member.userId,
      state: 'NI',
      notes: 'Ruft Montag zurück',
    });
    expect(lead).toMatchObject({ stage: 'waiting', ownerId: member.userId, state: 'NI', notes: 'Ruft Montag zurück' });
  });

  it('requires names, a valid email and one of the provider’s seminars', async () => {
    const empty = await send('POST', '/leads', alice, {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).fieldErrors).toMatchObject({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      seminarId: 'leadSeminarInvalid',
    });
    const email = await send('POST', '/leads', alice, manual({ email: 'petra@' }));
    expect(json(email).fieldErrors).toEqual({ email: 'invalidEmail' });
    const foreign = await send('POST', '/leads', alice, manual({ seminarId: bobSeminar }));
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).fieldErrors).toEqual({ seminarId: 'leadSeminarInvalid' });
    const owner = await send('POST', '/leads', alice, manual({ ownerId: bob.userId }));
    expect(json(owner).fieldErrors).toEqual({ ownerId: 'leadOwnerInvalid' });
    const stage = await send('POST', '/leads', alice, manual({ stage: 'lost' }));
    expect(json(stage).fieldErrors).toEqual({ stage: 'leadStageInvalid' });
    expect((await list('q=petra@')).total).toBe(0);
  });
});

describe('PUT /leads/:id and POST /leads/:id/unread', () => {
  it('changes stages freely and records each change, owner and notes with who and when', async () => {
    const lead = await createManual({ email: 'stages@example.org' });
    for (const stage of ['booked', 'new', 'closed', 'open', 'archived', 'waiting'] as const) {
      const res = await send('PUT', `/leads/${lead.id}`, member, { stage });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ lead: Lead }>(res).lead.stage).toBe(stage);
    }
    const owner = await send('PUT', `/leads/${lead.id}`, alice, {
      ownerId: member.userId,
      notes: 'Wünscht Einzelzimmer',
    });
    expect(json<{ lead: Lead }>(owner).lead).toMatchObject({
      ownerId: member.userId,
      notes: 'Wünscht Einzelzimmer',
      owner: { firstName: 'Moritz' },
    });
    const cleared = await send('PUT', `/leads/${lead.id}`, alice, { ownerId: null, notes: '' });
    expect(json<{ lead: Lead }>(cleared).lead).toMatchObject({ ownerId: null, notes: null, owner: null });
    const contact = await send('PUT', `/leads/${lead.id}`, alice, {
      phone: '+49 171 000000',
      email: 'NEU@example.org',
      state: 'HB',
      seminarId: yoga,
    });
    expect(json<{ lead: Lead }>(contact).lead).toMatchObject({
      phone: '+49 171 000000',
      email: 'neu@example.org',
      state: 'HB',
      seminarId: yoga,
      seminarTitle: 'Yoga an der Ostsee',
    });

    const events = json<{
      events: { kind: string; from: string | null; to: string | null; user: { id: string } | null }[];
    }>(await get(`/leads/${lead.id}`, alice)).events;
    expect(events.map((e) => e.kind)).toEqual([
      'contact',
      'seminar',
      'notes',
      'owner',
      'notes',
      'owner',
      'stage',
      'stage',
      'stage',
      'stage',
      'stage',
      'stage',
      'created',
    ]);
    expect(
      events
        .filter((e) => e.kind === 'stage')
        .map((e) => `${e.from}>${e.to}`)
        .reverse(),
    ).toEqual(['new>booked', 'booked>new', 'new>closed', 'closed>open', 'open>archived', 'archived>waiting']);
    expect(events.find((e) => e.kind === 'stage')!.user!.id).toBe(member.userId);
    expect(events[0]!.to).toBe('email,phone,state');
  });

  it('updates last activity only on a real change', async () => {
    const lead = await createManual({ email: 'activity@example.org' });
    const same = json<{ lead: Lead }>(await send('PUT', `/leads/${lead.id}`, alice, { stage: 'new' })).lead;
    expect(same.lastActivityAt).toBe(lead.lastActivityAt);
    const changed = json<{ lead: Lead }>(await send('PUT', `/leads/${lead.id}`, alice, { stage: 'open' })).lead;
    expect(changed.lastActivityAt > lead.lastActivityAt).toBe(true);
  });

  it('refuses an owner of another provider with leadOwnerInvalid and changes nothing', async () => {
    const lead = await createManual({ email: 'owner@example.org' });
    const res = await send('PUT', `/leads/${lead.id}`, alice, { ownerId: bob.userId, stage: 'booked' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { ownerId: 'leadOwnerInvalid' },
    });
    const [stored] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ ownerId: alice.userId, stage: 'new' });
    expect(await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toHaveLength(1);
    const bad = await send('PUT', `/leads/${lead.id}`, alice, { stage: 'lost', email: 'x', firstName: '' });
    expect(json(bad).fieldErrors).toEqual({ stage: 'leadStageInvalid', email: 'invalidEmail', firstName: 'required' });
  });

  it('marks a lead unread again', async () => {
    const lead = await createManual({ email: 'unread@example.org' });
    const res = await send('POST', `/leads/${lead.id}/unread`, member);
    expect(res.statusCode).toBe(200);
    expect(json<{ lead: Lead }>(res).lead.unread).toBe(true);
    const counts = json(await get('/leads/unread-count', alice));
    expect(counts).toMatchObject({ success: true });
    expect(counts.leads).toBe((await list('unread=1')).total);
  });
});

describe('GET /leads/export.csv', () => {
  it('exports the filtered list with a BOM, German headers, semicolons and proper escaping', async () => {
    await createManual({
      firstName: 'Anna "Nanni"',
      lastName: 'Kühn; Lange',
      email: 'csv@example.org',
      message: 'Zeile eins\nZeile zwei',
      notes: '=HYPERLINK("http://evil")',
      phone: '+49 40 1234',
    });
    const res = await get('/leads/export.csv?q=csv@example.org', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    const [header, ...rest] = text.split('\r\n');
    expect(header).toBe(
      'Vorname;Nachname;E-Mail;Telefon;Bundesland;Seminar;Seminarnummer;Phase;Verantwortlich;Nachricht;Notizen;Quelle;Ungelesen;Erstellt;Letzte Aktivität',
    );
    const row = rest.join('\r\n');
    expect(row).toContain(
      '"Anna ""Nanni""";"Kühn; Lange";csv@example.org;+49 40 1234;;Rhetorik im Beruf;R-1;Neu;Alice Albers;"Zeile eins\nZeile zwei";"\'=HYPERLINK(""http://evil"")";Manuell;nein;',
    );
    expect(row).toMatch(/;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\r\n$/);
  });

  it("writes the stage, source and work state in the caller's words, not their stored values", async () => {
    await createManual({ email: 'words@example.org', state: 'BY', stage: 'waiting' });
    const row = async (language: 'de' | 'en') =>
      (await get('/leads/export.csv?q=words@example.org', alice, language)).rawPayload
        .subarray(3)
        .toString('utf8')
        .split('\r\n')[1];
    expect(await row('de')).toMatch(
      /^Petra;Hansen;words@example\.org;040 555 123;Bayern;Rhetorik im Beruf;R-1;Reserviert;Alice Albers;.*;Manuell;nein;/,
    );
    expect(await row('en')).toMatch(
      /^Petra,Hansen,words@example\.org,040 555 123,Bavaria,Rhetorik im Beruf,R-1,Reserved,Alice Albers,.*,Manual,no,/,
    );
  });

  it('applies the list filters, answers English with commas, and 400 for an unknown stage', async () => {
    const res = await get(`/leads/export.csv?seminarId=${yoga}&sort=created&order=asc`, alice, 'en');
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Email,Phone,State,Seminar,Seminar number,Stage,Owner,Message,Notes,Source,Unread,Created,Last activity',
    );
    const yogaLeads = (await list(`seminarId=${yoga}&pageSize=50`)).total;
    expect(lines).toHaveLength(yogaLeads + 1);
    expect(lines[1]).toMatch(/^Özlem,Yılmaz,/);
    expect((await get('/leads/export.csv?stage=lost', alice)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/leads/export.csv?token=${alice.token}` })).statusCode,
    ).toBe(200);
    const bobs = await get('/leads/export.csv', bob);
    expect(bobs.rawPayload.toString('utf8')).not.toContain('Yılmaz');
  });
});

describe('conversations', () => {
  it('lists threads with unread counts, lead names, seminar and last message; opening one reads it', async () => {
    const res = await get('/conversations?pageSize=50', alice);
    expect(res.statusCode).toBe(200);
    const body = json<{
      conversations: {
        id: string;
        unreadCount: number;
        lead: { lastName: string };
        seminarTitle: string;
        lastMessage: { direction: string; text: string };
      }[];
      total: number;
      unreadConversations: number;
    }>(res);
    expect(body.total).toBe(4);
    const jensen = body.conversations.find((c) => c.lead.lastName === 'Jensen')!;
    expect(jensen).toMatchObject({
      unreadCount: 1,
      seminarTitle: 'Yoga an der Ostsee',
      lastMessage: { direction: 'in', text: inquiry().message },
    });
    const unreadBefore = body.unreadConversations;

    const detail = await get(`/conversations/${jensen.id}`, alice);
    expect(json(detail)).toMatchObject({
      conversation: {
        id: jensen.id,
        unreadCount: 0,
        lead: { lastName: 'Jensen', unread: false },
        seminar: { title: 'Yoga an der Ostsee' },
      },
    });
    expect(detail.json().conversation.messages[0].readAt).toBeTruthy();
    const after = json<{ unreadConversations: number }>(await get('/conversations', alice));
    expect(after.unreadConversations).toBe(unreadBefore - 1);
    expect((await get('/conversations?q=jensen', alice)).json().total).toBe(1);
    expect((await get('/conversations?q=yoga%20an', alice)).json().total).toBe(2);
    expect((await get('/conversations?q=teilnehmer0@', alice)).json().total).toBe(1);
    expect(
      (await get(`/conversations?unread=0&pageSize=50`, alice))
        .json()
        .conversations.some((c: { id: string }) => c.id === jensen.id),
    ).toBe(true);
    expect((await get('/conversations', bob)).json().total).toBe(1);
  });

  it('answers every combination of the unread filter and a search as the intersection of each alone', async () => {
    const ids = async (query: string) =>
      json<{ conversations: { id: string }[]; total: number }>(await get(`/conversations?pageSize=50&${query}`, alice));
    const filters = [
      ['', 'unread=1', 'unread=0'],
      ['', 'q=ostsee', 'q=jensen'],
    ];
    const alone = new Map<string, Set<string>>();
    for (const f of filters.flat().filter(Boolean))
      alone.set(f, new Set((await ids(f)).conversations.map((c) => c.id)));
    const every = (await ids('')).conversations.map((c) => c.id);
    // The references themselves: each filter alone narrows the unfiltered list.
    expect(alone.get('q=jensen')!.size).toBe(1);
    for (const set of alone.values()) {
      expect(set.size).toBeLessThan(every.length);
      expect(every).toEqual(expect.arrayContaining([...set]));
    }
    for (const unread of filters[0]!)
      for (const q of filters[1]!) {
        const set = [unread, q].filter(Boolean);
        const expected = every.filter((id) => set.every((f) => alone.get(f)!.has(id)));
        const body = await ids(set.join('&'));
        expect(
          body.conversations.map((c) => c.id),
          set.join('&'),
        ).toEqual(expected);
        expect(body.total).toBe(expected.length);
      }
    expect(alone.get('unread=1')!.size).toBeGreaterThan(0);
    expect(alone.get('unread=0')!.size).toBeGreaterThan(0);
  });

  it("counts each provider's unread messages alone, and keeps every message with its thread's provider", async () => {
    const unread = async (user: TestUser) => {
      const counts = json<{ leads: number; conversations: number; messages: number }>(
        await get('/leads/unread-count', user),
      );
      const threads = json<{ conversations: { unreadCount: number }[]; total: number; unreadConversations: number }>(
        await get('/conversations?pageSize=50', user),
      );
      expect(threads.conversations).toHaveLength(threads.total);
      // The counts are the threads' own, as the list shows them.
      expect(counts.conversations).toBe(threads.conversations.filter((c) => c.unreadCount > 0).length);
      expect(counts.messages).toBe(threads.conversations.reduce((n, c) => n + c.unreadCount, 0));
      expect(threads.unreadConversations).toBe(counts.conversations);
      return counts;
    };
    // A provider of its own, so the other tests' counts stay as they are.
    const dora = await createProviderUser(ctx.database.db);
    const doraSeminar = await insertSeminar(ctx.database.db, dora, { title: 'Gewaltfreie Kommunikation' });
    const [aliceBefore, doraBefore] = [await unread(alice), await unread(dora)];
    expect(aliceBefore.messages).toBeGreaterThan(0);
    const posted = await postInquiry(ctx.app, doraSeminar, inquiry({ email: 'nur-dora@example.org' }));
    // A new inquiry: one unread lead, thread and message more.
    const doraAfter = {
      ...doraBefore,
      leads: doraBefore.leads + 1,
      conversations: doraBefore.conversations + 1,
      messages: doraBefore.messages + 1,
    };
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await unread(dora)).toEqual(doraAfter);
    expect(await unread(alice)).toEqual(aliceBefore);

    // A message naming another provider than its thread's is refused: a count cannot be led astray.
    const [thread] = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.providerId, alice.providerId))
      .limit(1);
    await expect(
      ctx.database.db
        .insert(conversationMessages)
        .values({ conversationId: thread!.id, providerId: dora.providerId, direction: 'in', text: 'Fremd' }),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    expect(await unread(dora)).toEqual(doraAfter);
  });

  it('stores a provider reply, updates activity and history, and validates the text', async () => {
    const [lead] = (await list('q=Yılmaz')).leads;
    const empty = await send('POST', `/conversations/${lead!.conversationId}/messages`, alice, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).fieldErrors).toEqual({ text: 'messageTextRequired' });
    const res = await send('POST', `/conversations/${lead!.conversationId}/messages`, member, {
      text: 'Hallo Özlem, es sind noch Plätze frei.',
    });
    expect(res.statusCode).toBe(201);
    const detail = (await get(`/leads/${lead!.id}`, alice)).json();
    expect(detail.lead.lastActivityAt > lead!.lastActivityAt).toBe(true);
    expect(detail.events[0]).toMatchObject({ kind: 'message_out', user: { id: member.userId } });
    expect(detail.conversation.messages.map((m: { direction: string }) => m.direction)).toEqual(['in', 'out']);
    expect(detail.conversation.messages[1].author).toMatchObject({ firstName: 'Moritz' });
  });
});

describe('an inquiry nobody has answered', () => {
  it('is overdue after the working days allowed, and no longer once the team has written', async () => {
    const carol = await createProviderUser(ctx.database.db);
    const seminar = await insertSeminar(ctx.database.db, carol, { title: 'Stimmtraining' });
    const posted = await postInquiry(ctx.app, seminar, inquiry({ email: 'wartet@example.org' }));
    expect(posted.statusCode, posted.body).toBe(201);
    await ctx.database.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 14 * 86_400_000) })
      .where(eq(leads.providerId, carol.providerId));
    const before = (await list('', carol)).leads[0]!;
    expect(before.answerOverdue).toBe(true);
    const reply = await send('POST', `/conversations/${before.conversationId}/messages`, carol, {
      text: 'Guten Tag, gern beantworten wir Ihre Frage.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    // Still `new` (as if the reply had not moved it on): the team's message alone lifts the flag.
    await ctx.database.db.update(leads).set({ stage: 'new' }).where(eq(leads.providerId, carol.providerId));
    expect((await list('', carol)).leads[0]!.answerOverdue).toBe(false);
  });
});

describe('seminar calls count leads', () => {
  it('answers real seminar_conversation_counts in GET /seminars', async () => {
    const res = await get('/seminars?addConversationCounts=1&pageSize=50', alice);
    expect(res.statusCode).toBe(200);
    const counts = json<{ seminar_conversation_counts: Record<string, number> }>(res).seminar_conversation_counts;
    const perSeminar = async (id: string) => (await list(`seminarId=${id}&pageSize=50`)).total;
    expect(counts[rhetorik]).toBe(await perSeminar(rhetorik));
    expect(counts[yoga]).toBe(await perSeminar(yoga));
    expect(counts[yoga]).toBeGreaterThanOrEqual(3);
    expect(counts[bobSeminar]).toBeUndefined();
  });

  it('adds lead activity to the overview', async () => {
    const res = await get('/overview', alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toBeDefined();
    const all = await list('');
    expect(body.leadActivity).toMatchObject({
      total: all.counts.all,
      unread: all.counts.unread,
      newLast7Days: all.counts.all,
    });
    expect(body.leadActivity.recent).toHaveLength(10);
    expect(body.leadActivity.recent[0]).toMatchObject({ kind: expect.any(String), leadId: expect.any(String) });
    const bobs = (await get('/overview', bob)).json();
    expect(bobs.leadActivity).toMatchObject({ total: 1, unread: 1, unreadConversations: 1 });
  });
});

/**
 * The list answers come from the answer cache, keyed on the provider's data version: a change
 * to anything a list shows — made through the API, by an operator's SQL or by another API
 * instance — is in the very next answer, and a change of another provider bumps nothing here.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { SeminarListResponse, conversationListResponseSchema, leadListResponseSchema } from '@bu/contracts';
import { createProviderUser } from '../../test/factories';
import { createTestContext, signInDemo, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let token: string;
let providerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token, providerId } = await signInDemo(ctx));
});
afterAll(() => ctx.close());

const sql = async <T = Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await ctx.database.executeSql(text, values)).rows as T[];

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as T;
}

const seminarList = () => get<SeminarListResponse>('/api/seminars?pageSize=50');
const leadList = () => get<z.infer<typeof leadListResponseSchema>>('/api/leads');
const threadList = () => get<z.infer<typeof conversationListResponseSchema>>('/api/conversations');
const unreadCounts = () => get<{ leads: number; conversations: number; messages: number }>('/api/leads/unread-count');

const version = async (id = providerId) =>
  Number(
    (await sql<{ version: string }>(`select version from provider_data_versions where provider_id = $1`, [id]))[0]
      ?.version ?? 0,
  );

describe('answer cache', () => {
  it('answers a repeated list call the same, byte for byte', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/seminars?pageSize=50',
      headers: { authorization: `Bearer ${token}` },
    });
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/seminars?pageSize=50',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(second.body).toBe(first.body);
    // The token in the query is not part of the key; the stored answer goes out compressed as accepted.
    for (const encoding of ['br', 'gzip', 'br'] as const) {
      const compressed = await ctx.app.inject({
        method: 'GET',
        url: `/api/seminars?pageSize=50&token=${token}`,
        headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(compressed.rawPayload).toString()).toBe(first.body);
    }
  });

  it('shows a seminar, recognition, location and owner changed outside the API in the next seminar list', async () => {
    const before = await seminarList();
    const seminar = before.seminars[0]!;
    await sql(`update seminars set title = 'Neu betitelt durch SQL' where id = $1`, [seminar.id]);
    expect((await seminarList()).seminars.find((s) => s.id === seminar.id)?.title).toBe('Neu betitelt durch SQL');

    await sql(`delete from seminar_recognitions where seminar_id = $1`, [seminar.id]);
    await sql(`insert into seminar_recognitions (seminar_id, state, number) values ($1, 'HH', 'AZ-4711')`, [
      seminar.id,
    ]);
    const recognized = (await seminarList()).seminars.find((s) => s.id === seminar.id)!;
    expect(JSON.stringify(recognized)).toContain('AZ-4711');

    const location = before.providerLocations[0]!;
    await sql(`update locations set city = 'Zwischenstadt' where id = $1`, [location.id]);
    const located = (await seminarList()).providerLocations.find((l) => l.id === location.id)!;
    expect(located.city).toBe('Zwischenstadt');

    const owner = before.owners[0]!;
    await sql(`update users set last_name = 'Umbenannt' where id = $1`, [owner.id]);
    expect((await seminarList()).owners.find((o) => o.id === owner.id)?.lastName).toBe('Umbenannt');
  });

  it('shows changed leads and messages in the next leads and conversations lists and unread counts', async () => {
    const leads = await leadList();
    const lead = leads.leads[0]!;
    await sql(`update leads set first_name = 'Geänderte' where id = $1`, [lead.id]);
    expect((await leadList()).leads.find((l) => l.id === lead.id)?.firstName).toBe('Geänderte');

    const threads = await threadList();
    const thread = threads.conversations[0]!;
    const counts = await unreadCounts();
    expect(await unreadCounts()).toEqual(counts);
    await sql(
      `insert into conversation_messages (conversation_id, provider_id, direction, text)
        select id, provider_id, 'in', 'Eine neue Frage per SQL' from conversations where id = $1`,
      [thread.id],
    );
    const after = (await threadList()).conversations.find((c) => c.id === thread.id)!;
    expect(after.unreadCount).toBe(thread.unreadCount + 1);
    expect(after.lastMessage?.text).toBe('Eine neue Frage per SQL');
    expect(await unreadCounts()).toEqual({
      ...counts,
      conversations: counts.conversations + (thread.unreadCount ? 0 : 1),
      messages: counts.messages + 1,
    });
    await sql(`update conversation_messages set read_at = now() where conversation_id = $1 and read_at is null`, [
      thread.id,
    ]);
    expect((await threadList()).conversations.find((c) => c.id === thread.id)!.unreadCount).toBe(0);
    await sql(`delete from conversation_messages where conversation_id = $1 and text = 'Eine neue Frage per SQL'`, [
      thread.id,
    ]);
    expect((await threadList()).conversations.find((c) => c.id === thread.id)!.lastMessage?.text).not.toBe(
      'Eine neue Frage per SQL',
    );
    await sql(`update leads set unread = not unread where id = $1`, [lead.id]);
    expect((await unreadCounts()).leads).toBe(counts.leads + (lead.unread ? -1 : 1));
  });

  it("bumps only the changed provider's version", async () => {
    const other = await createProviderUser(ctx.database.db);
    const mine = await version();
    const theirs = await version(other.providerId);
    await sql(`update users set first_name = 'Andere' where id = $1`, [other.userId]);
    expect(await version(other.providerId)).toBe(theirs + 1);
    expect(await version()).toBe(mine);
  });
});

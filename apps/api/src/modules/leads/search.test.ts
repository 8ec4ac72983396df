/**
 * The lead search (GET /leads?q=; GET /conversations?q= shares it) matches the lower-cased copy of name,
 * e-mail, phone and message that the table keeps (`search_folded`, migration 0030): as `ilike`
 * did on the joined fields, whatever their case, for leads written before the copy existed and
 * after any change of them, and never another provider's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead } from '@bu/contracts';
import { createTestContext, json, replayCountMigrations, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { insertLead, insertSeminar } from '../../../test/lead-factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

const get = (url: string, user: TestUser) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${user.token}` } });
async function found(q: string, user = alice): Promise<string[]> {
  const res = await get(`/leads?q=${encodeURIComponent(q)}`, user);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ leads: Lead[]; total: number }>(res);
  expect(body.total).toBe(body.leads.length);
  return body.leads.map((l) => l.lastName).sort();
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(() => ctx.close());

describe('the lead search', () => {
  it('finds leads a database held before their lower-cased copy existed', async () => {
    await insertLead(ctx.database.db, alice, {
      firstName: 'Käthe',
      lastName: 'Brandt',
      email: 'kaethe.brandt@example.org',
      phone: '+49 511 24680',
      message: 'Gilt das Seminar in Niedersachsen?',
    });
    await insertLead(ctx.database.db, bob, { firstName: 'Käthe', lastName: 'Brandtner', email: 'k@example.org' });
    await replayCountMigrations(ctx.database);
    expect(await found('KÄTHE BRANDT')).toEqual(['Brandt']);
    expect(await found('Kaethe.Brandt@')).toEqual(['Brandt']);
    expect(await found('511 246')).toEqual(['Brandt']);
    expect(await found('NIEDERSACHSEN')).toEqual(['Brandt']);
    expect(await found('brandt', bob)).toEqual(['Brandtner']);
  });

  it('follows every change of the fields it looks through', async () => {
    const seminar = await insertSeminar(ctx.database.db, alice, { title: 'Segeln auf der Schlei' });
    const id = await insertLead(ctx.database.db, alice, {
      firstName: 'Ole',
      lastName: 'Hinrichsen',
      email: 'ole@example.org',
      phone: null,
      message: '',
      seminarId: seminar,
    });
    expect(await found('hinrichsen')).toEqual(['Hinrichsen']);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/leads/${id}`,
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { lastName: 'Jacobsen', email: 'ole.jacobsen@example.org', phone: '0461 13579' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await found('hinrichsen')).toEqual([]);
    expect(await found('OLE JACOBSEN')).toEqual(['Jacobsen']);
    expect(await found('0461 135')).toEqual(['Jacobsen']);
    expect(await found('ole.jacobsen@')).toEqual(['Jacobsen']);
    // The seminar's title still finds the lead, and a pattern's wildcards are matched as text.
    expect(await found('SEGELN AUF')).toEqual(['Jacobsen']);
    expect(await found('ole_jacobsen')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });
});

/**
 * GET /seminars answers categories and the brochure edition from a cache; a change to either
 * table (by a migration, an operator's SQL or another instance) shows in the next answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderUser, inDays, type TestUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createProviderUser(ctx.database.db);
});
afterAll(() => ctx.close());

type ListAnswer = {
  seminar_categories: Record<string, { de: string; en: string }>;
  globalSemester: { id: number; label: { de: string; en: string }; deadline: string } | null;
};
const list = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/seminars',
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListAnswer;
};
const sql = (text: string, values?: unknown[]) => ctx.database.executeSql(text, values);

describe('cached categories and brochure edition', () => {
  it('shows a renamed, an added and a removed category in the next answer', async () => {
    const before = await list();
    expect(before.seminar_categories['9']).toEqual({ de: 'Kommunikation & Rhetorik', en: 'Communication & rhetoric' });
    expect((await list()).seminar_categories).toEqual(before.seminar_categories);

    await sql(`update seminar_categories set label_de = 'Kommunikation', label_en = 'Communication' where id = 9`);
    expect((await list()).seminar_categories['9']).toEqual({ de: 'Kommunikation', en: 'Communication' });

    await sql(`insert into seminar_categories (id, label_de, label_en, sort) values (999, 'Kochen', 'Cooking', 5)`);
    const added = await list();
    expect(added.seminar_categories['999']).toEqual({ de: 'Kochen', en: 'Cooking' });

    await sql(`delete from seminar_categories where id = 999`);
    expect((await list()).seminar_categories['999']).toBeUndefined();
  });

  it('switches to a new brochure edition with an earlier deadline, and back when it is removed', async () => {
    const before = (await list()).globalSemester;
    expect(before).not.toBeNull();
    const deadline = inDays(1);
    expect(deadline < before!.deadline).toBe(true);

    await sql(
      `insert into brochure_editions (id, label_de, label_en, deadline) values (900, 'Sonderausgabe', 'Special edition', $1)`,
      [deadline],
    );
    expect((await list()).globalSemester).toEqual({
      id: 900,
      label: { de: 'Sonderausgabe', en: 'Special edition' },
      deadline,
    });

    await sql(`update brochure_editions set label_en = 'Extra edition' where id = 900`);
    expect((await list()).globalSemester?.label.en).toBe('Extra edition');

    await sql(`delete from brochure_editions where id = 900`);
    expect((await list()).globalSemester).toEqual(before);
  });
});

/** statementsByShape: built once per shape, named by its text, or unnamed to be planned per call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers';
import { pageBounds, rawStatement, statementsByShape } from './prepared';
import { rowsOf } from './rows';

function builder(text: string) {
  const built = { prepared: [] as string[] };
  const b = {
    toSQL: () => ({ sql: text }),
    prepare: (name: string) => {
      built.prepared.push(name);
      return { execute: async () => name };
    },
  };
  return { b, built };
}

describe('statementsByShape', () => {
  it('builds a shape once and names it by its text', async () => {
    const compile = statementsByShape();
    const { b, built } = builder('select 1 where a = $1');
    let builds = 0;
    const build = () => (builds++, b);
    const first = compile('a', build);
    const again = compile('a', build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(built.prepared).toEqual([expect.stringMatching(/^raw_[\w-]{24}$/)]);
    // The same text in another shape shares the name, so PostgreSQL parses it once per connection.
    const other = builder('select 1 where a = $1');
    compile('b', () => other.b);
    expect(other.built.prepared).toEqual(built.prepared);
  });

  it('sends a statement planned on every call without a name, apart from the named one', async () => {
    const compile = statementsByShape();
    const { b, built } = builder('select 1 where t ilike $1');
    const named = compile('search', () => b);
    const unnamed = compile('search', () => b, true);
    expect(unnamed).not.toBe(named);
    expect(await unnamed.execute()).toBe('');
    expect(built.prepared).toEqual([expect.stringMatching(/^raw_/), '']);
  });
});

describe('pageBounds', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lets PostgreSQL keep a generic plan for a page, where `limit $1` is planned on every call', async () => {
    const compile = statementsByShape();
    // One connection (a transaction), whose session holds the prepared statements and their counts.
    const plans = await ctx.database.db.transaction(async (tx) => {
      const counts: Record<string, { generic_plans: number; custom_plans: number }> = {};
      for (const [label, page] of [
        ['bounds', pageBounds(false)],
        ['placeholders', pageBounds(true)],
      ] as const) {
        const statement = compile(label, () =>
          rawStatement<{ g: number }>(
            tx,
            sql`select g, ${sql.raw(`'${label}'`)} as label from generate_series(1, 20000) g order by g desc limit ${page.limit} offset ${page.offset}`,
          ),
        );
        for (let call = 0; call < 8; call++) {
          const rows = await statement.execute({ limit: 25, offset: 50 });
          expect(rows.map((r) => r.g)).toEqual(Array.from({ length: 25 }, (_, i) => 19950 - i));
        }
        const [row] = rowsOf<{ generic_plans: number; custom_plans: number }>(
          await tx.execute(
            sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like ${`%'${label}'%`}`,
          ),
        );
        counts[label] = row!;
      }
      return counts;
    });
    // Five custom plans, then the generic one is kept; with plain placeholders, a custom plan every call.
    expect(plans.bounds).toEqual({ generic_plans: 3, custom_plans: 5 });
    expect(plans.placeholders).toEqual({ generic_plans: 0, custom_plans: 8 });
  });
});

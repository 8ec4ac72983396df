/** statementsByShape: built once per shape, named by its text, or unnamed to be planned per call. */
import { describe, expect, it } from 'vitest';
import { statementsByShape } from './prepared';

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

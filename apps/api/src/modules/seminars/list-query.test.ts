/**
 * The list statement is compiled once per shape (list-query.ts `shapeOf`): two queries of one
 * shape must have the very same statement text, or one would run the other's statement. Builds
 * the statements of many queries — every option of the query schema varied — and holds each
 * shape to one text. An option added to the schema fails here until it has sample values.
 */
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  INTERNAL_CATEGORY_ID,
  seminarListQuerySchema,
  seminarSorts,
  seminarStatuses,
  seminarTabs,
  type SeminarListQuery,
} from '@bu/contracts';
import { listStatement, shapeOf } from './list-query';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Values each option of the query is tried with (undefined: left out). */
const samples: Record<keyof SeminarListQuery, unknown[]> = {
  token: [undefined, 'a-session-token'],
  sort: [undefined, ...seminarSorts],
  order: [undefined, 'asc', 'desc'],
  tab: [...seminarTabs],
  id: [undefined, uuid(1), uuid(2)],
  q: [undefined, 'Kommunikation', 'Team Rhetorik', 'kommunikation', '%_', '-'],
  seminarStatus: [undefined, ...seminarStatuses],
  contactRequest: [undefined, '1', 'true', '0'],
  selectedOwner: [undefined, uuid(3), uuid(4)],
  addConversationCounts: [undefined, '1', 'true', '0'],
  categoryId: [undefined, 3, 7, INTERNAL_CATEGORY_ID],
  locationId: [undefined, uuid(5), uuid(6)],
  page: [1, 2, 40],
  pageSize: [10, 25, 50],
};

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the seminar list statement per shape', () => {
  it('has sample values for every option of the query', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(seminarListQuerySchema.shape).sort());
  });

  it('is the same text for every query of one shape', () => {
    const dialect = new PgDialect();
    const next = random(25);
    const keys = Object.keys(samples) as (keyof SeminarListQuery)[];
    const base = seminarListQuerySchema.parse({});
    const queries: SeminarListQuery[] = [base];
    // Each option alone, then random mixes of all of them.
    for (const key of keys) for (const value of samples[key]) queries.push({ ...base, [key]: value });
    for (let i = 0; i < 3000; i++) {
      const query: Record<string, unknown> = {};
      for (const key of keys) query[key] = samples[key][Math.floor(next() * samples[key].length)];
      queries.push(
        seminarListQuerySchema.parse(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined))),
      );
    }
    const texts = new Map<string, string>();
    for (const query of queries) {
      const text = dialect.sqlToQuery(listStatement(query)).sql;
      const shape = shapeOf(query);
      const seen = texts.get(shape);
      if (seen === undefined) texts.set(shape, text);
      else expect(text, `${shape} for ${JSON.stringify(query)}`).toBe(seen);
    }
    // The mixes reach many shapes (a key that merged everything would make this small).
    expect(texts.size).toBeGreaterThan(500);
  });
});

/**
 * The seminar answer's one definition (seminar-answer.ts) against what it must agree with: every
 * key of the contracts' `seminarSchema` has a line, each line names a column the table has, and the
 * database's function (db/sql/seminar_answer_json.sql) lists the kept keys as the definition writes
 * them. That the list writes the same text as `toSeminar` is list.test.ts's, on the database.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seminarSchema } from '@bu/contracts';
import {
  keptAnswerColumnsSql,
  seminarAnswer,
  seminarAnswerProblems,
  seminarAnswerSqlFile,
  seminarDayFields,
  withKeptAnswerColumns,
} from './seminar-answer';

describe('the seminar answer’s definition', () => {
  it('has a line for every key of seminarSchema, in the schema’s order, each one writable as SQL', () => {
    expect(seminarAnswerProblems()).toEqual([]);
    expect(Object.keys(seminarAnswer).sort()).toEqual(Object.keys(seminarSchema.shape).sort());
  });

  it('appends the day’s fields last, as the schema lists them', () => {
    const keys = Object.keys(seminarSchema.shape);
    expect(seminarDayFields.map((field) => field.key)).toEqual(keys.slice(keys.length - seminarDayFields.length));
  });

  it('is what db/sql/seminar_answer_json.sql lists (else: npm run db:sql -w apps/api)', () => {
    const text = readFileSync(seminarAnswerSqlFile, 'utf8');
    expect(text, 'db/sql/seminar_answer_json.sql is out of date: run `npm run db:sql -w apps/api`').toBe(
      withKeptAnswerColumns(text),
    );
    expect(text).toContain(keptAnswerColumnsSql());
  });

  it('writes each kept key aliased to its name, plain columns by their column name', () => {
    const lines = keptAnswerColumnsSql().split(',\n');
    expect(lines[0]!.trim()).toBe('s.id');
    expect(lines).toContain('    s.seminar_number AS "seminarNumber"');
    expect(lines.some((line) => line.includes('"status"'))).toBe(false);
  });
});

/**
 * The current body of each SQL function and trigger lives in one file in db/sql/ (ADR 059), not in
 * the migration that last changed it: a reader finds it there, and a change is an edit of that
 * file, not a migration repeating the whole body.
 *
 * A file is idempotent SQL (`CREATE OR REPLACE FUNCTION`, `CREATE OR REPLACE TRIGGER`), its
 * statements split by `--> statement-breakpoint` as in the migrations. What follows a line
 * `--> on change` refreshes what the file's functions keep (e.g. every seminar's kept answer is
 * rewritten). After the migrations, `applySqlFiles` runs every file whose text differs from the one
 * last applied (its SHA-256 in `sql_files`): first the definitions of all changed files, then their
 * `on change` parts, in one transaction that concurrent starts take one after the other.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';
import { sqlFiles } from './schema/index';

/** Beside this module in the sources, beside the bundle in dist/ (build.mjs copies it). */
export const sqlFolder = fileURLToPath(new URL('./sql', import.meta.url));

const ON_CHANGE = /^--> on change[ \t]*$/m;
/** Any number: the advisory lock that orders concurrent starts (two API processes deploying at once). */
const LOCK = 590_059;

interface SqlFile {
  name: string;
  hash: string;
  /** The functions and triggers, created or replaced. */
  definition: string[];
  /** What refreshes the data the file's functions keep, run after every changed file's definition. */
  onChange: string[];
}

const statements = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

/** The SQL files of `folder`, by name. */
export function readSqlFiles(folder = sqlFolder): SqlFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const [definition, onChange = '', ...more] = text.split(ON_CHANGE);
      if (more.length) throw new Error(`${name}: more than one "--> on change" line`);
      return {
        name,
        hash: createHash('sha256').update(text).digest('hex'),
        definition: statements(definition!),
        onChange: statements(onChange),
      };
    });
}

/** Applies the files of `folder` that changed since they were last applied; answers their names. */
export async function applySqlFiles(db: Db, folder = sqlFolder): Promise<string[]> {
  const files = readSqlFiles(folder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const applied = new Map(
      rowsOf<{ name: string; hash: string }>(await tx.execute(sql`select name, hash from ${sqlFiles}`)).map((row) => [
        row.name,
        row.hash,
      ]),
    );
    const changed = files.filter((file) => applied.get(file.name) !== file.hash);
    const run = async (file: SqlFile, part: string[]) => {
      for (const statement of part) {
        try {
          await tx.execute(sql.raw(statement));
        } catch (err) {
          throw new Error(`db/sql/${file.name}: ${(err as Error).message}`, { cause: err });
        }
      }
    };
    for (const file of changed) await run(file, file.definition);
    for (const file of changed) await run(file, file.onChange);
    for (const { name, hash } of changed) {
      await tx
        .insert(sqlFiles)
        .values({ name, hash })
        .onConflictDoUpdate({ target: sqlFiles.name, set: { hash, appliedAt: sql`now()` } });
    }
    // A file taken away: applied again should it come back.
    const gone = [...applied.keys()].filter((name) => !files.some((file) => file.name === name));
    if (gone.length) await tx.delete(sqlFiles).where(inArray(sqlFiles.name, gone));
    return changed.map((file) => file.name);
  });
}

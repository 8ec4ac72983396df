/**
 * Seminars by the hundred (issue 44): the CSV export, and the import that creates or updates one
 * seminar per row by its key (`external_id`, `start_date`). Every row goes through the form's own
 * `validate` and, when it publishes, the same `charge` as the form (admins only where it costs).
 * The dry run is the import itself in a transaction that is rolled back, so what it answers is
 * what the commit does; the commit writes every row or, on any error, none (422). A provider's
 * imports run one at a time (an advisory lock), so two at once update rather than collide.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import {
  SEMINAR_CSV_COLUMNS,
  errorMessage,
  seminarRuleCodeByKey,
  seminarRuleMessage,
  seminarRules,
  textsIn,
  type CostLine,
  type Language,
  type SeminarImportError,
  type SeminarImportRow,
  type SessionUser,
  type StoredSeminarStatus,
} from '@bu/contracts';
import type { Db, Tx } from '../../db/client';
import { locations, seminarCategories, seminarRecognitions, seminars, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivities } from '../activity';
import { providerRecognitionsOf } from '../recognitions';
import { charge, totalOf } from './costs';
import { COLUMN_OF_FIELD, csvState, readRow, seminarCells, type Category, type LocationCells } from './csv-columns';
import { readSeminarFile } from './csv-file';
import { validate, type KnownReferences } from './rules';
import { recognitionsOf, rowToInput, type RecognitionRow, type SeminarRow } from './seminar-rows';

type LocationRow = typeof locations.$inferSelect;

/** Rows a multi-row insert takes at once (well below PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 250;

const normal = (v: string | null | undefined) => (v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const locationKey = (l: { street: string | null; postalCode: string; city: string }) =>
  `${normal(l.street)}|${normal(l.postalCode)}|${normal(l.city)}`;
const seminarKey = (externalId: string, startDate: unknown) =>
  `${externalId}|${typeof startDate === 'string' ? startDate : ''}`;

/** Thrown inside the transaction to roll a dry run (or a file with errors) back with its answer. */
class RolledBack {
  constructor(readonly outcome: ImportOutcome) {}
}

interface ImportOutcome {
  rows: SeminarImportRow[];
  errors: SeminarImportError[];
  newLocations: number;
  costLines: CostLine[];
  publishedIds: string[];
  changedOnlineIds: string[];
}

const recognitionFields = (r: Omit<RecognitionRow, 'seminarId'>) =>
  [r.state, r.number, r.authority, r.validFrom, r.validUntil, r.documentId].join('\u0000');
const sameRecognitions = (a: Omit<RecognitionRow, 'seminarId'>[], b: Omit<RecognitionRow, 'seminarId'>[]) =>
  a.length === b.length &&
  a
    .map(recognitionFields)
    .sort()
    .every((x, i) => x === b.map(recognitionFields).sort()[i]);

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : (a ?? null) === (b ?? null);

async function categoriesOf(executor: Db | Tx): Promise<Category[]> {
  return executor
    .select({ id: seminarCategories.id, labelDe: seminarCategories.labelDe, labelEn: seminarCategories.labelEn })
    .from(seminarCategories);
}

/** GET /seminars/export.csv: every seminar of the provider, one row per date, in the import's columns. */
export async function exportSeminarsCsv(db: Db, providerId: string, language: Language): Promise<string> {
  const rows = await db
    .select()
    .from(seminars)
    .where(eq(seminars.providerId, providerId))
    .orderBy(
      sql`${seminars.startDate} asc nulls last`,
      asc(seminars.externalId),
      asc(seminars.createdAt),
      asc(seminars.id),
    );
  const [recognitions, places, categories] = await Promise.all([
    recognitionsOf(
      db,
      rows.map((r) => r.id),
    ),
    db.select().from(locations).where(eq(locations.providerId, providerId)),
    categoriesOf(db),
  ]);
  const bySeminar = groupBy(recognitions, (r) => r.seminarId);
  const placeById = new Map(places.map((p) => [p.id, p]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return stringify(
    rows.map((row) =>
      seminarCells(
        row,
        bySeminar.get(row.id) ?? [],
        row.locationId ? placeById.get(row.locationId) : undefined,
        categoryById,
        language,
      ),
    ),
    { bom: true, header: true, columns: [...SEMINAR_CSV_COLUMNS], delimiter: ';', record_delimiter: 'windows' },
  );
}

/** GET /seminars/import/template.csv: the header line alone. */
export const seminarCsvTemplate = () =>
  stringify([], {
    bom: true,
    header: true,
    columns: [...SEMINAR_CSV_COLUMNS],
    delimiter: ';',
    record_delimiter: 'windows',
  });

export interface ImportOptions {
  dryRun: boolean;
  expectedTotalCents?: number;
  today: string;
  now: () => Date;
}

export async function importSeminarsCsv(
  db: Db,
  user: SessionUser,
  data: Buffer,
  language: Language,
  options: ImportOptions,
) {
  const file = await readSeminarFile(data, language);
  const categories = await categoriesOf(db);
  const own = await providerRecognitionsOf(db, user.providerId);
  const inputs = file.map((row) => ({ line: row.line, input: readRow(row.cells, categories) }));

  const run = async (tx: Tx): Promise<ImportOutcome> => {
    const outcome: ImportOutcome = {
      rows: [],
      errors: [],
      newLocations: 0,
      costLines: [],
      publishedIds: [],
      changedOnlineIds: [],
    };
    const fail = (row: number, field: string, code: number | string, message: string) =>
      outcome.errors.push({ row, field, code, message });

    // One import of a provider at a time (dry runs too): a second one waits for the first to end and
    // then finds its seminars by key, where both would insert the same (external_id, start_date).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`seminar-import:${user.providerId}`}, 0))`);

    // The provider's seminars the file names, by key: its external id, or the id an export wrote for one without.
    const ids = [...new Set(inputs.map((i) => i.input.externalId).filter(Boolean))];
    const stored = ids.length
      ? await tx
          .select()
          .from(seminars)
          .where(
            and(
              eq(seminars.providerId, user.providerId),
              inArray(sql`coalesce(${seminars.externalId}, ${seminars.id}::text)`, ids),
            ),
          )
          .for('update')
      : [];
    const storedByKey = new Map(stored.map((s) => [seminarKey(s.externalId ?? s.id, s.startDate), s]));
    const storedRecognitions = groupBy(
      await recognitionsOf(
        tx,
        stored.map((s) => s.id),
      ),
      (r) => r.seminarId,
    );
    const places = await tx.select().from(locations).where(eq(locations.providerId, user.providerId));
    const placeByKey = new Map<string, LocationRow>();
    // Active ones first: an address saved twice matches the active one.
    for (const place of [...places].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? 1 : -1)))
      placeByKey.set(locationKey(place), place);
    // The form's database checks read from these instead of querying for each row.
    const known: KnownReferences = {
      categoryIds: new Set(categories.map((c) => c.id)),
      locations: new Map(places.map((p) => [p.id, p])),
      ownerIds: new Set(
        (await tx.select({ id: users.id }).from(users).where(eq(users.providerId, user.providerId))).map((u) => u.id),
      ),
    };
    const seen = new Map<string, number>();

    /** The saved location of an address (null: none given), a new one, or undefined: too little to save one. */
    const locationFor = async (cells: LocationCells): Promise<string | null | undefined> => {
      if (!cells.street && !cells.postalCode && !cells.city) return null;
      const found = placeByKey.get(locationKey(cells));
      if (found) return found.id;
      if (!cells.street || !cells.postalCode || !cells.city) return undefined;
      const [created] = await tx
        .insert(locations)
        .values({
          providerId: user.providerId,
          street: cells.street,
          postalCode: cells.postalCode,
          city: cells.city,
          country: 'DE',
          state: cells.state ? csvState(cells.state) : null,
        })
        .returning();
      placeByKey.set(locationKey(created!), created!);
      (known.locations as Map<string, LocationRow>).set(created!.id, created!);
      outcome.newLocations += 1;
      return created!.id;
    };

    /** Rows checked and to be written: new seminars are inserted together, changed ones one by one. */
    const planned: {
      line: number;
      externalId: string;
      before: SeminarRow | undefined;
      values: Awaited<ReturnType<typeof validate>>['values'];
      recognitions: Omit<RecognitionRow, 'seminarId'>[];
      recognitionsSame: boolean;
      status: StoredSeminarStatus;
      publishes: boolean;
    }[] = [];

    for (const { line, input } of inputs) {
      for (const problem of input.problems) {
        fail(line, problem.column, problem.key, textsIn(language)(`validation.${problem.key}`));
      }
      if (input.problems.length) continue;
      const key = seminarKey(input.externalId, input.fields.startDate);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        fail(
          line,
          'external_id',
          'importDuplicateKey',
          textsIn(language)('validation.importDuplicateKey', { line: earlier }),
        );
        continue;
      }
      seen.set(key, line);

      const before = storedByKey.get(key);
      const beforeRecognitions = before ? (storedRecognitions.get(before.id) ?? []) : [];
      const candidate: Record<string, unknown> = before ? rowToInput(before, beforeRecognitions) : {};
      Object.assign(candidate, input.fields);
      if (input.recognitions) {
        // The file names state and number; what the register adds (authority, validity, notice) stays.
        candidate.recognitions = input.recognitions.map((r) => {
          const kept = beforeRecognitions.find((b) => b.state === r.state);
          const { seminarId: _, ...rest } = kept ?? { seminarId: '' };
          return { ...rest, state: r.state, number: r.number };
        });
      }
      if (input.location) {
        const locationId = await locationFor(input.location);
        if (locationId === undefined) {
          fail(
            line,
            'location_city',
            'importLocationIncomplete',
            textsIn(language)('validation.importLocationIncomplete'),
          );
          continue;
        }
        candidate.locationId = locationId;
      }
      // As an edit does: a draft goes online with `online`; a published seminar keeps its status.
      const publishes = input.status === 'online' && (!before || before.status === 'draft');
      const status: StoredSeminarStatus =
        before && before.status !== 'draft' ? before.status : publishes ? 'online' : 'draft';

      let checked: Awaited<ReturnType<typeof validate>>;
      try {
        checked = await validate(
          tx,
          user,
          { ...candidate, Status: status === 'draft' ? 'DRAFT' : 'SHOW' },
          language,
          { publishFrom: publishes ? options.today : null, providerRecognitions: own },
          known,
        );
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'SEMINAR_RULES') throw err;
        const fieldErrors = err.options.fieldErrors ?? {};
        const reported = new Set<number>();
        for (const [field, ruleKey] of Object.entries(fieldErrors)) {
          const code = seminarRuleCodeByKey[ruleKey] ?? 29;
          reported.add(code);
          fail(line, COLUMN_OF_FIELD[field] ?? field, code, seminarRuleMessage(code, language));
        }
        for (const code of err.options.codes ?? []) {
          if (reported.has(code)) continue;
          const field = seminarRules[code as keyof typeof seminarRules]?.field ?? '_';
          fail(line, COLUMN_OF_FIELD[field] ?? field, code, seminarRuleMessage(code, language));
        }
        continue;
      }
      const { values, recognitions } = checked;
      if (before && !('ownerId' in input.fields)) values.ownerId = before.ownerId ?? user.id;
      const recognitionsSame = sameRecognitions(recognitions, beforeRecognitions);
      if (
        before &&
        (Object.keys(values) as (keyof typeof values)[]).every((k) => sameValue(values[k], before[k])) &&
        recognitionsSame &&
        (before.externalId ?? before.id) === input.externalId &&
        status === before.status
      ) {
        outcome.rows.push({
          row: line,
          action: 'unchanged',
          externalId: input.externalId,
          startDate: before.startDate,
          title: before.title,
          publishes: false,
        });
        continue;
      }
      planned.push({
        line,
        externalId: input.externalId,
        before,
        values,
        recognitions,
        recognitionsSame,
        status,
        publishes,
      });
    }
    // A file with errors is written no further: nothing of it is kept.
    if (outcome.errors.length) return outcome;

    const now = options.now();
    const written = new Map<number, SeminarRow>();
    const creates = planned.filter((p) => !p.before);
    for (let i = 0; i < creates.length; i += INSERT_CHUNK) {
      const chunk = creates.slice(i, i + INSERT_CHUNK);
      const inserted = await tx
        .insert(seminars)
        .values(
          chunk.map((p) => ({
            ...p.values,
            externalId: p.externalId,
            providerId: user.providerId,
            status: p.status,
            publishedAt: p.publishes ? now : null,
            createdFromDashboard: false,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
      const byKey = new Map(inserted.map((row) => [seminarKey(row.externalId!, row.startDate), row]));
      for (const p of chunk) written.set(p.line, byKey.get(seminarKey(p.externalId, p.values.startDate))!);
    }
    const newRecognitions = creates.flatMap((p) =>
      p.recognitions.map((r) => ({ seminarId: written.get(p.line)!.id, ...r })),
    );
    for (let i = 0; i < newRecognitions.length; i += INSERT_CHUNK) {
      await tx.insert(seminarRecognitions).values(newRecognitions.slice(i, i + INSERT_CHUNK));
    }
    // Changed seminars, 250 a statement: an upsert on the id (every one exists, locked above)
    // writes the changed columns, where an UPDATE would take one statement a row.
    const changes = planned.filter((p) => p.before);
    for (let i = 0; i < changes.length; i += INSERT_CHUNK) {
      const chunk = changes.slice(i, i + INSERT_CHUNK);
      const rows = chunk.map((p) => {
        const before = p.before!;
        return {
          ...p.values,
          id: before.id,
          providerId: before.providerId,
          // A seminar found by the id the export wrote for it keeps having no external id.
          externalId: before.externalId === null && p.externalId === before.id ? null : p.externalId,
          status: p.status,
          publishedAt: before.publishedAt ?? (p.status !== 'draft' ? now : null),
          createdAt: before.createdAt,
          updatedAt: now,
        };
      });
      const columns = Object.keys(rows[0]!).filter(
        (k) => !['id', 'providerId', 'createdAt'].includes(k),
      ) as (keyof typeof seminars.$inferInsert)[];
      const updated = await tx
        .insert(seminars)
        .values(rows)
        .onConflictDoUpdate({
          target: seminars.id,
          set: Object.fromEntries(
            columns.map((k) => [
              k,
              sql`excluded.${sql.identifier((seminars[k as keyof typeof seminars] as { name: string }).name)}`,
            ]),
          ),
        })
        .returning();
      const byId = new Map(updated.map((row) => [row.id, row]));
      for (const p of chunk) {
        written.set(p.line, byId.get(p.before!.id)!);
        if (!p.publishes && p.status === 'online') outcome.changedOnlineIds.push(p.before!.id);
      }
    }
    const recognitionChanges = changes.filter((p) => !p.recognitionsSame);
    if (recognitionChanges.length) {
      await tx.delete(seminarRecognitions).where(
        inArray(
          seminarRecognitions.seminarId,
          recognitionChanges.map((p) => p.before!.id),
        ),
      );
      const replaced = recognitionChanges.flatMap((p) =>
        p.recognitions.map((r) => ({ seminarId: p.before!.id, ...r })),
      );
      for (let i = 0; i < replaced.length; i += INSERT_CHUNK) {
        await tx.insert(seminarRecognitions).values(replaced.slice(i, i + INSERT_CHUNK));
      }
    }

    for (const p of planned) {
      const row = written.get(p.line)!;
      try {
        outcome.costLines.push(...(await charge(tx, row, user, options.today)));
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'PAID_ACTION_ADMIN_ONLY') throw err;
        fail(
          p.line,
          'status',
          'PAID_ACTION_ADMIN_ONLY',
          errorMessage('PAID_ACTION_ADMIN_ONLY', language, err.options.params),
        );
        continue;
      }
      if (p.publishes) outcome.publishedIds.push(row.id);
      outcome.rows.push({
        row: p.line,
        action: p.before ? 'updated' : 'created',
        externalId: p.externalId,
        startDate: row.startDate,
        title: row.title,
        publishes: p.publishes,
      });
    }
    await recordActivities(
      tx,
      planned
        .filter((p) => p.publishes)
        .map((p) => {
          const row = written.get(p.line)!;
          return {
            actor: user,
            kind: 'seminar_published' as const,
            subject: row.title,
            details: { seminarId: row.id },
          };
        }),
    );
    outcome.rows.sort((a, b) => a.row - b.row);
    return outcome;
  };

  let outcome: ImportOutcome;
  let committed = false;
  try {
    outcome = await db.transaction(async (tx) => {
      const result = await run(tx);
      if (options.dryRun || result.errors.length) throw new RolledBack(result);
      const total = totalOf(result.costLines).totalCents;
      if (options.expectedTotalCents !== undefined && options.expectedTotalCents !== total) {
        throw new AppError('CONFLICT', { fieldErrors: { expectedTotalCents: 'publishCostsChanged' } });
      }
      return result;
    });
    committed = true;
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
    outcome = err.outcome;
  }
  const count = (action: SeminarImportRow['action']) => outcome.rows.filter((r) => r.action === action).length;
  return {
    committed,
    answer: {
      dryRun: options.dryRun,
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      newLocations: outcome.newLocations,
      errors: outcome.errors.sort((a, b) => a.row - b.row),
      rows: outcome.rows,
      costs: totalOf(outcome.costLines),
    },
    publishedIds: committed ? outcome.publishedIds : [],
    changedOnlineIds: committed ? outcome.changedOnlineIds : [],
  };
}

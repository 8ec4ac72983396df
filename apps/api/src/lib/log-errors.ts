/**
 * How errors appear in the log: type, message, code and stack — but never a failed query's
 * parameters (they hold password hashes, emails, names) nor the database's `detail`
 * (it repeats the offending values). A failed query logs its SQL text and the error code.
 */
interface QueryFailure extends Error {
  query: string;
  params: unknown[];
}
interface DatabaseCause {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const isQueryFailure = (err: unknown): err is QueryFailure =>
  err instanceof Error && typeof (err as QueryFailure).query === 'string' && 'params' in err;

const stackFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Causes are followed this deep: a cycle of causes must not recurse for ever. */
const MAX_CAUSES = 5;

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  if (isQueryFailure(err)) {
    const cause = (err.cause ?? {}) as DatabaseCause;
    return {
      type: err.name,
      message: `Failed query: ${err.query}`,
      // PostgreSQL's own errors carry a code, and their message may quote a value; the driver's
      // (a lost connection, a closed pool, a timeout) carry none and say what happened.
      cause:
        cause.code === undefined && err.cause instanceof Error
          ? { type: err.cause.name, message: err.cause.message }
          : { code: cause.code, constraint: cause.constraint, table: cause.table, column: cause.column },
      stack: stackFrames(err.stack),
    };
  }
  const { code, statusCode } = err as Error & { code?: unknown; statusCode?: unknown };
  const cause = err.cause === undefined || depth >= MAX_CAUSES ? undefined : serializeError(err.cause, depth + 1);
  return { type: err.name, message: err.message, code, statusCode, stack: err.stack ?? '', ...(cause && { cause }) };
}

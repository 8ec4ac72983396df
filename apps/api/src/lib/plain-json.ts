/**
 * Route option for the hot list calls (GET /seminars, /leads, /conversations) and GET
 * /statistics (a year's daily series): their answers are serialized with JSON.stringify instead
 * of a zod parse of every listed object (a third of the request's CPU time at 50 connections,
 * bench/RESULTS.md). Their handlers build exactly the
 * response schema's shape and key order; `plain-json.test.ts` holds each answer byte for byte
 * against the zod serialization, so the schema stays the contract.
 *
 * A handler may also answer a `JsonAnswer`: the answer's JSON text, built where its parts are
 * (the seminar list's seminars are written by PostgreSQL), sent as it is.
 */
export const plainJson = {
  serializerCompiler: () => (data: unknown) => (data instanceof JsonAnswer ? data.json : JSON.stringify(data)),
};

/** The JSON text of an answer of type `T`, for a route with `plainJson`. */
export class JsonAnswer<T> {
  /** Only carries `T` for the type checker. */
  declare readonly answer?: T;
  constructor(readonly json: string) {}
  /** The answer as an object (for a caller that takes it apart). */
  value(): T {
    return JSON.parse(this.json) as T;
  }
}

/**
 * The JSON text of an object with `fields` in their order, each field a value (serialized with
 * JSON.stringify) or a `JsonAnswer` (its text written as it is).
 */
export function jsonObject<T extends object>(fields: { [K in keyof T]: T[K] | JsonAnswer<T[K]> }): JsonAnswer<T> {
  let json = '';
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    json += `${json ? ',' : '{'}${JSON.stringify(key)}:${value instanceof JsonAnswer ? value.json : JSON.stringify(value)}`;
  }
  return new JsonAnswer<T>(json ? `${json}}` : '{}');
}

/**
 * A `JsonAnswer` as the route's answer type: Fastify's typed handlers want the answer itself,
 * and the route's `plainJson` serializer writes the text. The one place a `JsonAnswer` passes
 * for its `T`; only for routes with `plainJson`.
 */
export const sendJson = <T>(answer: JsonAnswer<T>): T => answer as unknown as T;

/**
 * Route option for the hot list calls (GET /seminars, /leads, /conversations) and GET
 * /statistics (a year's daily series): their answers are serialized with JSON.stringify instead
 * of a zod parse of every listed object (a third of the request's CPU time at 50 connections,
 * bench/RESULTS.md). Their handlers build exactly the
 * response schema's shape and key order; `plain-json.test.ts` holds each answer byte for byte
 * against the zod serialization, so the schema stays the contract.
 */
export const plainJson = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

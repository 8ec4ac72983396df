/**
 * The response schema of every endpoint the web tests answer, by "METHOD /path" (`:param`
 * segments): the success schema of the endpoint map in contracts, which the API's routes and
 * the OpenAPI document read too. test/server.ts parses each fixture with it, so a fixture the
 * server would no longer send fails the test.
 */
import type { z } from 'zod';
import { endpoints, type Endpoint } from '@bu/contracts';

const responseSchemas: Record<string, z.ZodType> = Object.fromEntries(
  (Object.values(endpoints) as Endpoint[]).flatMap(({ route, responses }) => {
    const success = responses && Object.values(responses)[0];
    return success ? [[route, success]] : [];
  }),
);

const routes = new Set<string>(Object.values(endpoints).map(({ route }) => route));
const patterns = [...routes].map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
}));

/**
 * The schema of a route given as a pattern ('GET /leads/:id') or a concrete path ('DELETE /settings/team/u2'),
 * if it answers JSON (a file route such as 'GET /leads/export.csv' has none).
 */
export function findResponseSchema(route: string): z.ZodType | undefined {
  const known = routes.has(route) ? route : patterns.find((candidate) => candidate.pattern.test(route))?.route;
  return known ? responseSchemas[known] : undefined;
}

export function responseSchemaOf(route: string): z.ZodType {
  const schema = findResponseSchema(route);
  if (!schema)
    throw new Error(`${route}: no response schema in the endpoint map (packages/contracts/src/endpoints.ts)`);
  return schema;
}

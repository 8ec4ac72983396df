/**
 * The OpenAPI 3.1 document: @fastify/swagger collects the routes with their zod schemas, then
 * `completeOperations` adds what the endpoint map in contracts knows about each operation —
 * operationId, summary, security scheme — and every error status it can answer, each with the
 * DESIGN §5 envelope and its codes. See docs/decisions/024-openapi-from-the-endpoint-map.md.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SEMINAR_START_DATE_LOCKED,
  apiFailureSchema,
  endpoints,
  errorsByStatus,
  operationIdByRoute,
  type Endpoint,
  type EndpointAuth,
  type ErrorCode,
} from '@bu/contracts';

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  [key: string]: unknown;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, unknown>;
    securitySchemes?: Record<string, Schema>;
  };
  [key: string]: unknown;
}

const ERROR_SCHEMA = 'Error';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token from POST /auth/login. Also accepted as query parameter `token` or body field `bu_auth_token` (DESIGN §5).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An API key of the provider (Settings → API keys), only as Authorization header. Each operation names the scope it needs (the security requirement's list); a key without it answers 403 API_KEY_SCOPE_MISSING.",
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: 'The credentials configured for a mail service webhook (INBOUND_POSTMARK_USERNAME / _PASSWORD).',
  },
} as const;

const securityOf: Record<EndpointAuth, Record<string, string[]>[]> = {
  session: [{ session: [] }],
  apiKey: [{ apiKey: [] }],
  // A mailed link's key travels in the JSON body (`key`), which no OpenAPI security scheme can
  // describe: these operations declare no scheme and require `key` in their body schema.
  link: [],
  basic: [{ basic: [] }],
  none: [],
};

/** The error codes an operation can answer: its own plus those of every operation of its kind. */
function errorCodesOf(endpoint: Endpoint, operation: Operation): (ErrorCode | number)[] {
  const codes: (ErrorCode | number)[] = [];
  const hasInput = Boolean(operation.parameters?.length || operation.requestBody);
  if (hasInput) codes.push('VALIDATION_FAILED', 'BAD_REQUEST');
  if (operation.requestBody) codes.push('PAYLOAD_TOO_LARGE');
  if (endpoint.auth === 'session' || endpoint.auth === 'apiKey') codes.push('UNAUTHORIZED');
  if (endpoint.auth === 'apiKey') codes.push('API_KEY_SCOPE_MISSING');
  if (operation.parameters?.some((p) => p.in === 'path')) codes.push('NOT_FOUND');
  if (endpoint.rateLimited || endpoint.auth === 'apiKey') codes.push('RATE_LIMITED');
  codes.push(...(endpoint.errors ?? []));
  // The start-date lock is the one seminar rule that answers 409 with its number as `code`.
  if (endpoint.errors?.includes('SEMINAR_RULES') && endpoint.errors.includes('CONFLICT')) {
    codes.push(SEMINAR_START_DATE_LOCKED);
  }
  codes.push('INTERNAL', 'UNAVAILABLE');
  return [...new Set(codes)];
}

/**
 * The operation's error responses by status, each a reference to a shared response in
 * `components.responses` (named after its status and codes, e.g. `404-NOT_FOUND`), which
 * `responses` collects: operations with the same codes for a status share one entry.
 */
function errorResponses(
  codes: (ErrorCode | number)[],
  hasBody: boolean,
  responses: Record<string, unknown>,
): Record<string, { $ref: string }> {
  const byStatus: Map<number, (ErrorCode | number)[]> = errorsByStatus(
    codes.filter((code): code is ErrorCode => typeof code === 'string'),
  );
  const numeric = codes.filter((code): code is number => typeof code === 'number');
  if (numeric.length) byStatus.set(409, [...(byStatus.get(409) ?? []), ...numeric]);
  // A body the server cannot read as its content type answers 415 with BAD_REQUEST.
  if (hasBody) byStatus.set(415, ['BAD_REQUEST']);
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => {
      const name = [status, ...statusCodes].join('-');
      responses[name] ??= errorResponse(statusCodes);
      return [String(status), { $ref: `#/components/responses/${name}` }];
    }),
  );
}

function errorResponse(codes: (string | number)[]) {
  return {
    description: codes.join(', '),
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: `#/components/schemas/${ERROR_SCHEMA}` }, { properties: { code: { enum: codes } } }],
        },
      },
    },
  };
}

/** A file answer: its bytes, as each content type the endpoint map names for it. */
function fileResponse(contentTypes: readonly string[]) {
  return {
    description: `The file (${contentTypes.join(' or ')})`,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/**
 * An upload's body: `multipart/form-data` with the form's parts as the endpoint map names them, its
 * file a binary string (`format: binary`, as generated clients type a file part).
 */
function formBody(form: z.ZodObject) {
  const schema = z.toJSONSchema(form, { target: 'draft-2020-12', io: 'input' }) as Schema & {
    properties: Record<string, Schema>;
  };
  delete schema.$schema;
  for (const part of Object.values(schema.properties)) {
    if (part.format === 'binary') delete part.contentEncoding;
  }
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** `/seminars/{id}` → `/seminars/:id`, the route syntax of the endpoint map. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Adds the endpoint map's knowledge to every operation; a route missing from the map is an error. */
function completeOperations(document: Document): Document {
  const missing: string[] = [];
  const responses: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = `${method.toUpperCase()} ${routePath(path)}`;
      const operationId = operationIdByRoute.get(route);
      if (!operationId) {
        missing.push(route);
        continue;
      }
      const endpoint: Endpoint = endpoints[operationId];
      const form = endpoint.form ? { requestBody: formBody(endpoint.form) } : {};
      item[method] = {
        operationId,
        summary: endpoint.summary,
        ...operation,
        ...form,
        // An API-key operation names the key's scope it needs (OpenAPI 3.1 allows roles for any scheme).
        security: endpoint.scope ? [{ apiKey: [endpoint.scope] }] : securityOf[endpoint.auth],
        responses: {
          ...operation.responses,
          ...(endpoint.produces && { 200: fileResponse(endpoint.produces) }),
          ...(endpoint.conditional && { 304: { description: 'Not modified (If-None-Match names the current ETag)' } }),
          ...errorResponses(
            errorCodesOf(endpoint, { ...operation, ...form }),
            Boolean(operation.requestBody ?? form.requestBody),
            responses,
          ),
        },
      };
    }
  }
  if (missing.length) throw new Error(`routes missing from the endpoint map in contracts: ${missing.join(', ')}`);
  document.components.schemas = {
    ...document.components.schemas,
    [ERROR_SCHEMA]: z.toJSONSchema(apiFailureSchema, { target: 'draft-2020-12' }) as Schema,
  };
  delete document.components.schemas[ERROR_SCHEMA]!.$schema;
  document.components.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return document;
}

export const swaggerOptions = (apiPrefix: string): SwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Provider dashboard API',
      version: '1.0.0',
      description: 'Conventions, authentication and error codes: docs/api.md.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: apiPrefix }],
    components: { securitySchemes },
  },
  transform: jsonSchemaTransform,
  transformObject: (input) =>
    completeOperations(jsonSchemaTransformObject(input) as unknown as Document) as unknown as ReturnType<
      typeof jsonSchemaTransformObject
    >,
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, healthResponseSchema, operationIdByRoute, providerImageKinds, type Endpoint } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../test/helpers';
import { checkResponsesAgainstDocument, contractViolations } from '../../test/openapi-responses';
import { swaggerOptions } from './document';

type ErrorResponse = {
  content: Record<string, { schema: { allOf: [unknown, { properties: { code: { enum: unknown[] } } }] } }>;
};
type Operation = {
  operationId: string;
  summary: string;
  security: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};

let ctx: TestContext;
/** The schema each route was registered with, by "METHOD /path" (relative to /api). */
const routeSchemas = new Map<string, Record<string, unknown> | undefined>();
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ErrorResponse> };
};
beforeAll(async () => {
  // Inbound mail on, so that its two webhooks (registered only when configured) are documented too.
  ctx = await createTestContext(
    {
      INBOUND_MAIL_DOMAIN: 'reply.example.org',
      INBOUND_MAILGUN_SIGNING_KEY: 'key-0123456789abcdef',
      INBOUND_POSTMARK_USERNAME: 'postmark',
      INBOUND_POSTMARK_PASSWORD: 'postmark-password',
    },
    {
      instrument: (app) => {
        checkResponsesAgainstDocument(app);
        app.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (route.url.startsWith('/api/') && method !== 'HEAD') {
              routeSchemas.set(`${method} ${route.url.slice('/api'.length)}`, route.schema as Record<string, unknown>);
            }
          }
        });
      },
    },
  );
  doc = (await ctx.app.inject('/api/openapi.json')).json();
});
afterAll(async () => ctx?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per entry of the endpoint map, and no other', () => {
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
    const documented = operations()
      .map(({ operation }) => operation.operationId)
      .sort();
    expect(documented).toEqual(Object.keys(endpoints).sort());
  });

  it("registers each route with the endpoint map's own request and response schemas", () => {
    for (const [route, operationId] of operationIdByRoute) {
      const endpoint: Endpoint = endpoints[operationId];
      expect(routeSchemas.has(route), route).toBe(true);
      const schema = routeSchemas.get(route);
      // The same objects, not equal copies: a route cannot validate anything the map does not say.
      expect(schema?.body, `${route} body`).toBe(endpoint.body);
      expect(schema?.querystring, `${route} querystring`).toBe(endpoint.querystring);
      expect(schema?.params, `${route} params`).toBe(endpoint.params);
      expect(schema?.response, `${route} response`).toBe(endpoint.responses);
    }
  });

  it('gives every operation a summary, its security and at least one documented error', () => {
    for (const { route, operation } of operations()) {
      const endpoint = endpoints[operation.operationId as keyof typeof endpoints];
      expect(operation.summary, route).toBe(endpoint.summary);
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes, route).toEqual(
        { session: ['session'], apiKey: ['apiKey'], basic: ['basic'], link: [], none: [] }[endpoint.auth],
      );
      expect(operation.responses['500'], route).toBeDefined();
      if (endpoint.auth === 'apiKey') expect(operation.security, route).toEqual([{ apiKey: [endpoint.scope] }]);
    }
  });

  it('documents each error status with the envelope and its codes', () => {
    const edit = doc.paths['/seminars/edit']!.post!;
    const codes = (status: string) => {
      const name = edit.responses[status]!.$ref!.replace('#/components/responses/', '');
      return doc.components.responses[name]!.content['application/json']!.schema.allOf[1].properties.code.enum;
    };
    expect(codes('400')).toEqual(['VALIDATION_FAILED', 'BAD_REQUEST']);
    expect(codes('401')).toEqual(['UNAUTHORIZED']);
    expect(codes('404')).toEqual(['NOT_FOUND']);
    expect(codes('409')).toEqual(['CONFLICT', 14]);
    expect(codes('422')).toEqual(['SEMINAR_RULES']);
    expect(doc.paths['/v1/seminars']!.get!.responses['429']).toBeDefined();
    expect(doc.paths['/health']!.get!.responses['401']).toBeUndefined();
  });

  it('declares the content type of every file answer', () => {
    // A download is an operation without a JSON answer to succeed with: it answers a file, and
    // must say which. (The answer check of every API test catches a route that sends a file the
    // document describes otherwise.)
    const downloads = (Object.entries(endpoints) as [string, Endpoint][]).filter(
      ([, endpoint]) => !Object.keys(endpoint.responses ?? {}).some((status) => Number(status) < 300),
    );
    expect(downloads.map(([id]) => id).sort()).toEqual([
      'exportActivity',
      'exportLeads',
      'exportSeminars',
      'exportStatistics',
      'getImage',
      'getInvoiceFile',
      'getProviderCalendar',
      'getRecognitionDocument',
      'getSeminarCalendar',
      'leadDocument',
      'seminarImportTemplate',
    ]);
    for (const [id, endpoint] of downloads) expect(endpoint.produces, `${id} produces`).toBeDefined();
    const files = Object.values(endpoints).filter((endpoint: Endpoint) => endpoint.produces);
    expect(files.length).toBe(downloads.length);
    for (const { route, produces } of files as Endpoint[]) {
      const [method, path] = route.split(' ') as [string, string];
      const answer = doc.paths[path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!.responses['200'] as unknown as {
        content: Record<string, unknown>;
      };
      expect(Object.keys(answer.content), route).toEqual(produces);
      for (const type of produces!) {
        expect(answer.content[type], route).toEqual({ schema: { type: 'string', format: 'binary' } });
      }
    }
    expect(Object.keys(fileContent('/leads/export.csv'))).toEqual(['text/csv']);
  });

  it('documents every upload as multipart/form-data with its binary file and its fields', () => {
    const uploads = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.multipart);
    expect(uploads.map(([id]) => id).sort()).toEqual([
      'importSeminars',
      'uploadProviderImage',
      'uploadRecognitionDocument',
    ]);
    const forms: Record<string, { properties: Record<string, Record<string, unknown>>; required: string[] }> = {};
    for (const [id, { route }] of uploads) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path]![method.toLowerCase()] as unknown as {
        requestBody: { required: boolean; content: Record<string, { schema: (typeof forms)[string] }> };
        responses: Record<string, unknown>;
      };
      expect(operation.requestBody?.required, id).toBe(true);
      expect(Object.keys(operation.requestBody.content), id).toEqual(['multipart/form-data']);
      const schema = operation.requestBody.content['multipart/form-data']!.schema;
      expect(schema.properties.file, id).toEqual({
        type: 'string',
        format: 'binary',
        description: expect.stringMatching(/MB/),
      });
      expect(schema.required, id).toContain('file');
      expect(schema.properties.bu_auth_token, id).toEqual({ type: 'string' });
      // A body of another type is refused (415), one too large too (413).
      expect(operation.responses['415'], id).toBeDefined();
      expect(operation.responses['413'], id).toBeDefined();
      forms[id] = schema;
    }
    expect(Object.keys(forms.importSeminars!.properties).sort()).toEqual(['bu_auth_token', 'file']);
    expect(Object.keys(forms.uploadRecognitionDocument!.properties).sort()).toEqual(['bu_auth_token', 'file']);
    const image = forms.uploadProviderImage!;
    expect(Object.keys(image.properties).sort()).toEqual(['bu_auth_token', 'description', 'file', 'kind']);
    expect(image.properties.kind).toMatchObject({ enum: [...providerImageKinds] });
    expect(image.required.sort()).toEqual(['file', 'kind']);
  });

  it('documents every field of a seminar body with its type, and that unknown fields are ignored', () => {
    const body = (path: string, method: string) =>
      (
        doc.paths[path]![method] as unknown as {
          requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
        }
      ).requestBody.content['application/json'].schema as {
        properties: Record<string, unknown>;
        required?: string[];
        description: string;
      };
    for (const [path, method] of [
      ['/seminars/add', 'post'],
      ['/seminars/edit', 'post'],
      ['/v1/seminars', 'post'],
      ['/v1/seminars/{id}', 'put'],
    ] as const) {
      const schema = body(path, method);
      expect(schema.properties.priceCents, path).toEqual({ type: ['number', 'null'] });
      expect(schema.properties.seminarType, path).toMatchObject({
        anyOf: [{ enum: ['presence', 'online', 'hybrid'] }, { type: 'null' }],
      });
      expect(Object.keys(schema.properties).length, path).toBeGreaterThan(30);
      expect(schema.description, path).toMatch(/Unknown fields are ignored/);
      expect(schema, path).not.toHaveProperty('additionalProperties');
    }
    expect(body('/seminars/add', 'post').required).toEqual(['title']);
    expect(body('/seminars/edit', 'post').required).toEqual(['seminarId']);
    expect(body('/v1/seminars/{id}', 'put').required).toBeUndefined();
  });
});

const fileContent = (path: string) =>
  (doc.paths[path]!.get!.responses['200'] as unknown as { content: Record<string, unknown> }).content;

describe('the answer check of the API tests', () => {
  it('records an undocumented status and a body that breaks its schema', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    checkResponsesAgainstDocument(app);
    await app.register(swagger, swaggerOptions('/api'));
    await app.register(
      async (api) => {
        // The route of GET /health, answering what the document does not promise.
        api.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async (request, reply) =>
          (request.query as { teapot?: string }).teapot
            ? (reply as unknown as FastifyReply).status(418).send({ success: true })
            : reply.type('application/json').serializer(JSON.stringify).send({ success: 'yes' }),
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    try {
      await app.inject('/api/health?teapot=1');
      await app.inject('/api/health');
      const violations = contractViolations.splice(0);
      expect(violations).toEqual([
        { route: 'GET /health', status: 418, problem: 'status not documented' },
        { route: 'GET /health', status: 200, problem: expect.stringMatching(/^body breaks the schema: \/success/) },
      ]);
    } finally {
      await app.close();
    }
  });

  it('records a file answered by an operation that declares no content type (no `produces`)', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    checkResponsesAgainstDocument(app);
    await app.register(swagger, swaggerOptions('/api'));
    await app.register(
      async (api) => {
        // An operation of the map without `produces` (nor a JSON answer), answering a CSV download.
        api.get('/health', async (_request, reply) =>
          reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment').send('a;b\r\n'),
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    try {
      await app.inject('/api/health');
      expect(contractViolations.splice(0)).toEqual([
        { route: 'GET /health', status: 200, problem: 'content type text/csv not documented (no content)' },
      ]);
    } finally {
      await app.close();
    }
  });
});

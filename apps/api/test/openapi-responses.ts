/**
 * Checks every answer the API tests receive against the OpenAPI document the app publishes:
 * an onSend hook looks up the operation (route + method) and the answer's status, and validates
 * a JSON body with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1), a file's content type
 * against the documented ones. An undocumented status, a body that breaks its schema, a file of
 * another type or a body where the document names no content (a download without `produces`) is
 * recorded; `openapi-setup.ts` fails the running test on it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ContractViolation {
  route: string;
  status: number;
  problem: string;
}

/** Violations recorded since the last check (the hook cannot fail the test itself). */
export const contractViolations: ContractViolation[] = [];

const DOCUMENT_ID = 'openapi.json';
/** Routes outside the document: the document itself and its viewer. */
const UNDOCUMENTED = /^\/api\/(openapi\.json|docs)(\/|$)/;

interface Response {
  $ref?: string;
  content?: Record<string, unknown>;
}
interface Operation {
  responses?: Record<string, Response>;
}

function pointerSegment(value: string) {
  return value.replace(/~/g, '~0').replace(/\//g, '~1');
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
}
interface Compiled {
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}
/** One compiled document per worker and document text: test files build several apps. */
const compiledDocuments = new Map<string, Compiled>();

function compile(document: Document): Compiled {
  const key = JSON.stringify(document);
  let compiled = compiledDocuments.get(key);
  if (!compiled) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(structuredClone(document), DOCUMENT_ID);
    compiled = { ajv, validators: new Map() };
    compiledDocuments.set(key, compiled);
  }
  return compiled;
}

/** Whether an answer's payload (as onSend sees it) carries bytes. */
function hasBody(payload: unknown): boolean {
  if (payload === null || payload === undefined) return false;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload.length > 0;
  // A stream: its length is unknown here, and a stream is sent for its bytes.
  return true;
}

export function checkResponsesAgainstDocument(app: FastifyInstance, apiPrefix = '/api') {
  let document: Document | undefined;
  let compiled: Compiled | undefined;

  const validatorFor = (pointer: string) => {
    let validate = compiled!.validators.get(pointer);
    if (!validate) {
      validate = compiled!.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled!.validators.set(pointer, validate);
    }
    return validate;
  };

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl?.startsWith(apiPrefix) || UNDOCUMENTED.test(routeUrl) || request.method === 'HEAD') return;
    if (!document) {
      document = app.swagger() as unknown as Document;
      compiled = compile(document);
    }
    const path = routeUrl.slice(apiPrefix.length).replace(/:(\w+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const route = `${request.method} ${path}`;
    const status = reply.statusCode;
    const operation = document!.paths[path]?.[method];
    if (!operation) return void contractViolations.push({ route, status, problem: 'operation not in the document' });
    const documented = operation.responses?.[String(status)];
    if (!documented) return void contractViolations.push({ route, status, problem: 'status not documented' });
    // A shared response (`#/components/responses/<name>`) or one of the operation's own.
    const shared = documented.$ref?.replace(/^#/, '');
    const response = shared ? document!.components.responses[shared.split('/').pop()!]! : documented;
    const schema = (response.content?.['application/json'] as { schema?: unknown } | undefined)?.schema;
    if (!schema) {
      // A file answer comes as one of the content types the document names for it; an answer with
      // a body where the document names none is a file whose operation lacks `produces`.
      const types = Object.keys(response.content ?? {});
      const given = String(reply.getHeader('content-type') ?? '')
        .split(';')[0]!
        .trim();
      if (types.length ? !types.includes(given) : hasBody(payload)) {
        contractViolations.push({
          route,
          status,
          problem: `content type ${given || 'none'} not documented (${types.join(', ') || 'no content'})`,
        });
      }
      return;
    }
    if (reply.getHeader('content-encoding')) return;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return void contractViolations.push({ route, status, problem: 'documented as JSON, answered otherwise' });
    }
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null) return void contractViolations.push({ route, status, problem: 'JSON answer not inspectable' });
    const pointer = [
      ...(shared ? shared.split('/').slice(1) : ['paths', path, method, 'responses', String(status)]),
      ...['content', 'application/json', 'schema'],
    ].reduce((joined, segment) => `${joined}/${pointerSegment(segment)}`, '');
    const validate = validatorFor(pointer);
    if (!validate(JSON.parse(text))) {
      const errors = validate.errors!.slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
      contractViolations.push({ route, status, problem: `body breaks the schema: ${errors.join('; ')}` });
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    check(request, reply, payload);
    return payload;
  });
}

/**
 * One error handler for the whole API: every failure leaves as the DESIGN §5 envelope,
 * translated into the caller's language; 5xx answers never carry details.
 */
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorMessage,
  pickLanguage,
  sharedMessages,
  statusOfError,
  type ApiErrorCode,
  type ApiFailure,
} from '@bu/contracts';
import { AppError } from '../lib/app-error';
import { reportLoggingFault } from '../lib/log-serializers';

const validationKeys = new Set(Object.keys(sharedMessages.de.validation));

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ApiErrorCode,
  extra: Partial<ApiFailure> = {},
  status?: number,
) {
  const body: ApiFailure = {
    success: false,
    code,
    message: errorMessage(code, request.language, extra.params),
    ...extra,
  };
  return reply.status(status ?? statusOfError(code)).send(body);
}

function fieldErrorsOf(error: { validation: { instancePath: string; message?: string; params?: unknown }[] }) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    const message = issue.message ?? 'invalid';
    fieldErrors[field] ??= validationKeys.has(message) ? message : 'invalid';
  }
  return fieldErrors;
}

/**
 * Errors the framework answers before any route or hook runs (a URL that does not decode,
 * a path parameter past its length limit): the same envelope, nothing of the input echoed.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const language = pickLanguage(request.headers['accept-language']);
  const body: ApiFailure = { success: false, code: 'BAD_REQUEST', message: errorMessage('BAD_REQUEST', language) };
  void (reply as FastifyReply).status(status).send(body);
};

/**
 * Errors of the HTTP parser itself (headers too large, malformed request line): answered on
 * the raw socket, in the envelope and in the default language (the headers could not be read).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy(error);
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_OVERFLOW' ? 414 : 400;
  const body = JSON.stringify({
    success: false,
    code: 'BAD_REQUEST',
    message: errorMessage('BAD_REQUEST'),
  } satisfies ApiFailure);
  const reason = { 400: 'Bad Request', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The last resort: answering the error failed in its turn (a thrown value whose properties
 * throw, a logger or serializer fault). Both faults are logged as far as possible and the
 * caller gets a fixed INTERNAL envelope, written past every hook and serializer.
 */
function lastResort(fault: unknown, original: unknown, request: FastifyRequest, reply: FastifyReply) {
  try {
    request.log.error({ err: fault, original: { err: original } }, 'answering an error failed');
  } catch (err) {
    reportLoggingFault(err);
  }
  const raw = reply.raw;
  if (raw.headersSent || raw.destroyed) return;
  let language;
  try {
    language = pickLanguage(request.headers['accept-language']);
  } catch {
    language = undefined;
  }
  const body = JSON.stringify({
    success: false,
    code: 'INTERNAL',
    message: errorMessage('INTERNAL', language),
  } satisfies ApiFailure);
  reply.hijack();
  raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  raw.end(body);
}

function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const { fieldErrors, codes, status, message, params } = error.options;
    return send(
      request,
      reply,
      error.code,
      {
        ...(fieldErrors && { fieldErrors }),
        ...(codes && { codes }),
        ...(params && { params }),
        ...(message && { message }),
      },
      status,
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(request, reply, 'VALIDATION_FAILED', { fieldErrors: fieldErrorsOf(error) });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return send(request, reply, 'RATE_LIMITED');
  if (status === 413) return send(request, reply, 'PAYLOAD_TOO_LARGE');
  if (status === 404) return send(request, reply, 'NOT_FOUND');
  if (status === 415 || (status >= 400 && status < 500)) return send(request, reply, 'BAD_REQUEST', {}, status);
  request.log.error({ err: error }, 'request failed');
  return send(request, reply, 'INTERNAL');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      try {
        return answerError(error, request, reply);
      } catch (fault) {
        return lastResort(fault, error, request, reply);
      }
    });
  },
  { name: 'errors' },
);

/**
 * One error handler for the whole API: every failure leaves as the DESIGN §5 envelope,
 * translated into the caller's language; 5xx answers never carry details.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorMessage,
  errorStatus,
  sharedMessages,
  type ApiFailure,
  type ErrorCode,
} from '@bu/contracts';
import { AppError } from '../lib/app-error';

const validationKeys = new Set(Object.keys(sharedMessages.de.validation));

function send(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, extra: Partial<ApiFailure> = {}, status?: number) {
  const body: ApiFailure = {
    success: false,
    code,
    message: errorMessage(code, request.language),
    ...extra,
  };
  return reply.status(status ?? errorStatus[code]).send(body);
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

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const { fieldErrors, codes, numericCode, status, message } = error.options;
        return send(
          request,
          reply,
          error.code,
          {
            ...(fieldErrors && { fieldErrors }),
            ...(codes && { codes }),
            ...(numericCode !== undefined && { code: numericCode }),
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
    });
  },
  { name: 'errors' },
);

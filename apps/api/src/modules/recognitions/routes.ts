/**
 * The recognition register (issue 24): POST /recognitions/documents (multipart `file`, a PDF),
 * GET /recognitions/documents/:id (the provider's own only), GET/POST /recognitions and
 * PUT/DELETE /recognitions/:id (provider-level recognitions), and the daily reminder job
 * (reminders.ts). docs/api.md describes each call.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  providerRecognitionBodySchema,
  RECOGNITION_DOCUMENT_MAX_BYTES,
  todayIso,
  tokenQuerySchema,
  uuidParamsSchema,
} from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { RECOGNITION_REMINDER_JOB, sendRecognitionReminders } from './reminders';

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    status: 413,
    fieldErrors: { file: 'recognitionDocumentTooLarge' },
    params: { max: RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024 },
  });

const recognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.recognitionService;
  const tags = ['recognitions'];
  app.jobs.define(RECOGNITION_REMINDER_JOB, async () => {
    const mails = await sendRecognitionReminders(
      app.db,
      (to, content) => app.mailer.send(to, content),
      todayIso(app.now()),
      app.config.PUBLIC_URL,
    );
    if (mails) app.log.info({ mails }, 'recognition reminders queued');
  });
  // Every morning at 06:30 Berlin time (pg-boss keeps one schedule per name across processes).
  app.jobs.schedule(RECOGNITION_REMINDER_JOB, '30 6 * * *');

  await app.register(multipart, {
    limits: { fileSize: RECOGNITION_DOCUMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
  });

  app.post(
    '/recognitions/documents',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        description: `multipart/form-data with the authority's notice in field \`file\` (PDF, at most ${
          RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024
        } MB). Never public.`,
        querystring: tokenQuerySchema,
        response: endpoints.uploadRecognitionDocument.responses,
      },
    },
    async (request, reply) => {
      let file: { name: string; data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file')
            file = { name: part.filename, data: await part.toBuffer() };
          else if (part.type === 'file') await part.toBuffer();
        }
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 413) throw tooLarge();
        if (status) throw err;
        throw new AppError('BAD_REQUEST');
      }
      if (!file?.data.length) throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: 'required' } });
      const documentId = await service.uploadDocument(request.auth!.user, file.name, file.data);
      return reply.status(201).send({ success: true as const, documentId });
    },
  );

  app.get(
    '/recognitions/documents/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        description: 'The notice as application/pdf — only for the provider that uploaded it (404 otherwise).',
        params: uuidParamsSchema,
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const doc = await service.document(request.auth!.user.providerId, request.params.id);
      const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
        )
        .send(doc.data);
    },
  );

  app.get(
    '/recognitions',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: tokenQuerySchema, response: endpoints.listRecognitions.responses },
    },
    async (request) => ({
      success: true as const,
      recognitions: await service.list(request.auth!.user.providerId),
    }),
  );

  app.post(
    '/recognitions',
    {
      preHandler: app.authenticate,
      schema: { tags, body: providerRecognitionBodySchema, response: endpoints.createRecognition.responses },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, recognition: await service.create(request.auth!.user, request.body) }),
  );

  app.put(
    '/recognitions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        params: uuidParamsSchema,
        body: providerRecognitionBodySchema,
        response: endpoints.updateRecognition.responses,
      },
    },
    async (request) => ({
      success: true as const,
      recognition: await service.update(request.auth!.user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/recognitions/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, params: uuidParamsSchema, response: endpoints.deleteRecognition.responses },
    },
    async (request) => {
      await service.remove(request.auth!.user, request.params.id);
      return { success: true as const };
    },
  );
};

export default recognitionRoutes;

/**
 * The recognition register (issue 24): POST /recognitions/documents (multipart `file`, a PDF),
 * GET /recognitions/documents/:id (the provider's own only), GET/POST /recognitions and
 * PUT/DELETE /recognitions/:id (provider-level recognitions), and the daily reminder job
 * (reminders.ts). docs/api.md describes each call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, RECOGNITION_DOCUMENT_MAX_BYTES } from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { readForms, uploadedFiles } from '../../lib/multipart';
import { RECOGNITION_REMINDER_JOB, sendRecognitionReminders } from './reminders';
import { routeSchema } from '../../lib/route-schema';

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
      app.today(),
      app.config.PUBLIC_URL,
      (providerId, recognition) => app.webhooks.emit(providerId, 'recognition.expiring', recognition),
    );
    if (mails) app.log.info({ mails }, 'recognition reminders queued');
  });
  // Every morning at 06:30 Berlin time (pg-boss keeps one schedule per name across processes).
  app.jobs.schedule(RECOGNITION_REMINDER_JOB, '30 6 * * *');

  await readForms(
    app,
    { fileSize: RECOGNITION_DOCUMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
    tooLarge,
  );

  app.post(
    '/recognitions/documents',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        description: `multipart/form-data with the authority's notice in field \`file\` (PDF, at most ${
          RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024
        } MB; the token as Authorization header, query \`token\` or field \`bu_auth_token\`). Never public.`,
        ...routeSchema(endpoints.uploadRecognitionDocument),
      },
    },
    async (request, reply) => {
      const file = uploadedFiles(request).find((part) => part.fieldname === 'file');
      // An empty file is there, and is no PDF (422 from the service).
      if (!file) throw new AppError('VALIDATION_FAILED', { fieldErrors: { file: 'required' } });
      const documentId = await service.uploadDocument(request.auth!.user, file.filename, file.data);
      return reply.status(201).send({ success: true as const, documentId });
    },
  );

  app.get(
    '/recognitions/documents/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        description: 'The notice as application/pdf — only for the provider that uploaded it (404 otherwise).',
        ...routeSchema(endpoints.getRecognitionDocument),
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
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.listRecognitions) },
    },
    async (request) => ({
      success: true as const,
      recognitions: await service.list(request.auth!.user.providerId),
    }),
  );

  app.post(
    '/recognitions',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.createRecognition) },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, recognition: await service.create(request.auth!.user, request.body) }),
  );

  app.put(
    '/recognitions/:id',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.updateRecognition) },
    },
    async (request) => ({
      success: true as const,
      recognition: await service.update(request.auth!.user, request.params.id, request.body),
    }),
  );

  app.delete(
    '/recognitions/:id',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.deleteRecognition) },
    },
    async (request) => {
      await service.remove(request.auth!.user, request.params.id);
      return { success: true as const };
    },
  );
};

export default recognitionRoutes;

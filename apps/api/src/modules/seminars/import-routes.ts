/**
 * Seminars as CSV (issue 44): GET /seminars/import/template.csv, GET /seminars/export.csv and
 * POST /seminars/import (multipart `file`, CSV or XLSX, `?dryRun=1` first). Its own plugin, so the upload
 * parser reads forms of these routes only. docs/api.md describes each call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, errorMessage, SEMINAR_IMPORT_MAX_BYTES, textsIn } from '@bu/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { emitSeminarsChanged } from '../../lib/events';
import { readForms, uploadedFiles } from '../../lib/multipart';
import { routeSchema } from '../../lib/route-schema';
import { exportSeminarsCsv, importSeminarsCsv, seminarCsvTemplate } from './csv-import';

const MAX_MB = SEMINAR_IMPORT_MAX_BYTES / 1024 / 1024;

const csvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preValidation: app.authenticate };
  const tags = ['seminars'];
  await readForms(
    app,
    { fileSize: SEMINAR_IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: 2000, parts: 3 },
    () =>
      new AppError('PAYLOAD_TOO_LARGE', {
        status: 413,
        fieldErrors: { file: 'importFileTooLarge' },
        params: { max: MAX_MB },
      }),
  );

  const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(csv);

  app.get(
    '/seminars/import/template.csv',
    {
      ...auth,
      schema: {
        tags,
        description:
          'The header line of the seminar import (UTF-8 with BOM, `;`-separated); the screen explains each column.',
        ...routeSchema(endpoints.seminarImportTemplate),
      },
    },
    async (_request, reply) => sendCsv(reply, 'seminars-template.csv', seminarCsvTemplate()),
  );

  app.get(
    '/seminars/export.csv',
    {
      ...auth,
      schema: {
        tags,
        description:
          "All the provider's seminars, one row per date, in the import's columns (UTF-8 with BOM, `;`-separated): importing it again changes nothing.",
        ...routeSchema(endpoints.exportSeminars),
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `seminars-${app.today()}.csv`,
        await exportSeminarsCsv(app.db, request.auth!.user.providerId, request.language),
      ),
  );

  app.post(
    '/seminars/import',
    {
      ...auth,
      schema: {
        tags,
        description: `multipart/form-data with the CSV (UTF-8 or Windows-1252, \`;\` or \`,\`) or an Excel workbook (XLSX, its first sheet) in field \`file\`, at most ${MAX_MB} MB. With \`dryRun=1\` nothing is written; without, every row is written or, on any error, none (422 with the errors).`,
        ...routeSchema(endpoints.importSeminars),
      },
    },
    async (request, reply) => {
      const file = uploadedFiles(request).find((part) => part.fieldname === 'file');
      if (!file) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { file: 'importFileRequired' },
          message: textsIn(request.language)('validation.importFileRequired'),
        });
      }
      const user = request.auth!.user;
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      const result = await importSeminarsCsv(app.db, user, file.data, request.language, {
        dryRun,
        expectedTotalCents: request.query.expectedTotalCents,
        today: app.today(),
        now: app.now,
      });
      if (!dryRun && result.answer.errors.length) {
        return reply.status(422).send({
          success: false as const,
          code: 'SEMINAR_IMPORT_INVALID' as const,
          message: errorMessage('SEMINAR_IMPORT_INVALID', request.language),
          ...result.answer,
        });
      }
      await emitSeminarsChanged(app, user, result.publishedIds, true);
      await emitSeminarsChanged(app, user, result.changedOnlineIds, false);
      return { success: true as const, ...result.answer };
    },
  );
};

export default csvImportRoutes;

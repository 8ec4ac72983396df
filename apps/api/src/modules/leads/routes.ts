/**
 * Lead calls (DESIGN §5, issue 5): GET /leads, GET /leads/unread-count, GET /leads/export.csv,
 * GET /leads/:id, POST /leads, PUT /leads/:id, PUT /leads/:id/attendance, POST /leads/:id/unread. docs/api.md describes
 * each request and answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type ParticipantDocumentKind } from '@bu/contracts';
import { plainJson } from '../../lib/plain-json';
import { routeSchema } from '../../lib/route-schema';

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.leadService;
  const auth = { preValidation: app.authenticate };
  const tags = ['leads'];

  // The documents mail carries references; the mail worker draws the PDFs when it sends.
  app.mailer.attachmentSource('participant-document', async ({ id, format, language, withoutRecognition }) => {
    const file = await service.document(null, id, format, language, { withoutRecognition }).catch(() => null);
    return file && { filename: file.filename, contentType: 'application/pdf', content: Buffer.from(file.body) };
  });

  app.get(
    '/leads/:id/documents/:kind',
    {
      ...auth,
      schema: {
        tags,
        description:
          "A participant's document as PDF/A: `registration-confirmation.pdf` (the caller's language, with the German version after an English one), `employer-letter.pdf` (always German), `attendance-certificate.pdf`. No document asserts what is not true: 409 WORK_STATE_UNKNOWN, NO_LAW_IN_STATE, RECOGNITION_MISSING, RECOGNITION_EXPIRED or RECOGNITION_INCOMPLETE when the participant's work state has no valid recognition with number and authority (`withoutRecognition=1` issues the confirmation and the certificate without the recognition paragraph; never the employer letter); 409 SEMINAR_NOT_ENDED or NO_ATTENDANCE for the certificate before the end or without a day present; 409 NOT_A_PARTICIPANT unless the lead is booked or closed.",
        ...routeSchema(endpoints.leadDocument),
      },
    },
    async (request, reply) => {
      const kind = request.params.kind.replace(/\.pdf$/, '') as ParticipantDocumentKind;
      const withoutRecognition = ['1', 'true'].includes(request.query.withoutRecognition ?? '');
      const file = await service.document(request.auth!.user.providerId, request.params.id, kind, request.language, {
        withoutRecognition,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.body));
    },
  );

  app.post(
    '/leads/:id/documents/send',
    {
      ...auth,
      schema: {
        tags,
        description: "Mails the chosen documents to the participant, in the participant's language.",
        ...routeSchema(endpoints.sendLeadDocuments),
      },
    },
    async (request) =>
      service.sendDocuments(request.auth!.user, request.params.id, request.body.kinds, {
        withoutRecognition: request.body.withoutRecognition,
        language: request.language,
      }),
  );

  app.get(
    '/leads',
    {
      // The unanswered flag and the days left to the notice deadline move with the clock.
      // The list statement reads the session too (readInSession).
      ...app.cachedAnswer('leads', () => String(Math.floor(app.now().getTime() / 3_600_000)), { readsSession: true }),
      ...plainJson,
      schema: { tags, ...routeSchema(endpoints.listLeads) },
    },
    async (request) =>
      (await app.readInSession(request, (user, check) => service.readList(user, request.query, check))).answer,
  );

  app.get(
    '/leads/unread-count',
    {
      // Every open dashboard asks each minute; answered again only when the provider's data changed.
      ...app.cachedAnswer('unread-count'),
      schema: { tags, ...routeSchema(endpoints.leadUnreadCounts) },
    },
    async (request) => service.unreadCounts(request.auth!.user),
  );

  app.get(
    '/leads/export.csv',
    {
      ...auth,
      schema: {
        tags,
        description: 'The filtered leads as CSV (UTF-8 with BOM; `;`-separated in German, `,` in English).',
        ...routeSchema(endpoints.exportLeads),
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.auth!.user, request.query, request.language);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${app.today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/leads/:id',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.getLead) },
    },
    async (request) => service.detail(request.auth!.user, request.params.id),
  );

  app.post('/leads', { ...auth, schema: { tags, ...routeSchema(endpoints.createLead) } }, async (request, reply) => {
    const { bu_auth_token: _token, ...input } = request.body;
    return reply.status(201).send(await service.create(request.auth!.user, input));
  });

  app.put(
    '/leads/:id',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.updateLead) },
    },
    async (request) => service.update(request.auth!.user, request.params.id, request.body),
  );

  app.put(
    '/leads/:id/attendance',
    {
      ...auth,
      schema: {
        tags,
        description:
          'Ticks the seminar days a participant (a booked lead) attended; days outside the seminar are refused.',
        ...routeSchema(endpoints.setLeadAttendance),
      },
    },
    async (request) => service.setAttendance(request.auth!.user, request.params.id, request.body),
  );

  app.post(
    '/leads/:id/unread',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.markLeadUnread) },
    },
    async (request) => service.markUnread(request.auth!.user, request.params.id),
  );
};

export default leadRoutes;

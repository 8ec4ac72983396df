/**
 * Inbound-mail webhooks (ADR 022), each registered only when configured (404 otherwise):
 * - POST /inbound/mailgun — Mailgun's route forward (urlencoded, or multipart with attachments),
 *   signed: HMAC-SHA256 of timestamp + token with the signing key; a signature older than
 *   MAILGUN_SIGNATURE_MAX_AGE_SECONDS is refused, so a captured request cannot be replayed later.
 * - POST /inbound/postmark — Postmark's inbound JSON. Postmark signs nothing: the webhook URL
 *   carries HTTP Basic credentials, checked before the body is read, in constant time.
 * Attachments are read past and dropped (the stored message says so).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAILGUN_SIGNATURE_MAX_AGE_SECONDS,
  inboundMailResponseSchema,
  mailgunInboundBodySchema,
  postmarkInboundBodySchema,
  type MailgunInboundBody,
} from '@bu/contracts';
import { AppError } from '../../lib/app-error';

const sameSecret = (a: string, b: string) =>
  // Digests have one length, so the comparison takes the same time whatever the input.
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** The Message-ID of a Mailgun post: its own field, else from the header list. */
function mailgunMessageId(body: MailgunInboundBody): string | null {
  if (body['Message-Id']) return body['Message-Id'];
  try {
    const headers = JSON.parse(body['message-headers'] ?? '[]') as unknown;
    if (!Array.isArray(headers)) return null;
    const found = headers.find((h): h is [string, string] => Array.isArray(h) && /^message-id$/i.test(String(h[0])));
    return found ? String(found[1]) : null;
  } catch {
    return null;
  }
}

/** Credentials of an HTTP Basic Authorization header; null when there are none. */
function basicCredentials(request: FastifyRequest): [string, string] | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, inboundService: service } = app;
  if (!service) return;
  const tags = ['inbound'];
  const bodyLimit = config.INBOUND_MAIL_MAX_BYTES;
  const response = { 200: inboundMailResponseSchema };

  const mailgunKey = config.INBOUND_MAILGUN_SIGNING_KEY;
  if (mailgunKey) {
    await app.register(async (mailgun) => {
      mailgun.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      await mailgun.register(multipart, {
        attachFieldsToBody: 'keyValues',
        limits: { fieldSize: bodyLimit, fileSize: bodyLimit, files: 100, fields: 1000, parts: 1100 },
        // Attachments are not kept: read past them without holding them in memory.
        async onFile(part) {
          await pipeline(part.file, new Writable({ write: (_chunk, _encoding, next) => next() }));
          part.value = part.filename || 'attachment';
        },
      });
      mailgun
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/inbound/mailgun',
          { bodyLimit, schema: { tags, body: mailgunInboundBodySchema, response } },
          async (request) => {
            const body = request.body;
            const expected = createHmac('sha256', mailgunKey)
              .update(body.timestamp + body.token)
              .digest();
            if (!timingSafeEqual(expected, Buffer.from(body.signature, 'hex'))) {
              throw new AppError('INBOUND_SIGNATURE_INVALID');
            }
            if (Math.abs(app.now().getTime() / 1000 - Number(body.timestamp)) > MAILGUN_SIGNATURE_MAX_AGE_SECONDS) {
              throw new AppError('INBOUND_SIGNATURE_STALE');
            }
            const files = Object.keys(body).filter((k) => /^attachment-\d+$/.test(k)).length;
            const result = await service.receive({
              recipients: body.recipient.split(','),
              messageId: mailgunMessageId(body),
              text: body['body-plain'],
              html: body['body-html'],
              attachments: body['attachment-count'] ?? files,
            });
            return { success: true as const, ...result };
          },
        );
    });
  }

  const postmarkUser = config.INBOUND_POSTMARK_USERNAME;
  const postmarkPassword = config.INBOUND_POSTMARK_PASSWORD;
  if (postmarkUser && postmarkPassword) {
    app.post(
      '/inbound/postmark',
      {
        bodyLimit,
        // Before the body is read: a caller without the credentials sends nothing we parse.
        onRequest: async (request, reply) => {
          const given = basicCredentials(request);
          // Both compared every time, so the time taken does not tell which one was wrong.
          const userOk = sameSecret(given?.[0] ?? '', postmarkUser);
          const passwordOk = sameSecret(given?.[1] ?? '', postmarkPassword);
          if (!given || !userOk || !passwordOk) {
            reply.header('www-authenticate', 'Basic realm="inbound mail", charset="UTF-8"');
            throw new AppError('INBOUND_SIGNATURE_INVALID');
          }
        },
        schema: { tags, body: postmarkInboundBodySchema, response },
      },
      async (request) => {
        const body = request.body;
        const header = body.Headers.find((h) => /^message-id$/i.test(h.Name))?.Value;
        const result = await service.receive({
          recipients: [
            ...[...body.ToFull, ...body.CcFull, ...body.BccFull].map((a) => a.Email),
            ...(body.OriginalRecipient ? [body.OriginalRecipient] : []),
          ],
          messageId: header ?? body.MessageID ?? null,
          text: body.TextBody,
          html: body.HtmlBody,
          attachments: body.Attachments.length,
        });
        return { success: true as const, ...result };
      },
    );
  }
};

export default inboundRoutes;

/**
 * Inbound-mail webhooks (ADR 022), each registered only when configured (404 otherwise):
 * - POST /inbound/mailgun — Mailgun's route forward (urlencoded, or multipart with attachments),
 *   signed: HMAC-SHA256 of timestamp + token with the signing key; a signature older than
 *   MAILGUN_SIGNATURE_MAX_AGE_SECONDS is refused, and each token is accepted once (kept in the
 *   database until its signature would be stale), so a captured signature cannot carry another body.
 *   The token is taken in the transaction that stores the mail: a post that failed leaves it free
 *   for Mailgun's retry.
 * - POST /inbound/postmark — Postmark's inbound JSON. Postmark signs nothing: the webhook URL
 *   carries HTTP Basic credentials, checked before the body is read, in constant time; wrong ones
 *   count against the caller's address, which is refused 429 after 10 in 15 minutes.
 * Attachments are read past and dropped (the stored message says so). A body that is not what its
 * content type says, or of a type the webhook does not take, is answered 400 in the envelope.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAILGUN_SIGNATURE_MAX_AGE_SECONDS, type MailgunInboundBody, endpoints } from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { MINUTE, byIp } from '../../plugins/limits';
import { routeSchema } from '../../lib/route-schema';

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

/** Fields of a form body; a field sent more than once keeps every value, which validation refuses. */
function formFields(entries: Iterable<[string, string]>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/** Within a webhook's scope: any content type it has no parser for is answered 400, not 415 or 500. */
function refuseOtherContentTypes(scope: FastifyInstance) {
  scope.removeContentTypeParser(['text/plain']);
  scope.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('BAD_REQUEST'), undefined));
}

const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, inboundService: service } = app;
  if (!service) return;
  const tags = ['inbound'];
  const bodyLimit = config.INBOUND_MAIL_MAX_BYTES;

  const mailgunKey = config.INBOUND_MAILGUN_SIGNING_KEY;
  if (mailgunKey) {
    await app.register(async (mailgun) => {
      mailgun.removeContentTypeParser(['application/json']);
      refuseOtherContentTypes(mailgun);
      mailgun.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit },
        (_request, body, done) => done(null, formFields(new URLSearchParams(body as string))),
      );
      await mailgun.register(multipart, {
        limits: { fieldSize: bodyLimit, fileSize: bodyLimit, files: 100, fields: 1000, parts: 1100 },
      });
      // The multipart body is read here rather than by the plugin's own hook, so that a body that is
      // not the multipart it claims to be (no boundary, cut off, a part without headers) is the
      // sender's 400, not a 500. Attachments are not kept: read past without holding them.
      mailgun.addHook('preValidation', async (request) => {
        if (!request.isMultipart()) return;
        const fields: [string, string][] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              await pipeline(part.file, new Writable({ write: (_chunk, _encoding, next) => next() }));
              fields.push([part.fieldname, part.filename || 'attachment']);
            } else fields.push([part.fieldname, String(part.value)]);
          }
        } catch (err) {
          // The plugin's own refusals (too large, too many parts) keep their status.
          if ((err as FastifyError).statusCode) throw err;
          throw new AppError('BAD_REQUEST');
        }
        request.body = formFields(fields);
      });
      mailgun
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/inbound/mailgun',
          { bodyLimit, schema: { tags, ...routeSchema(endpoints.receiveMailgunMail) } },
          async (request) => {
            const body = request.body;
            const expected = createHmac('sha256', mailgunKey)
              .update(body.timestamp + body.token)
              .digest();
            if (!timingSafeEqual(expected, Buffer.from(body.signature, 'hex'))) {
              throw new AppError('INBOUND_SIGNATURE_INVALID');
            }
            const signedAt = Number(body.timestamp);
            if (Math.abs(app.now().getTime() / 1000 - signedAt) > MAILGUN_SIGNATURE_MAX_AGE_SECONDS) {
              throw new AppError('INBOUND_SIGNATURE_STALE');
            }
            // The signature covers the timestamp and token only, not the mail: a token stored with
            // a mail before is a captured signature carrying whatever body the sender chose. It is
            // taken with the mail in one transaction, so a post that failed can be sent again.
            const staleAt = new Date((signedAt + MAILGUN_SIGNATURE_MAX_AGE_SECONDS) * 1000);
            const files = Object.keys(body).filter((k) => /^attachment-\d+$/.test(k)).length;
            const result = await service.receive(
              {
                recipients: body.recipient.split(','),
                messageId: mailgunMessageId(body),
                text: body['body-plain'],
                html: body['body-html'],
                attachments: body['attachment-count'] ?? files,
              },
              { token: body.token, staleAt },
            );
            return { success: true as const, ...result };
          },
        );
    });
  }

  const postmarkUser = config.INBOUND_POSTMARK_USERNAME;
  const postmarkPassword = config.INBOUND_POSTMARK_PASSWORD;
  if (postmarkUser && postmarkPassword) {
    // Wrong credentials per client address: Postmark itself never sends wrong ones, so only a
    // guesser is held up. A guess from a held address is refused unchecked, the right one too.
    const guesses = app.failureLimit(15 * MINUTE, [10, byIp('inbound-postmark')]);
    await app.register(async (postmark) => {
      refuseOtherContentTypes(postmark);
      postmark.withTypeProvider<ZodTypeProvider>().post(
        '/inbound/postmark',
        {
          bodyLimit,
          // Before the body is read: a caller without the credentials sends nothing we parse.
          onRequest: async (request, reply) => {
            await guesses.check(request, reply);
            const given = basicCredentials(request);
            // Both compared every time, so the time taken does not tell which one was wrong.
            const userOk = sameSecret(given?.[0] ?? '', postmarkUser);
            const passwordOk = sameSecret(given?.[1] ?? '', postmarkPassword);
            if (!given || !userOk || !passwordOk) {
              await guesses.fail(request);
              reply.header('www-authenticate', 'Basic realm="inbound mail", charset="UTF-8"');
              throw new AppError('INBOUND_SIGNATURE_INVALID');
            }
          },
          schema: { tags, ...routeSchema(endpoints.receivePostmarkMail) },
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
    });
  }
};

export default inboundRoutes;

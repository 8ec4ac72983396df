/**
 * The SMTP receiver for self-hosting (ADR 022): a small inbound SMTP server (the maintained
 * `smtp-server` of the Nodemailer project, parsed by `mailparser`) on its own port, off unless
 * INBOUND_SMTP_PORT is set, started and stopped with the app (not in worker-only processes).
 * It takes mail only for valid reply addresses (550 for any other recipient, so it can never
 * relay), at most INBOUND_MAIL_MAX_BYTES, and answers a temporary failure (451) when storing
 * fails, so the sending server tries again later.
 */
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Role } from '../../plugins/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP receiver's address while it runs; null when it is off. */
    inboundSmtpAddress: () => AddressInfo | null;
  }
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export default fp<{ role: Role }>(
  async (app, { role }) => {
    const { config, replyAddresses, inboundService: service } = app;
    const port = config.INBOUND_SMTP_PORT;
    if (port === undefined || !replyAddresses || !service || role === 'worker') {
      app.decorate('inboundSmtpAddress', () => null);
      return;
    }
    const server = new SMTPServer({
      name: config.INBOUND_MAIL_DOMAIN,
      banner: 'inbound replies',
      logger: false,
      authOptional: true,
      disabledCommands: ['AUTH'],
      size: config.INBOUND_MAIL_MAX_BYTES,
      onRcptTo(address, _session, callback) {
        if (!replyAddresses.conversationOf(address.address)) {
          return callback(smtpError('5.1.1 No such recipient here', 550));
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream, { skipHtmlToText: false })
          .then(async (parsed) => {
            if (stream.sizeExceeded) return callback(smtpError('5.3.4 Message too big', 552));
            await service.receive({
              recipients: session.envelope.rcptTo.map((r) => r.address),
              messageId: parsed.messageId ?? null,
              text: parsed.text ?? '',
              html: parsed.html || undefined,
              attachments: parsed.attachments.length,
            });
            callback();
          })
          .catch((err: Error) => {
            app.log.error({ err: { message: err.message } }, 'inbound smtp: mail not stored');
            callback(smtpError('4.3.0 Please try again later', 451));
          });
      },
    });
    server.on('error', (err) => app.log.error({ err: { message: err.message } }, 'inbound smtp error'));

    app.decorate('inboundSmtpAddress', () =>
      server.server.listening ? (server.server.address() as AddressInfo) : null,
    );
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, config.INBOUND_SMTP_HOST ?? config.HOST, () => {
          server.server.off('error', reject);
          resolve();
        });
      });
      const address = server.server.address() as AddressInfo;
      app.log.info({ port: address.port }, 'inbound smtp receiver listening');
    });
    app.addHook('onClose', async () => {
      if (server.server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'inbound-smtp', dependencies: ['config', 'database', 'inboundService'] },
);

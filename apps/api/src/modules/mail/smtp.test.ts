/**
 * With SMTP_URL set, mails leave through a real SMTP conversation (here a local server on
 * 127.0.0.1) and the dev mailbox does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestContext, type TestContext } from '../../../test/helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  );
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Bildungsurlaub <no-reply@bildungsurlaub.example>',
  });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('sends the verification mail over SMTP, in text and HTML', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        approved: true,
        email: 'smtp@example.org',
        password: 'Post-per-SMTP-1',
        providerName: 'Akademie Post',
        telephone: '+49 89 123456',
        street: 'Marienplatz 1',
        postalCode: '80331',
        city: 'München',
        country: 'DE',
        firstName: 'Paula',
        lastName: 'Post',
        language: 'en',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@bildungsurlaub.example');
    expect(mail!.to).toEqual(['smtp@example.org']);
    expect(mail!.raw).toContain('Subject: Please confirm your email address');
    expect(mail!.raw).toContain('text/plain');
    expect(mail!.raw).toContain('text/html');
    expect((await ctx.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
  });
  it('attaches the files a mail names, loaded by the worker from their source', async () => {
    const xml = '<Invoice>Prüfung</Invoice>';
    ctx.app.mailer.attachmentSource('invoice', async ({ id, format }) =>
      id === 'inv-1' && format === 'xml'
        ? { filename: 'XRechnung-2026-00001.xml', contentType: 'application/xml; charset=utf-8', content: xml }
        : null,
    );
    const before = received.length;
    await ctx.app.mailer.send('billing@example.org', {
      subject: 'Invoice',
      text: 'attached',
      html: '<p>attached</p>',
      attachments: [{ source: 'invoice', id: 'inv-1', format: 'xml' }],
    });
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(before + 1);
    const raw = received.at(-1)!.raw;
    expect(raw).toContain('filename=XRechnung-2026-00001.xml');
    expect(raw).toContain(Buffer.from(xml).toString('base64'));
  });
});

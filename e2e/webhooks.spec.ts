/**
 * Webhooks (issue 44 item 3, ADR 049) through the real UI and server, on a phone-sized screen: an
 * admin adds an endpoint (a receiver on 127.0.0.1 in this test), copies the secret shown once,
 * sends a test that the receiver verifies with the `standardwebhooks` package, reads the delivery
 * log and sends the message again with the same webhook-id.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { seriousViolations, signIn } from './support';

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let url: string;

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bu-hooks`;
});
test.afterAll(() => new Promise((resolve) => receiver.close(resolve)));

test.use({ viewport: { width: 390, height: 844 } });

test('an admin adds a webhook, tests it and sends a logged message again', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);

  await page.goto('/settings/webhooks');
  await page.getByRole('button', { name: 'Webhook hinzufügen' }).click();
  const form = page.getByRole('form', { name: 'Neuer Webhook' });
  await form.getByLabel(/Adresse \(URL\)/).fill(url);
  await form.getByLabel('Beschreibung').fill('CRM');
  await form.getByRole('checkbox', { name: /Neuer Lead/ }).check();
  await form.getByRole('button', { name: 'Webhook speichern' }).click();

  const secretField = page.getByLabel('Signatur-Geheimnis');
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  await page.getByRole('button', { name: 'Kopieren' }).click();
  await expect(page.getByText('Geheimnis kopiert')).toBeVisible();
  await page.getByRole('button', { name: 'Erledigt' }).click();
  await expect(page.getByLabel('Signatur-Geheimnis')).toHaveCount(0);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: url }) });
  await card.getByRole('button', { name: 'Test senden' }).click();
  await expect(page.getByText('Testnachricht unterwegs')).toBeVisible();
  await expect.poll(() => received.length).toBe(1);
  const verify = (message: (typeof received)[number]) =>
    new Webhook(secret).verify(message.body, {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    });
  expect(verify(received[0]!)).toMatchObject({ type: 'webhook.test' });

  await card.getByRole('button', { name: 'Zustellprotokoll' }).click();
  const row = card.getByRole('row').filter({ hasText: '204' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('webhook.test');
  await row.getByRole('button', { name: 'Erneut senden' }).click();
  await expect.poll(() => received.length).toBe(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  expect(verify(received[1]!)).toMatchObject({ type: 'webhook.test' });

  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The leads journey through the real UI and server: a marketplace inquiry arrives unread, the
 * provider works on it (stage, owner, note, reply), the participant answers through the mailed
 * link, and a phone inquiry is entered by hand with the seminar picker. Axe scans each screen.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INQUIRY_MIN_FILL_SECONDS } from '@bu/contracts';
import nodemailer from 'nodemailer';
import { E2E_SMTP_PORT, linkIn, mailsFor, seriousViolations, signIn, uniqueEmail } from './support';

/** An inquiry as the marketplace form sends it: with the form's token, sent after a person's few seconds. */
async function sendInquiry(request: APIRequestContext, seminarId: string, data: Record<string, string>) {
  const form = (await (await request.get(`/api/public/seminars/${seminarId}/inquiry-form`)).json()) as {
    formToken: string;
  };
  await new Promise((resolve) => setTimeout(resolve, INQUIRY_MIN_FILL_SECONDS * 1000 + 500));
  return request.post(`/api/public/seminars/${seminarId}/inquiries`, {
    headers: { 'Accept-Language': 'de' },
    data: { ...data, formToken: form.formToken },
  });
}

/** The shared scan waits for the page fade and sliding toasts: mid-animation colours are not contrast. */
async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A toast (sonner) with this text. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an inquiry arrives unread, is worked on and answered, and the participant replies through the link', async ({
  page,
  request,
}) => {
  // The whole way from inquiry to reply, with the form's minimum fill time and an axe scan per
  // screen, takes longer than the default minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('bu_auth_token'));
  const seminars = await (
    await request.get('/api/seminars?seminarStatus=online&tab=current&pageSize=10', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const seminar = seminars.seminars[0] as { id: string; title: string };
  expect(seminar).toBeTruthy();

  const email = uniqueEmail('interessentin');
  const lastName = `Vogel${Date.now() % 100000}`;
  const inquiry = await sendInquiry(request, seminar.id, {
    firstName: 'Lena',
    lastName,
    email,
    message: 'Gibt es noch freie Plätze im Frühjahr?',
  });
  expect(inquiry.status()).toBe(201);

  // It shows up unread in the list; the sidebar counts it.
  await page.getByRole('link', { name: /^Leads/ }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Leads \d+ ungelesen$/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Suche' }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const row = page.getByRole('link', { name: `Lena ${lastName} (ungelesen)` });
  await expect(row).toBeVisible();
  // The filter lives in the URL: the box shows checked once the navigation has rendered.
  const unreadOnly = page.getByRole('checkbox', { name: /Nur ungelesene/ });
  await unreadOnly.click();
  await expect(page).toHaveURL(/unread=1/);
  await expect(unreadOnly).toBeChecked();
  await expect(row).toBeVisible();
  await page.goto('/leads');
  await expectNoSeriousViolations(page);
  await page.getByRole('searchbox', { name: 'Suche' }).fill(lastName);

  // Open it: it is read now; change stage and owner, add a note, reply.
  await page.getByRole('link', { name: `Lena ${lastName} (ungelesen)` }).click();
  await expect(page.getByRole('heading', { name: `Lena ${lastName}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Gelesen ·/)).toBeVisible();
  await expect(page.getByRole('link', { name: seminar.title })).toHaveAttribute(
    'href',
    `/seminars/edit?id=${seminar.id}`,
  );
  await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).first()).toBeVisible();

  await page.getByLabel('Phase').selectOption('open');
  await expect(toastWith(page, 'Phase aktualisiert')).toBeVisible();
  await expect(page.getByText('Phase geändert: Neu → In Kontakt')).toBeVisible();
  await page.getByLabel('Verantwortlich').selectOption({ label: 'Niemand' });
  await expect(toastWith(page, 'Verantwortliche Person aktualisiert')).toBeVisible();
  await expect(page.getByText('Verantwortlich: Niemand')).toBeVisible();
  await page.getByLabel('Interne Notizen').fill('Ruft am Montag zurück.');
  await page.getByRole('button', { name: 'Notizen speichern' }).click();
  await expect(toastWith(page, 'Notizen gespeichert')).toBeVisible();

  const replyText = 'Ja, im März sind noch Plätze frei. Sollen wir einen reservieren?';
  await page.getByRole('textbox', { name: 'Antwort' }).fill(replyText);
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(toastWith(page, 'Antwort gesendet')).toBeVisible();
  const thread = page.getByRole('list', { name: 'Nachrichten, älteste zuerst' });
  await expect(thread.getByText(replyText)).toBeVisible();
  const leadUrl = page.url();
  await expectNoSeriousViolations(page);

  // The reply reaches the participant's mailbox with a link to answer.
  const mails = await mailsFor(request, email, 2);
  const replyMail = mails.find((mail) => mail.text.includes(replyText));
  expect(replyMail).toBeTruthy();
  const link = linkIn(replyMail!);
  expect(link).toMatch(/^\/reply\?key=/);

  // The participant answers on the public page (no session needed).
  const participantContext = await page.context().browser()!.newContext({ locale: 'de-DE' });
  const participant = await participantContext.newPage();
  await participant.goto(link);
  await expect(participant.getByRole('heading', { name: 'Antwort auf Ihre Anfrage' })).toBeVisible();
  await expect(participant.getByText(seminar.title)).toBeVisible();
  await expect(participant.getByText(replyText)).toBeVisible();
  await expectNoSeriousViolations(participant);
  const answer = 'Ja bitte, reservieren Sie mir einen Platz!';
  await participant.getByRole('textbox', { name: 'Ihre Antwort' }).fill(answer);
  await participant.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(participant.getByText('Vielen Dank! Ihre Antwort wurde übermittelt.')).toBeVisible();
  // The link works once.
  await participant.reload();
  await expect(participant.getByRole('alert')).toContainText('Dieser Antwort-Link ist nicht mehr gültig.');
  await participant.goto('/reply?key=gefaelschter-schluessel-1234567890');
  await expect(participant.getByRole('alert')).toContainText('Dieser Antwort-Link ist nicht mehr gültig.');
  await participantContext.close();

  // The answer is in the thread, and the conversation is unread again.
  await page.getByRole('link', { name: /^Unterhaltungen/ }).click();
  await expect(page.getByRole('heading', { name: 'Unterhaltungen', level: 1 })).toBeVisible();
  const conversation = page.getByRole('link', { name: `Lena ${lastName}` });
  await expect(conversation).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: conversation })).toContainText('Ungelesene Nachrichten: 1');
  await expectNoSeriousViolations(page);
  await conversation.click();
  await expect(page.getByRole('list', { name: 'Nachrichten, älteste zuerst' }).getByText(answer)).toBeVisible();
  await page.goto(leadUrl);
  await expect(page.getByRole('list', { name: 'Nachrichten, älteste zuerst' }).getByText(answer)).toBeVisible();
});

test('the reply page is the marketplace’s, and an answer by mail lands in the thread once', async ({
  page,
  request,
}) => {
  await signIn(page);
  const auth = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('bu_auth_token'))}` };
  const seminars = await (
    await request.get('/api/seminars?seminarStatus=online&tab=current&pageSize=10', { headers: auth })
  ).json();
  const seminar = seminars.seminars[0] as { id: string };
  const email = uniqueEmail('per-mail');
  const lastName = `Brief${Date.now() % 100000}`;
  const inquiry = await sendInquiry(request, seminar.id, {
    firstName: 'Mia',
    lastName,
    email,
    message: 'Kann ich mein Fahrrad mitbringen?',
  });
  expect(inquiry.status()).toBe(201);
  const leads = await (await request.get(`/api/leads?q=${lastName}`, { headers: auth })).json();
  const conversationId = leads.leads[0].conversationId as string;
  const providerText = 'Ja, es gibt einen abschließbaren Fahrradraum.';
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
    headers: auth,
    data: { text: providerText },
  });
  expect(sent.status()).toBe(201);
  const mails = await mailsFor(request, email, 2);
  const providerMail = mails.find((mail) => mail.text.includes(providerText))!;
  expect(providerMail.replyTo).toMatch(/^reply\+[0-9a-f]{56}@reply\.bildungsurlaub\.example$/);
  expect(providerMail.text).toContain('Antworten Sie einfach auf diese E-Mail');

  // The mail's reply page belongs to the marketplace: its header and name, none of the dashboard's
  // chrome, and no service worker (so none of the dashboard's offline prompts).
  const participantContext = await page.context().browser()!.newContext({ locale: 'de-DE' });
  const participant = await participantContext.newPage();
  await participant.goto(linkIn(providerMail));
  await expect(participant.getByText(providerText)).toBeVisible();
  await expect(participant.getByRole('banner').getByRole('link', { name: 'Bildungsurlaub-Marktplatz' })).toBeVisible();
  await expect(participant.getByText('Anbieter-Dashboard')).toHaveCount(0);
  await expect(participant).toHaveTitle('Antworten – Bildungsurlaub-Marktplatz');
  expect(await participant.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await participantContext.close();

  // A real SMTP client delivers the answer to the Reply-To address, twice as a retrying server would.
  const mailed = 'Super, dann komme ich mit dem Rad.';
  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: E2E_SMTP_PORT, ignoreTLS: true });
  const reply = {
    from: email,
    to: providerMail.replyTo!,
    subject: `Re: ${providerMail.subject}`,
    messageId: `<${lastName}-reply@mail.example.org>`,
    text: `${mailed}\n\nAm 25.11.2026 um 10:00 schrieb Akademie:\n> ${providerText}\n`,
  };
  await smtp.sendMail(reply);
  await smtp.sendMail(reply);
  smtp.close();

  // The provider finds it once in the thread, unread, without the quoted history.
  await page.goto('/conversations');
  const conversation = page.getByRole('link', { name: `Mia ${lastName}` });
  await expect(page.getByRole('listitem').filter({ has: conversation })).toContainText('Ungelesene Nachrichten: 1');
  await conversation.click();
  const thread = page.getByRole('list', { name: 'Nachrichten, älteste zuerst' });
  await expect(thread.getByText(mailed)).toHaveCount(1);
  await expect(thread.getByText(providerText)).toHaveCount(1);
});

test('a phone inquiry is entered by hand with the seminar picker', async ({ page }) => {
  await signIn(page);
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Lead anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Lead anlegen', level: 1 })).toBeVisible();

  // Required fields and a valid email first.
  await page.getByRole('button', { name: 'Lead anlegen' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
  await expect(page.getByText('Bitte wähle eines deiner Seminare.')).toBeVisible();

  const lastName = `Anrufer${Date.now() % 100000}`;
  await page.getByLabel('Vorname').fill('Paul');
  await page.getByLabel('Nachname').fill(lastName);
  await page.getByLabel('E-Mail-Adresse').fill('paul@');
  await page.getByRole('button', { name: 'Lead anlegen' }).click();
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('anrufer'));
  await page.getByLabel('Telefon').fill('+49 40 123456');

  // The picker: search, move with the arrow keys, choose with Enter.
  await page.getByRole('button', { name: 'Seminar auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seminar auswählen' });
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  const title = (await options.first().locator('.picker-list__title').textContent())!;
  await dialog.getByRole('combobox', { name: 'Seminar suchen' }).fill(title.slice(0, 6));
  await expect(dialog.getByRole('option', { name: new RegExp(title) })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Lead anlegen' }).click();
  await expect(page.getByRole('heading', { name: `Paul ${lastName}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/leads\/[0-9a-f-]{36}$/);
  await expect(toastWith(page, 'Lead angelegt')).toBeVisible();
  await expect(page.getByText('Von Hand angelegt', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

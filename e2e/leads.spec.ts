/**
 * The leads journey through the real UI and server: a marketplace inquiry arrives unread, the
 * provider works on it (stage, owner, note, reply), the participant answers through the mailed
 * link, and a phone inquiry is entered by hand with the seminar picker. Axe scans each screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailsFor, seriousViolations, uniqueEmail } from './support';

const DEMO = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };

/** The shared scan waits for the page fade and sliding toasts: mid-animation colours are not contrast. */
async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A toast (sonner) with this text. */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function signIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(DEMO.email);
  await page.getByLabel('Passwort').fill(DEMO.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: /Willkommen/ })).toBeVisible();
}

test('an inquiry arrives unread, is worked on and answered, and the participant replies through the link', async ({
  page,
  request,
}) => {
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
  const inquiry = await request.post(`/api/public/seminars/${seminar.id}/inquiries`, {
    headers: { 'Accept-Language': 'de' },
    data: { firstName: 'Lena', lastName, email, message: 'Gibt es noch freie Plätze im Frühjahr?' },
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

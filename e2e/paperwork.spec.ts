/**
 * The participant's paperwork through the real UI and server, in German and English, on a phone
 * (390 px) and a desktop (1366 px): a lead is booked on the lead screen, the places and the
 * employer deadline show, attendance is ticked (the certificate follows the ticks), the documents
 * download as PDFs — each one, or the reason it cannot be issued yet — and go to the participant.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, uniqueEmail } from './support';

const words = {
  de: {
    stage: 'Phase',
    booked: 'Gebucht',
    heading: 'Bildungsurlaub und Unterlagen',
    docs: ['Anmeldebestätigung', 'Schreiben an den Arbeitgeber', 'Teilnahmebescheinigung'],
    attendanceGroup: 'Anwesenheit (anwesende Tage)',
    saveAttendance: 'Anwesenheit speichern',
    attendanceSaved: 'Anwesenheit gespeichert',
    places: /gebucht/,
    started: /Seminar hat am \d{2}\.\d{2}\.\d{4} begonnen/,
    sendGroup: /Unterlagen an die teilnehmende Person senden/,
    send: 'Unterlagen senden',
    sent: 'Unterlagen an die teilnehmende Person gesendet',
  },
  en: {
    stage: 'Stage',
    booked: 'Booked',
    heading: 'Bildungsurlaub and paperwork',
    docs: ['Registration confirmation', 'Letter to the employer', 'Attendance certificate'],
    attendanceGroup: 'Attendance (days present)',
    saveAttendance: 'Save attendance',
    attendanceSaved: 'Attendance saved',
    places: /booked/,
    started: /Seminar began on \d{2}\/\d{2}\/\d{4}/,
    sendGroup: /Send documents to the participant/,
    send: 'Send documents',
    sent: 'Documents sent to the participant',
  },
} as const;

async function signedIn(page: Page, request: APIRequestContext, language: 'de' | 'en') {
  const res = await request.post('/api/auth/login', { data: DEMO });
  expect(res.ok()).toBe(true);
  const demo = (await res.json()) as { token: string; userId: string };
  await page.addInitScript(
    ({ token, userId, language }) => {
      localStorage.setItem('bu_auth_token', token);
      localStorage.setItem('bu_user_id', userId);
      localStorage.setItem('bu_language', language);
    },
    { ...demo, language },
  );
  return { Authorization: `Bearer ${demo.token}` };
}

for (const language of ['de', 'en'] as const) {
  for (const width of [390, 1366]) {
    test(`a participant is booked and the three documents download (${language}, ${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      const w = words[language];
      const headers = await signedIn(page, request, language);
      // A seminar that has ended, so the attendance certificate is available too.
      const past = await (await request.get('/api/seminars?tab=past&pageSize=10', { headers })).json();
      const [seminar] = past.seminars as { id: string; title: string }[];
      if (!seminar) throw new Error('the demo data has no past seminar');
      const lastName = `Teilnehmer${Date.now() % 100000}`;
      const created = await request.post('/api/leads', {
        headers,
        data: {
          firstName: 'Jana',
          lastName,
          email: uniqueEmail('jana'),
          seminarId: seminar.id,
          state: 'HH',
          stage: 'open',
        },
      });
      expect(created.status()).toBe(201);
      const leadId = ((await created.json()) as { lead: { id: string } }).lead.id;

      await page.goto(`/leads/${leadId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Jana ${lastName}` })).toBeVisible();
      await page.getByLabel(w.stage, { exact: true }).selectOption('booked');
      const card = page.locator('[aria-labelledby="participant-heading"]');
      await expect(card.getByRole('heading', { name: w.heading })).toBeVisible();
      await expect(card.getByText(w.places).first()).toBeVisible();

      // The seminar's last day is ticked; the certificate follows the ticks.
      await card.getByRole('group', { name: w.attendanceGroup }).getByRole('checkbox').last().check();
      await card.getByRole('button', { name: w.saveAttendance }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.attendanceSaved })).toBeVisible();

      // Each document downloads (in full, or without the recognition paragraph where the
      // recognition cannot back it), or says why not before anyone clicks.
      const fs = await import('node:fs/promises');
      let downloaded = 0;
      for (const name of w.docs) {
        const row = card.getByRole('listitem').filter({ hasText: name });
        await expect(row).toBeVisible();
        const button = row.getByRole('button', { name: new RegExp(`^${name}:`) });
        if (!(await button.count())) {
          await expect(row.getByRole('note')).toBeVisible();
          continue;
        }
        const download = page.waitForEvent('download');
        await button.click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/\.pdf$/);
        const bytes = await fs.readFile(await file.path());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        downloaded++;
      }
      // The confirmation (at least without recognition) and the certificate after the tick.
      expect(downloaded).toBeGreaterThanOrEqual(2);

      // The confirmation and the employer letter are chosen for sending from the start; the
      // certificate is added by hand.
      const sendGroup = card.getByRole('group', { name: w.sendGroup });
      await expect(sendGroup.getByRole('checkbox', { name: w.docs[0] })).toBeChecked();
      for (const name of w.docs) {
        const box = sendGroup.getByRole('checkbox', { name });
        if (await box.isEnabled()) await box.check();
      }
      await sendGroup.getByRole('button', { name: w.send }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.sent })).toBeVisible();
      // Nothing of the block is wider than the phone.
      const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `test-results/paperwork-${language}-${width}.png`, fullPage: true });

      // The list sorted by the employer deadline: the seminar is over, so no deadline is overdue;
      // the list says it has started instead.
      await page.goto(`/leads?sort=notice_deadline&q=${lastName}`);
      await expect(page.getByText(w.started).first()).toBeVisible();
      await page.screenshot({ path: `test-results/paperwork-list-${language}-${width}.png`, fullPage: true });
    });
  }
}

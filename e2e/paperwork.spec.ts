/**
 * The participant's paperwork through the real UI and server, in German and English, on a phone
 * (390 px) and a desktop (1366 px): a lead is booked on the lead screen, the places and the
 * employer deadline show, attendance is ticked, and the three documents download as PDFs.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support';

const DEMO = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };

const words = {
  de: {
    stage: 'Phase',
    booked: 'Gebucht',
    heading: 'Bildungsurlaub und Unterlagen',
    docs: ['Anmeldebestätigung', 'Schreiben an den Arbeitgeber', 'Teilnahmebescheinigung'],
    saveAttendance: 'Anwesenheit speichern',
    attendanceSaved: 'Anwesenheit gespeichert',
    places: /gebucht/,
    started: 'Seminar hat begonnen',
  },
  en: {
    stage: 'Stage',
    booked: 'Booked',
    heading: 'Bildungsurlaub and paperwork',
    docs: ['Registration confirmation', 'Letter to the employer', 'Attendance certificate'],
    saveAttendance: 'Save attendance',
    attendanceSaved: 'Attendance saved',
    places: /booked/,
    started: 'seminar has started',
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

      const firstDay = card.getByRole('checkbox').last();
      await firstDay.check();
      await card.getByRole('button', { name: w.saveAttendance }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.attendanceSaved })).toBeVisible();

      for (const name of w.docs) {
        const download = page.waitForEvent('download');
        await card.getByRole('button', { name }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/\.pdf$/);
        const path = await file.path();
        const fs = await import('node:fs/promises');
        const bytes = await fs.readFile(path);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
      await page.screenshot({ path: `test-results/paperwork-${language}-${width}.png`, fullPage: true });

      // The list sorted by the employer deadline: the seminar is over, so no deadline is overdue;
      // the list says it has started instead.
      await page.goto(`/leads?sort=notice_deadline&q=${lastName}`);
      await expect(page.getByText(w.started).first()).toBeVisible();
      await page.screenshot({ path: `test-results/paperwork-list-${language}-${width}.png`, fullPage: true });
    });
  }
}

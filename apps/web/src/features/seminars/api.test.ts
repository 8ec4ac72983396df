/** The seminar add/edit call (seed §5, DESIGN §8): rule codes resolve as `error_codes`, code 14 on its own, the rest throws. */
import { describe, expect, it } from 'vitest';
import { fail, mockApi } from '../../test/server';
import { signIn } from '../../test/utils';
import { ApiError } from '../../lib/api-client';
import { seminarsApi } from './api';
import { addAnswer, noCosts, seminar } from './test/fixtures';

const rules = fail(422, {
  success: false,
  code: 'SEMINAR_RULES',
  codes: [12, 25],
  message: 'Das Seminar erfüllt noch nicht alle Regeln.',
  fieldErrors: { locationId: 'seminarLocationUnknown', title: 'seminarTitleRequired' },
});
const locked = fail(409, {
  success: false,
  code: 14,
  codes: [14],
  message: 'Das Startdatum eines veröffentlichten Seminars kann nur der Support ändern.',
  fieldErrors: { startDate: 'seminarStartDateLocked' },
});

describe('seminar add and edit', () => {
  it('resolve with the saved seminar', async () => {
    signIn();
    const created = seminar({ id: 'new-1' });
    mockApi({
      'POST /seminars/add': addAnswer(created),
      'POST /seminars/edit': { body: { success: true, seminarId: created.id, seminar: created, costs: noCosts } },
    });
    await expect(seminarsApi.add({ title: 'Neu', Status: 'DRAFT' })).resolves.toEqual({
      ok: true,
      seminarId: 'new-1',
      seminar: created,
    });
    await expect(seminarsApi.edit({ seminarId: created.id })).resolves.toEqual({
      ok: true,
      seminarId: 'new-1',
      seminar: created,
    });
  });

  it('resolve with the server rule codes as error_codes instead of throwing', async () => {
    signIn();
    mockApi({ 'POST /seminars/add': rules, 'POST /seminars/edit': rules });
    const expected = {
      ok: false,
      startDateLocked: false,
      error_codes: [12, 25],
      message: 'Das Seminar erfüllt noch nicht alle Regeln.',
      fieldErrors: { locationId: 'seminarLocationUnknown', title: 'seminarTitleRequired' },
    };
    await expect(seminarsApi.add({ title: '', Status: 'SHOW' })).resolves.toEqual(expected);
    await expect(seminarsApi.edit({ seminarId: seminar().id })).resolves.toEqual(expected);
  });

  it('resolve with code 14 as its own outcome', async () => {
    signIn();
    mockApi({ 'POST /seminars/edit': locked });
    await expect(seminarsApi.edit({ seminarId: seminar().id, startDate: '2027-06-01' })).resolves.toEqual({
      ok: false,
      startDateLocked: true,
      error_codes: [14],
      message: 'Das Startdatum eines veröffentlichten Seminars kann nur der Support ändern.',
    });
  });

  it('throw an ApiError for every other failure', async () => {
    signIn();
    mockApi({
      'POST /seminars/add': [
        fail(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Bitte prüfe die Eingaben.',
          fieldErrors: { title: 'seminarTitleTooLong' },
        }),
        fail(500, { success: false, code: 'INTERNAL', message: 'Etwas ist schiefgelaufen.' }),
      ],
      'POST /seminars/edit': fail(404, { success: false, code: 'NOT_FOUND', message: 'Nicht gefunden.' }),
    });
    for (const [code, status] of [
      ['VALIDATION_FAILED', 400],
      ['INTERNAL', 500],
    ] as const) {
      const error = await seminarsApi.add({ title: 'Neu' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code, status });
    }
    await expect(seminarsApi.edit({ seminarId: seminar().id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });
});

/**
 * The provider's recognitions (issue 26): the validity is typed in the UI language's date format
 * or picked in the calendar (focus back in the field), a date that is none stops the save with
 * a translated message naming the format, and the server's field messages are translated too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharedMessages, type ProviderRecognition } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { renderRoute, signIn } from '../../../test/utils';

vi.setConfig({ testTimeout: 20_000 });

const saved: ProviderRecognition = {
  id: 'r1',
  state: 'BW',
  number: null,
  authority: null,
  validFrom: '2027-05-04',
  validUntil: '2028-05-03',
  documentId: null,
  documentName: null,
};

function stub(post: Parameters<typeof mockApi>[0][string] = { body: { success: true, recognition: saved } }) {
  return mockApi({
    'GET /recognitions': { body: { success: true, recognitions: [] } },
    'POST /recognitions': post,
  });
}

describe.each([
  ['en', 'Add recognition', 'Valid from', 'Valid until', 'Save', '04/05/2027', '31/04/2028', 'DD/MM/YYYY'],
  ['de', 'Anerkennung hinzufügen', 'Gültig ab', 'Gültig bis', 'Speichern', '04.05.2027', '31.04.2028', 'TT.MM.JJJJ'],
] as const)('recognitions page: validity dates (%s)', (language, add, from, until, save, typed, impossible, format) => {
  it('takes the language’s format, names it, and refuses a day that does not exist', async () => {
    const api = stub();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/recognitions', { language });
    await user.click(await screen.findByRole('button', { name: add }));
    const validFrom = await screen.findByRole('textbox', { name: from });
    const validUntil = screen.getByRole('textbox', { name: until });
    expect(validFrom).toHaveAttribute('placeholder', format);
    expect(validFrom).toHaveAccessibleDescription(expect.stringContaining(format));

    await user.type(validFrom, typed);
    await user.type(validUntil, impossible);
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(validUntil).toHaveAccessibleDescription(
        expect.stringContaining(sharedMessages[language].validation.dateInvalid),
      ),
    );
    expect(validUntil).toHaveAttribute('aria-invalid', 'true');
    expect(validFrom).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST /recognitions')).toHaveLength(0);

    // The message goes as soon as the text is a date.
    await user.clear(validUntil);
    await user.type(validUntil, typed.replace('2027', '2028').replace('04', '03'));
    expect(validUntil).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(api.calls('POST /recognitions')).toHaveLength(1));
    expect(api.body('POST /recognitions')).toMatchObject({ validFrom: '2027-05-04', validUntil: '2028-05-03' });
  });

  it('gives the focus back to the field after a day is picked in the calendar', async () => {
    stub();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/recognitions', { language });
    await user.click(await screen.findByRole('button', { name: add }));
    const validFrom = await screen.findByRole('textbox', { name: from });
    await user.type(validFrom, typed);
    await user.click(screen.getByRole('button', { name: new RegExp(from) }));
    const dialog = await screen.findByRole('dialog', { name: from }, { timeout: 10_000 });
    within(dialog)
      .getByRole('button', { name: language === 'de' ? /(^|\s)12\. Mai 2027/ : /May 12(th)?, 2027/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(validFrom).toHaveValue(typed.replace('04', '12'));
    await waitFor(() => expect(validFrom).toHaveFocus());
  });
});

it('shows the server’s field message translated at its field', async () => {
  stub({
    status: 400,
    body: {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please check your input.',
      fieldErrors: { validUntil: 'recognitionValidityOrder' },
    },
  });
  signIn();
  const user = userEvent.setup();
  await renderRoute('/recognitions', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Add recognition' }));
  await user.type(await screen.findByRole('textbox', { name: 'Valid from' }), '04/05/2027');
  await user.type(screen.getByRole('textbox', { name: 'Valid until' }), '03/05/2027');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Valid until' })).toHaveAccessibleDescription(
      expect.stringContaining(sharedMessages.en.validation.recognitionValidityOrder),
    ),
  );
});

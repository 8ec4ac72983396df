/** The public inquiry form: the shared schema checks it, server field errors land at their fields, anything else above the form. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/server';
import { InquiryForm } from './inquiry-form';

const SEMINAR = '8b0d3c51-5d5c-4b8f-9d39-3c1f0e6f6a11';
const ROUTE = 'POST /public/seminars/:id/inquiries';
/** The form's token, fetched when the form appears. */
/** The inquiry as sent: the recorded calls name the seminar's own path. */
const SENT = `POST /public/seminars/${SEMINAR}/inquiries`;
const FORM = { 'GET /public/seminars/:id/inquiry-form': { body: { success: true, formToken: 'issued-form-token' } } };

function renderForm() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <InquiryForm seminarId={SEMINAR} />
    </AppProviders>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Lena');
  await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Berg');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'lena@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Gibt es noch Plätze?');
}

const validationFailed = (fieldErrors: Record<string, string>) => ({
  status: 400,
  body: { success: false, code: 'VALIDATION_FAILED', message: 'Bitte prüfe deine Eingaben.', fieldErrors },
});

describe('InquiryForm', () => {
  it('checks the fields with the shared schema before sending, then sends the inquiry', async () => {
    const api = mockApi({ ...FORM, [ROUTE]: { status: 201, body: { success: true } } });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.calls(SENT)).toHaveLength(0);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(api.calls(SENT)).toHaveLength(1));
    expect(api.calls(SENT)[0]!.path).toBe(`/public/seminars/${SEMINAR}/inquiries`);
    // With the token the form got when it appeared, and the empty honeypot.
    expect(api.calls(SENT)[0]!.body).toMatchObject({
      firstName: 'Lena',
      email: 'lena@example.org',
      formToken: 'issued-form-token',
      website: '',
    });
  });

  it('puts the server field errors at their fields and focuses the first', async () => {
    mockApi({ ...FORM, [ROUTE]: validationFailed({ email: 'invalidEmail' }) });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.'));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure that names no visible field above the form', async () => {
    mockApi({ ...FORM, [ROUTE]: validationFailed({ website: 'tooLong' }) });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben.');
  });

  it('says so above the form when it was sent faster than a person fills it in', async () => {
    mockApi({
      ...FORM,
      [ROUTE]: {
        status: 400,
        body: {
          success: false,
          code: 'INQUIRY_TOO_FAST',
          message: 'Bitte prüfen Sie Ihre Anfrage einen Moment und senden Sie sie dann erneut.',
        },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Anfrage einen Moment');
  });
});

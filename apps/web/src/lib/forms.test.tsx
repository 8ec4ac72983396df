/**
 * The form helper: `useZodForm` validates with the shared schema (typed output on submit), and
 * `applyServerErrors` puts the server's field errors at their fields (the first one focused),
 * falling back to a toast — or the caller's `onUnnamed` — when no field of the form is named.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/ui/field';
import { ApiError } from './api-client';
import { applyServerErrors, useZodForm } from './forms';
import { toast } from './toast';

const schema = z.object({
  name: z.string().trim().min(1, 'required'),
  email: z.email('invalidEmail'),
  address: z.object({ city: z.string() }),
  visits: z.coerce.number().int().min(0),
});

function Form({
  failure,
  onSaved,
  options,
}: {
  failure?: unknown;
  onSaved?: (values: z.output<typeof schema>) => void;
  options?: Parameters<typeof applyServerErrors>[2];
}) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', email: '', address: { city: '' }, visits: '0' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (failure) applyServerErrors(form, failure, options);
        else onSaved?.(values);
      })}
    >
      <TextField label="Name" error={errors.name} {...form.register('name')} />
      <TextField label="E-Mail" error={errors.email} {...form.register('email')} />
      <TextField label="Ort" error={errors.address?.city} {...form.register('address.city')} />
      <TextField label="Besuche" error={errors.visits} {...form.register('visits')} />
      <button type="submit">Speichern</button>
    </form>
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'anna@example.org');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
}

const validationFailed = (fieldErrors?: Record<string, string>) =>
  new ApiError('VALIDATION_FAILED', 'Bitte prüfe deine Eingaben.', 422, fieldErrors);

describe('useZodForm', () => {
  it('validates with the schema and submits its parsed output', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<Form onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'Besuche' }));
    await user.type(screen.getByRole('textbox', { name: 'Besuche' }), '3');
    await fillAndSubmit(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    // The output type: the coerced number, not the input string.
    expect(onSaved.mock.calls[0]![0]).toEqual({
      name: 'Anna',
      email: 'anna@example.org',
      address: { city: '' },
      visits: 3,
    });
  });
});

describe('applyServerErrors', () => {
  it('marks named fields with the translated server message and focuses the first', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    render(<Form failure={validationFailed({ email: 'invalidEmail', name: 'tooLong' })} />);
    await fillAndSubmit(user);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(error).not.toHaveBeenCalled();
  });

  it('matches a nested server field by its first segment', async () => {
    const user = userEvent.setup();
    render(<Form failure={validationFailed({ 'address.city': 'required' })} />);
    await fillAndSubmit(user);
    const city = screen.getByRole('textbox', { name: 'Ort' });
    await waitFor(() => expect(city).toHaveAccessibleDescription('Dieses Feld ist erforderlich.'));
    expect(city).toHaveFocus();
  });

  it('falls back to a toast with the server message when no field of the form is named', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    render(<Form failure={validationFailed({ password: 'passwordTooShort' })} />);
    await fillAndSubmit(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bitte prüfe deine Eingaben.'));
    expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid'))).toEqual([]);
  });

  it('uses the fallback text for a failure without a message', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    render(<Form failure={{ reason: 'offline' }} options={{ fallback: 'Speichern fehlgeschlagen.' }} />);
    await fillAndSubmit(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Speichern fehlgeschlagen.'));
  });

  it('hands an unnamed failure to onUnnamed instead of the toast; `fields` limits the names', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const onUnnamed = vi.fn();
    const failure = validationFailed({ email: 'invalidEmail' });
    render(<Form failure={failure} options={{ fields: ['name'], onUnnamed }} />);
    await fillAndSubmit(user);
    await waitFor(() => expect(onUnnamed).toHaveBeenCalledWith(failure));
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).not.toHaveAttribute('aria-invalid');
    expect(error).not.toHaveBeenCalled();
  });
});

// A rule that spans fields (the brochure text's limit depends on the expanded-text option).
const limitSchema = z
  .object({ text: z.string(), long: z.boolean() })
  .refine((v) => v.text.length <= (v.long ? 10 : 5), { path: ['text'], message: 'tooLong' });

function LimitForm({ onSaved }: { onSaved: () => void }) {
  const form = useZodForm(limitSchema, { defaultValues: { text: '', long: false } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSaved)}>
      <TextField label="Text" error={form.formState.errors.text} {...form.register('text')} />
      <label>
        <input type="checkbox" {...form.register('long')} /> Lang
      </label>
      <button type="submit">Speichern</button>
    </form>
  );
}

/** Renders the form and submits a text over the short limit: the field shows its error. */
async function submitTooLong() {
  const user = userEvent.setup();
  render(<LimitForm onSaved={vi.fn()} />);
  const text = screen.getByRole('textbox', { name: 'Text' });
  await user.type(text, 'abcdefg');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(text).toHaveAccessibleDescription(/zu lang|too long/i));
  return { user, text };
}

describe('revalidation', () => {
  it('clears an error as soon as the input is valid, also when another field made it valid', async () => {
    const { user, text } = await submitTooLong();
    // The text itself is unchanged: the longer limit alone makes it valid.
    await user.click(screen.getByRole('checkbox', { name: 'Lang' }));
    await waitFor(() => expect(text).not.toHaveAccessibleDescription(/zu lang|too long/i));
  });

  it('clears an error while typing, before the next submit', async () => {
    const { user, text } = await submitTooLong();
    await user.type(text, '{Backspace}{Backspace}');
    await waitFor(() => expect(text).not.toHaveAccessibleDescription(/zu lang|too long/i));
  });
});

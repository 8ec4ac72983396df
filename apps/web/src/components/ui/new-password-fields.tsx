/**
 * A new password and its repetition (reset, invitation, password change), registered on the
 * caller's react-hook-form form as `password` and `passwordConfirmation`. Both carry the
 * password length limits in their messages.
 */
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './field';

type NewPasswordValues = FieldValues & { password: string; passwordConfirmation?: string };

export interface NewPasswordFieldsProps<T extends NewPasswordValues, C, O> {
  form: UseFormReturn<T, C, O>;
  labels: { password: ReactNode; passwordConfirmation: ReactNode };
  /** Values for placeholders in the error texts, e.g. `{ min: 8, max: 200 }`. */
  errorValues: Record<string, string | number>;
  /** A hint under the new password. */
  hint?: ReactNode;
}

export function NewPasswordFields<T extends NewPasswordValues, C = unknown, O = T>({
  form,
  labels,
  errorValues,
  hint,
}: NewPasswordFieldsProps<T, C, O>) {
  const password = 'password' as Path<T>;
  const passwordConfirmation = 'passwordConfirmation' as Path<T>;
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        error={form.getFieldState(password, form.formState).error}
        errorValues={errorValues}
        {...form.register(password)}
      />
      <TextField
        label={labels.passwordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        error={form.getFieldState(passwordConfirmation, form.formState).error}
        errorValues={errorValues}
        {...form.register(passwordConfirmation)}
      />
    </>
  );
}

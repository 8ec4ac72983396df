/**
 * Hands a failed save to the form: validation keys the server names for a known field go to
 * that field (`form.setError`); anything else becomes one error toast.
 */
import type { ErrorOption } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/** Any form's `setError` (a field name of that form is narrower than `never`'s callers). */
type SetError = (name: never, error: ErrorOption) => void;

export function applyServerErrors(form: { setError: SetError }, error: Error, fields: readonly string[]): void {
  const named =
    isApiError(error) && error.fieldErrors
      ? Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field.split('.')[0]!))
      : [];
  for (const [field, key] of named) form.setError(field as never, { type: 'server', message: key });
  if (named.length === 0) toast.error(error.message);
}

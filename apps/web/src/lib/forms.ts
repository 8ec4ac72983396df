/**
 * The one way to build a form: `useZodForm(schema)` (react-hook-form with the shared zod
 * schema, typed from the schema — input type for the fields, output type for submit) and
 * `applyServerErrors(form, failure)`: field-keyed server errors (`fieldErrors`) land at their
 * fields via `setError`, and only a failure that names no field of this form becomes a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from './api-client';
import { toast } from './toast';

/** Zod's message for any schema without its own: a validation key the UI translates. */
function zodKeyError(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid';
    case 'too_big':
      return 'tooLong';
    case 'too_small':
      return issue.minimum === 1 ? 'required' : 'invalid';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalid';
    default:
      return 'invalid';
  }
}

// Every form is built here, so zod speaks in validation keys from the first form on.
z.config({ customError: zodKeyError });

/**
 * Validation runs on submit first, then on every change (react-hook-form's `reValidateMode`).
 * react-hook-form re-checks only the field that changed, so an error of a rule spanning fields
 * (the brochure text's limit follows the expanded-text option) would stay after another field
 * made it valid: every change also re-checks the fields that show an error of such a rule, so
 * an error clears as soon as the input is valid. Server errors stay until their own field changes.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
  const { subscribe, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, errors }) => {
          const stale = Object.entries(errors ?? {})
            // Only a rule's own check (zod `refine`, code `custom`) can span fields; "required" and
            // format errors change only with their own field, which react-hook-form re-checks.
            .filter(([field, error]) => field !== name && error?.type === 'custom')
            .map(([field]) => field as FieldPath<z.input<S>>);
          if (stale.length) void trigger(stale);
        },
      }),
    [subscribe, trigger],
  );
  return form;
}

/** A failure that may name fields: an `ApiError`, or a rule answer a call resolved with (seminar add/edit). */
interface FieldFailure {
  message: string;
  fieldErrors?: Record<string, string>;
}

const isFieldFailure = (error: unknown): error is FieldFailure =>
  isApiError(error) || (typeof error === 'object' && error !== null && 'message' in error && 'fieldErrors' in error);

/**
 * Hands a failed save to the form. `fields` limits which server field names belong to this
 * form (default: the form's current field names); the first named field gets the focus.
 * Answers true when at least one field was marked.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
  {
    fields,
    fallback,
    onUnnamed,
  }: {
    fields?: readonly string[];
    fallback?: string;
    /** Instead of the toast, e.g. when the page shows a form-level alert from the mutation state. */
    onUnnamed?: (error: unknown) => void;
  } = {},
): boolean {
  const known = fields ?? Object.keys(form.getValues() ?? {});
  const named =
    isFieldFailure(error) && error.fieldErrors
      ? Object.entries(error.fieldErrors).filter(([field]) => known.includes(field.split('.')[0]!))
      : [];
  named.forEach(([field, key], index) =>
    form.setError(field as FieldPath<T>, { type: 'server', message: key }, { shouldFocus: index === 0 }),
  );
  if (named.length === 0) {
    if (onUnnamed) onUnnamed(error);
    else
      toast.error(
        (isFieldFailure(error) || error instanceof Error) && error.message ? error.message : (fallback ?? 'Error'),
      );
  }
  return named.length > 0;
}

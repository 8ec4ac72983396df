/**
 * Labelled form controls. Each control has a <label for>, and its error (a validation key
 * from the shared zod schemas or from the server's `fieldErrors`) is translated, linked
 * through aria-describedby and flagged with aria-invalid.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { validationMessage } from '../../lib/i18n';

type ErrorLike = Pick<HookFieldError, 'message'> | undefined;

interface FieldFrameProps {
  label: ReactNode;
  error?: ErrorLike;
  /** Values for placeholders in the error text, e.g. `{ min: 6 }`. */
  errorValues?: Record<string, string | number>;
  hint?: ReactNode;
  required?: boolean;
}

function useFieldIds(error: ErrorLike, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error?.message ? errorId : null].filter(Boolean).join(' ');
  return { id, errorId, hintId, describedBy: describedBy || undefined };
}

function FieldMessages({
  error,
  errorValues,
  hint,
  errorId,
  hintId,
}: Pick<FieldFrameProps, 'error' | 'errorValues' | 'hint'> & { errorId: string; hintId: string }) {
  useTranslation(); // re-render on language change
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="field__error">
          {validationMessage(error.message, errorValues)}
        </p>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, errorValues, hint, required, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={required ? 'field__label field__label--required' : 'field__label'}>
        {label}
      </label>
      <input
        id={ids.id}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...input}
      />
      <FieldMessages error={error} errorValues={errorValues} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export type SelectFieldProps = FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

export function SelectField({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={required ? 'field__label field__label--required' : 'field__label'}>
        {label}
      </label>
      <select
        id={ids.id}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...select}
      >
        {children}
      </select>
      <FieldMessages error={error} errorValues={errorValues} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, errorValues, hint, required, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={required ? 'field__label field__label--required' : 'field__label'}>
        {label}
      </label>
      <textarea
        id={ids.id}
        rows={4}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...textarea}
      />
      <FieldMessages error={error} errorValues={errorValues} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export type CheckboxFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export function CheckboxField({ label, error, errorValues, hint, required, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={['field field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input
          id={ids.id}
          type="checkbox"
          aria-invalid={error?.message ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          {...input}
        />
        <label htmlFor={ids.id} className={required ? 'field__label--required' : undefined}>
          {label}
        </label>
      </div>
      <FieldMessages error={error} errorValues={errorValues} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

/**
 * A labelled textarea in the manner of components/ui/field.tsx: its error (a validation key)
 * is translated, linked through aria-describedby and flagged with aria-invalid.
 */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import { validationMessage } from '../../../lib/i18n';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: Pick<FieldError, 'message'>;
  errorValues?: Record<string, string | number>;
  hint?: ReactNode;
  required?: boolean;
};

export function TextAreaField({ label, error, errorValues, hint, required, className, ...textarea }: TextAreaFieldProps) {
  useTranslation(); // re-render on language change
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error?.message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={required ? 'field__label field__label--required' : 'field__label'}>
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="field__error">
          {validationMessage(error.message, errorValues)}
        </p>
      ) : null}
    </div>
  );
}

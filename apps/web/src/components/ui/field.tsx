/**
 * Labelled form controls. Each control has a <label for>, and its error (a validation key
 * from the shared zod schemas or from the server's `fieldErrors`) is translated, linked
 * through aria-describedby and flagged with aria-invalid. Features build their own controls
 * (e.g. the seminar form's euro and date inputs) from `useFieldIds` and `FieldFrame`.
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

export interface FieldFrameProps {
  label: ReactNode;
  error?: ErrorLike;
  /** Values for placeholders in the error text, e.g. `{ min: 6 }`. */
  errorValues?: Record<string, string | number>;
  hint?: ReactNode;
  required?: boolean;
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** Ids of a control, its hint and error; `extra` ids (e.g. a counter) go between hint and error. */
export function useFieldIds(error: ErrorLike, hint: ReactNode, extra: (string | null | false | undefined)[] = []) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, ...extra, error?.message ? errorId : null].filter(Boolean).join(' ');
  return { id, errorId, hintId, describedBy: describedBy || undefined };
}

/** The translated error of a field, or nothing. */
export function FieldError({
  id,
  error,
  values,
}: {
  id: string;
  error: ErrorLike;
  values?: Record<string, string | number>;
}) {
  useTranslation(); // re-render on language change
  if (!error?.message) return null;
  return (
    <p id={id} className="field__error">
      {validationMessage(error.message, values)}
    </p>
  );
}

function FieldMessages({
  error,
  errorValues,
  hint,
  ids,
}: Pick<FieldFrameProps, 'error' | 'errorValues' | 'hint'> & {
  ids: FieldIds;
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} values={errorValues} />
    </>
  );
}

/** Label, control (children), optional `after` (e.g. a counter), hint and error. */
export function FieldFrame({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  ids,
  children,
  after,
}: FieldFrameProps & {
  className?: string;
  ids: FieldIds;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={required ? 'field__label field__label--required' : 'field__label'}>
        {label}
      </label>
      {children}
      {after}
      <FieldMessages error={error} errorValues={errorValues} hint={hint} ids={ids} />
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, errorValues, hint, required, className, ...input }: TextFieldProps) {
  // A given id (e.g. a link target) names the input; the label follows it.
  const generated = useFieldIds(error, hint);
  const ids = input.id ? { ...generated, id: input.id } : generated;
  return (
    <FieldFrame {...{ label, error, errorValues, hint, required, className, ids }}>
      <input
        id={ids.id}
        className="field__control"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...input}
      />
    </FieldFrame>
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
    <FieldFrame {...{ label, error, errorValues, hint, required, className, ids }}>
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
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    /** A live "count of max characters" line; over the limit the field is marked invalid. */
    counter?: { count: number; max: number };
  };

export function TextAreaField({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  counter,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const ids = useFieldIds(error, hint, [counter ? counterId : null]);
  const over = counter ? counter.count > counter.max : false;
  return (
    <FieldFrame
      {...{ label, error, errorValues, hint, required, className, ids }}
      after={
        counter ? (
          <p
            id={counterId}
            className={over ? 'field__counter field__counter--over' : 'field__counter'}
            aria-live="polite"
          >
            {t('common.counter', { count: counter.count, max: counter.max })}
          </p>
        ) : null
      }
    >
      <textarea
        id={ids.id}
        rows={4}
        className="field__control field__control--textarea"
        aria-invalid={error?.message || over ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...textarea}
      />
    </FieldFrame>
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
      <FieldMessages error={error} errorValues={errorValues} hint={hint} ids={ids} />
    </div>
  );
}

/**
 * Seminar-form controls the shared UI kit lacks: a text area with a live counter, a euro
 * amount input (cents in the form), and a DD.MM.YYYY date input with a calendar button.
 * Errors are validation keys, translated and linked like the kit's fields.
 */
import { lazy, Suspense, useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, isIsoDate, parseGermanDate } from '@bu/contracts';
import { validationMessage } from '../../../lib/i18n';
import { centsToEuros, eurosToCents } from '../form-values';

const CalendarDialog = lazy(() => import('./calendar-dialog'));

type ErrorLike = { message?: string } | undefined;

interface FrameProps {
  label: ReactNode;
  error?: ErrorLike;
  errorValues?: Record<string, string | number>;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

export function useFieldIds(error: ErrorLike, extra: (string | null | false | undefined)[] = []) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = (hasHint: boolean) =>
    [hasHint ? hintId : null, ...extra, error?.message ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

export function FieldError({ id, error, values }: { id: string; error: ErrorLike; values?: Record<string, string | number> }) {
  useTranslation();
  if (!error?.message) return null;
  return (
    <p id={id} className="field__error">
      {validationMessage(error.message, values)}
    </p>
  );
}

function Frame({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  ids,
  children,
  after,
}: FrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode; after?: ReactNode }) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={required ? 'field__label field__label--required' : 'field__label'}>
        {label}
      </label>
      {children}
      {after}
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.errorId} error={error} values={errorValues} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  errorValues,
  hint,
  required,
  className,
  counter,
  ...textarea
}: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { counter?: { count: number; max: number } }) {
  const { t } = useTranslation();
  const counterId = useId();
  const ids = useFieldIds(error, [counter ? counterId : null]);
  const over = counter ? counter.count > counter.max : false;
  return (
    <Frame
      {...{ label, error, errorValues, hint, required, className, ids }}
      after={
        counter ? (
          <p id={counterId} className={over ? 'field__counter field__counter--over' : 'field__counter'} aria-live="polite">
            {t('seminars.form.counter', { count: counter.count, max: counter.max })}
          </p>
        ) : null
      }
    >
      <textarea
        id={ids.id}
        className="field__control field__control--textarea"
        aria-invalid={error?.message || over ? true : undefined}
        aria-describedby={ids.describedBy(Boolean(hint))}
        aria-required={required || undefined}
        {...textarea}
      />
    </Frame>
  );
}

/** Amount in euros; the form holds integer cents (null when empty, NaN when unreadable). */
export function EuroField({
  value,
  onChange,
  onBlur,
  name,
  ...frame
}: FrameProps & { value: number | null; onChange: (cents: number | null) => void; onBlur?: () => void; name: string }) {
  const ids = useFieldIds(frame.error);
  const [text, setText] = useState(() => centsToEuros(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (reset, price type switch): show it.
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!Object.is(eurosToCents(text), value)) setText(centsToEuros(value));
  }
  return (
    <Frame {...frame} ids={ids}>
      <div className="input-affix">
        <input
          id={ids.id}
          name={name}
          className="field__control"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={frame.error?.message ? true : undefined}
          aria-describedby={ids.describedBy(Boolean(frame.hint))}
          aria-required={frame.required || undefined}
          onChange={(event) => {
            const cents = eurosToCents(event.target.value);
            setText(event.target.value);
            setShown(cents);
            onChange(cents);
          }}
          onBlur={onBlur}
        />
        <span className="input-affix__suffix" aria-hidden="true">
          €
        </span>
      </div>
    </Frame>
  );
}

/**
 * Date as DD.MM.YYYY text with a calendar button. The form holds ISO YYYY-MM-DD; text that is
 * not a real date is kept as typed so the shared schema reports it (seminarDateInvalid).
 */
export function DateField({
  value,
  onChange,
  onBlur,
  name,
  readOnly,
  ...frame
}: FrameProps & {
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const ids = useFieldIds(frame.error);
  const [open, setOpen] = useState(false);
  const display = value && isIsoDate(value) ? formatDate(value) : (value ?? '');
  const labelText = typeof frame.label === 'string' ? frame.label : '';
  return (
    <Frame {...frame} ids={ids}>
      <div className="date-input">
        <input
          id={ids.id}
          name={name}
          className="field__control"
          placeholder={t('seminars.form.datePlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          value={display}
          readOnly={readOnly}
          aria-invalid={frame.error?.message ? true : undefined}
          aria-describedby={ids.describedBy(Boolean(frame.hint))}
          aria-required={frame.required || undefined}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text.trim() ? (parseGermanDate(text) ?? text) : null);
          }}
          onBlur={onBlur}
        />
        {readOnly ? null : (
          <button
            type="button"
            className="button button--secondary date-input__button"
            aria-label={t('seminars.form.openCalendar', { field: labelText })}
            onClick={() => setOpen(true)}
          >
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </button>
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <CalendarDialog
            title={labelText}
            value={value && isIsoDate(value) ? value : null}
            onSelect={(iso) => {
              onChange(iso);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </Frame>
  );
}

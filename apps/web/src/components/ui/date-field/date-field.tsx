/**
 * The app's date field (ADR 011, issue 26): text in the UI language's format (TT.MM.JJJJ,
 * DD/MM/YYYY, `dateInputFormats`) with a calendar button, framed and linked like the kit's
 * fields. Every date a provider types goes through it — never a native `<input type=date>`,
 * whose format follows the browser, not the UI language.
 *
 * The value is ISO YYYY-MM-DD; text that is not a real date is handed on as typed (a form's
 * schema may report it in its own words). Once the field has been left, such text shows the
 * translated `dateInvalid` error naming the format, unless the caller gives an error of its own;
 * it goes as soon as the text is a date. After a day is picked in the calendar the focus is back
 * in the field; closing the calendar otherwise returns it to the button.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputFormats, formatDateInput, isIsoDate, parseDateInput } from '@bu/contracts';
import { CalendarDays } from 'lucide-react';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../button';
import { FieldFrame, useFieldIds, type FieldFrameProps } from '../field';
import './date-field.css';

const CalendarDialog = lazy(() => import('./calendar-dialog'));

/** The day the format hint shows as its example (a day above 12, so day and month cannot be mixed up). */
const HINT_EXAMPLE = '2027-01-31';

/** Whether a date field's value is typed text that is not (yet) a date. */
export const isUnreadableDate = (value: string | null | undefined): boolean =>
  Boolean(value?.trim()) && !isIsoDate(value!);

export interface DateFieldProps extends FieldFrameProps {
  className?: string;
  /** ISO date, the text as typed while it is not a date, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  readOnly?: boolean;
  /** ISO date whose month the calendar shows when the field is empty. */
  openOn?: string | null;
  /** ISO date before which the calendar offers no days. */
  earliest?: string | null;
  /** ISO date after which the calendar offers no days. */
  latest?: string | null;
}

export function DateField({
  value,
  onChange,
  onBlur,
  name,
  readOnly,
  openOn,
  earliest,
  latest,
  hint,
  error,
  ...frame
}: DateFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [left, setLeft] = useState(false);
  const shownError = error?.message ? error : left && isUnreadableDate(value) ? { message: 'dateInvalid' } : undefined;
  const shownHint =
    hint === undefined
      ? t('ui.dateField.hint', {
          format: dateInputFormats[language].label,
          example: formatDateInput(HINT_EXAMPLE, language),
        })
      : hint;
  const ids = useFieldIds(shownError, shownHint);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const display = value && isIsoDate(value) ? formatDateInput(value, language) : (value ?? '');
  const labelText = typeof frame.label === 'string' ? frame.label : '';
  const day = (iso: string | null | undefined) => (iso && isIsoDate(iso) ? iso : null);
  return (
    <FieldFrame {...frame} hint={shownHint} error={shownError} ids={ids}>
      <div className="date-input">
        <input
          ref={input}
          id={ids.id}
          name={name}
          className="field__control"
          placeholder={dateInputFormats[language].label}
          inputMode="numeric"
          autoComplete="off"
          value={display}
          readOnly={readOnly}
          aria-invalid={shownError?.message ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={frame.required || undefined}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text.trim() ? (parseDateInput(text, language) ?? text) : null);
          }}
          onBlur={() => {
            setLeft(true);
            onBlur?.();
          }}
        />
        {readOnly ? null : (
          <Button
            ref={button}
            icon={CalendarDays}
            iconOnly
            className="date-input__button"
            aria-label={t('ui.dateField.openCalendar', { field: labelText })}
            onClick={() => {
              returnFocusTo.current = button.current;
              setOpen(true);
            }}
          />
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <CalendarDialog
            title={labelText}
            value={day(value)}
            onSelect={(iso) => {
              onChange(iso);
              returnFocusTo.current = input.current;
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
            returnFocus={() => returnFocusTo.current?.focus()}
            openOn={day(openOn)}
            earliest={day(earliest)}
            latest={day(latest)}
          />
        </Suspense>
      ) : null}
    </FieldFrame>
  );
}

/**
 * Seminar-form controls the shared UI kit lacks: a euro amount input (cents in the form) and a
 * date input in the UI language's format (TT.MM.JJJJ, DD/MM/YYYY) with a calendar button,
 * framed and linked like the kit's fields.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateInputFormats,
  formatDateInput,
  formatMoneyInput,
  isIsoDate,
  parseDateInput,
  parseMoneyInput,
} from '@bu/contracts';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FieldFrame, useFieldIds, type FieldFrameProps } from '../../../components/ui/field';
import { currentLanguage } from '../../../lib/i18n';
import '../seminars.css';

const CalendarDialog = lazy(() => import('./calendar-dialog'));

/** Amount in euros; the form holds integer cents (null when empty, NaN when unreadable). */
export function EuroField({
  value,
  onChange,
  onBlur,
  name,
  ...frame
}: FieldFrameProps & {
  className?: string;
  value: number | null;
  onChange: (cents: number | null) => void;
  onBlur?: () => void;
  name: string;
}) {
  const ids = useFieldIds(frame.error, frame.hint);
  const language = currentLanguage();
  const [text, setText] = useState(() => formatMoneyInput(value, language));
  const [shown, setShown] = useState(value);
  // The value changed from outside (reset, price type switch): show it.
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!Object.is(parseMoneyInput(text, language), value)) setText(formatMoneyInput(value, language));
  }
  return (
    <FieldFrame {...frame} ids={ids}>
      <div className="input-affix">
        <input
          id={ids.id}
          name={name}
          className="field__control"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={frame.error?.message ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={frame.required || undefined}
          onChange={(event) => {
            const cents = parseMoneyInput(event.target.value, language);
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
    </FieldFrame>
  );
}

/**
 * Date as text in the UI language's format (`dateInputFormats`) with a calendar button. The form
 * holds ISO YYYY-MM-DD; text that is not a real date is kept as typed so the shared schema
 * reports it (seminarDateInvalid, which names the format). After a day is picked in the
 * calendar the focus is back in the field; closing the calendar otherwise returns it to the button.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  name,
  readOnly,
  openOn,
  earliest,
  ...frame
}: FieldFrameProps & {
  /** ISO date whose month the calendar shows when the field is empty. */
  openOn?: string | null;
  /** ISO date before which the calendar offers no days. */
  earliest?: string | null;
  className?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const ids = useFieldIds(frame.error, frame.hint);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const language = currentLanguage();
  const display = value && isIsoDate(value) ? formatDateInput(value, language) : (value ?? '');
  const labelText = typeof frame.label === 'string' ? frame.label : '';
  return (
    <FieldFrame {...frame} ids={ids}>
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
          aria-invalid={frame.error?.message ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={frame.required || undefined}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text.trim() ? (parseDateInput(text, language) ?? text) : null);
          }}
          onBlur={onBlur}
        />
        {readOnly ? null : (
          <Button
            ref={button}
            icon={CalendarDays}
            iconOnly
            className="date-input__button"
            aria-label={t('seminars.form.openCalendar', { field: labelText })}
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
            value={value && isIsoDate(value) ? value : null}
            onSelect={(iso) => {
              onChange(iso);
              returnFocusTo.current = input.current;
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
            returnFocus={() => returnFocusTo.current?.focus()}
            openOn={openOn && isIsoDate(openOn) ? openOn : null}
            earliest={earliest && isIsoDate(earliest) ? earliest : null}
          />
        </Suspense>
      ) : null}
    </FieldFrame>
  );
}

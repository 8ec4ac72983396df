/**
 * A seminar-form control the shared UI kit lacks: a euro amount input (cents in the form),
 * framed and linked like the kit's fields. (Dates use the kit's DateField.)
 */
import { useState } from 'react';
import { formatMoneyInput, parseMoneyInput } from '@bu/contracts';
import { FieldFrame, InputControl, useFieldIds, type FieldFrameProps } from '../../../components/ui/field';
import { currentLanguage } from '../../../lib/i18n';
import '../seminars.css';

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
        <InputControl
          id={ids.id}
          name={name}
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

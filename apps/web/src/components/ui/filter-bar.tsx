/**
 * The filter row above a list: a search box and selects, wrapping onto new lines on narrow
 * screens, and a "reset filters" action while any filter is set.
 */
import { Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export function FilterBar({ label, children, onReset }: { label: string; children: ReactNode; onReset?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="filter-bar" role="search" aria-label={label}>
      {children}
      {onReset ? (
        <Button variant="ghost" size="sm" icon={X} className="filter-bar__reset" onClick={onReset}>
          {t('ui.resetFilters')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A search box that reports every keystroke (`onChange`, written to the URL at once; the
 * query is debounced) and follows the URL when that changes from elsewhere (reset, Back).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Values sent but not yet seen back: their echo must not undo keystrokes typed since.
  const [sent, setSent] = useState<string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const echo = sent.indexOf(value);
    if (echo >= 0) setSent(sent.slice(echo + 1));
    else {
      setSent([]);
      setText(value);
    }
  }
  return (
    <div className="field filter-bar__search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="input-icon">
        <Search aria-hidden="true" size={18} className="input-icon__icon" />
        <input
          id={id}
          type="search"
          className="field__control"
          value={text}
          placeholder={placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setSent((previous) => [...previous, event.target.value]);
            onChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
}

/** A labelled select in the filter bar. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

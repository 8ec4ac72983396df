/**
 * The filter row above a list, the one filter kit of every list (seminars, leads,
 * conversations, locations). On wider screens: a search box and selects in a row that wraps,
 * and a "reset filters" action while any filter is set. On phones the filters go behind one
 * "Filter" button, and the active ones show as chips that remove their filter, so the first
 * list item stays in view. Each filter control reports its own chip (`useFilterChip`): the
 * pages only place their controls.
 */
import { Search, SlidersHorizontal, X } from 'lucide-react';
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/media-query';
import { Button } from './button';
import './filter-bar.css';

/** An active filter as a chip: "Themenbereich: Sprachen" (the value alone without a label). */
interface Chip {
  label: string;
  value: string;
  onClear: () => void;
}

type Register = (id: string, chip: Chip | null) => void;
const ChipsContext = createContext<Register | null>(null);

/** Wider than a phone: the filters stay in their row (the same breakpoint as the stacked tables). */
export const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * Reports a filter's chip to the surrounding `FilterBar` while the filter is set (null: not set).
 * Every filter control of the kit calls it; a page's own control can too.
 */
export function useFilterChip(chip: Chip | null) {
  const register = useContext(ChipsContext);
  const id = useId();
  const clear = useRef(chip?.onClear);
  useLayoutEffect(() => {
    clear.current = chip?.onClear;
  });
  const label = chip?.label;
  const value = chip?.value;
  useEffect(() => {
    register?.(
      id,
      label !== undefined && value !== undefined ? { label, value, onClear: () => clear.current?.() } : null,
    );
  }, [register, id, label, value]);
  // Gone with its control; its place in the order is kept by the first registration.
  useEffect(() => () => register?.(id, null), [register, id]);
}

const chipText = (chip: Chip) => (chip.label ? `${chip.label}: ${chip.value}` : chip.value);

function FilterChips({ chips }: { chips: Chip[] }) {
  const { t } = useTranslation();
  if (!chips.length) return null;
  return (
    <ul className="filter-chips" aria-label={t('ui.activeFilters')}>
      {chips.map((chip) => (
        <li key={`${chip.label}:${chip.value}`}>
          <button
            type="button"
            className="filter-chip"
            aria-label={t('ui.removeFilter', { filter: chipText(chip) })}
            onClick={chip.onClear}
          >
            <span className="filter-chip__text">{chipText(chip)}</span>
            <X aria-hidden="true" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function FilterBar({ label, children, onReset }: { label: string; children: ReactNode; onReset?: () => void }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Chips by control, in the order the controls first registered (a Map keeps it on update).
  const [chips, setChips] = useState<ReadonlyMap<string, Chip | null>>(new Map());
  const register = useCallback<Register>(
    (id, chip) =>
      setChips((previous) => {
        if (previous.get(id) === chip || (!previous.get(id) && !chip && previous.has(id))) return previous;
        return new Map(previous).set(id, chip);
      }),
    [],
  );
  const active = [...chips.values()].filter((chip): chip is Chip => chip !== null);
  const reset = onReset ? (
    <Button variant="ghost" size="sm" icon={X} className="filter-bar__reset" onClick={onReset}>
      {t('ui.resetFilters')}
    </Button>
  ) : null;

  return (
    <ChipsContext.Provider value={register}>
      <div className={wide ? 'filter-bar' : 'filter-bar filter-bar--compact'} role="search" aria-label={label}>
        {wide ? null : (
          <div className="filter-bar__summary">
            <Button
              size="sm"
              icon={SlidersHorizontal}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {active.length ? t('ui.filterCount', { count: active.length }) : t('ui.filter')}
            </Button>
            <FilterChips chips={active} />
          </div>
        )}
        <div id={panelId} className="filter-bar__panel" hidden={!wide && !open}>
          {children}
          {reset}
        </div>
      </div>
    </ChipsContext.Provider>
  );
}

/** The text of the `<option>` whose value is `value` among a select's children. */
function optionText(children: ReactNode, value: string): string | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) continue;
    if (child.type === 'option' && String(child.props.value) === value) return textOf(child.props.children);
    const nested = child.type === 'option' ? null : optionText(child.props.children, value);
    if (nested !== null) return nested;
  }
  return null;
}

const textOf = (node: ReactNode): string =>
  Children.toArray(node)
    .map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : ''))
    .join('');

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
  const { t } = useTranslation();
  useFilterChip(value.trim() ? { label: t('ui.searchChip'), value: value.trim(), onClear: () => onChange('') } : null);
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

/** A labelled select in the filter bar; set (a chip) while its value is not `clearValue`. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  clearValue = '',
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
  /** The value that means "not filtered" (default: the empty "all" option). */
  clearValue?: string;
}) {
  const id = useId();
  const selected = String(value);
  useFilterChip(
    selected !== clearValue
      ? { label, value: optionText(children, selected) ?? selected, onClear: () => onChange(clearValue) }
      : null,
  );
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

/** A checkbox filter ("unread only"); its chip names it while it is ticked. */
export function FilterCheckbox({
  label,
  chipLabel,
  checked,
  onChange,
}: {
  label: ReactNode;
  /** The chip's words (the label may carry a count). */
  chipLabel: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  useFilterChip(checked ? { label: '', value: chipLabel, onClear: () => onChange(false) } : null);
  return (
    <label className="leads-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

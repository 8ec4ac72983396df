/**
 * The list of what stops a form from being sent, shown above the form after a refused submit
 * (GOV.UK's error summary): each entry names the field and its message and moves the focus to
 * that field. `focusFirstInvalid` puts the focus on the first field with an error in page order,
 * so a refused submit never leaves the focus on the button that was pressed.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import './alert.css';

export interface ErrorSummaryItem {
  /** The field's form name: the control with this `name` (or the group with this `data-field`). */
  name: string;
  label: string;
  message: string;
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [contenteditable=true], [tabindex]';

/** The control of field `name` in `container`, or the first control inside its group. */
function fieldControl(container: HTMLElement, name: string): HTMLElement | null {
  const escaped = CSS.escape(name);
  const element = container.querySelector<HTMLElement>(`[name="${escaped}"], [data-field="${escaped}"]`);
  if (!element) return null;
  return element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
}

function focusControl(control: HTMLElement) {
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  control.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  control.focus({ preventScroll: true });
}

/** Sorts `items` into the order their fields have on the page (unknown fields last). */
function inPageOrder(container: HTMLElement | null, items: ErrorSummaryItem[]): ErrorSummaryItem[] {
  if (!container) return items;
  const position = (item: ErrorSummaryItem) => fieldControl(container, item.name);
  return [...items].sort((a, b) => {
    const first = position(a);
    const second = position(b);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** Scrolls to the first field of `items` (in page order) and focuses it; answers whether one was found. */
export function focusFirstInvalid(container: HTMLElement | null, items: ErrorSummaryItem[]): boolean {
  if (!container) return false;
  for (const item of inPageOrder(container, items)) {
    const control = fieldControl(container, item.name);
    if (control) {
      focusControl(control);
      return true;
    }
  }
  return false;
}

export function ErrorSummary({
  items,
  container,
}: {
  items: ErrorSummaryItem[];
  /** Where the fields are (the form). */
  container: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const ordered = inPageOrder(container.current, items);
  return (
    <div role="alert" className="alert alert--error error-summary">
      <p className="alert__title">{t('ui.errorSummary.title', { count: items.length })}</p>
      <ul className="alert__body error-summary__list">
        {ordered.map((item) => (
          <li key={item.name}>
            <a
              href={`#${item.name}`}
              onClick={(event) => {
                event.preventDefault();
                const control = container.current && fieldControl(container.current, item.name);
                if (control) focusControl(control);
              }}
            >
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

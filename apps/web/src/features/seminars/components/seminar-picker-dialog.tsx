/**
 * The seminar picker (seed §2 "seminar picker dialog"): a modal with a search box over the
 * provider's published seminars. The search box is a combobox — arrow keys move through the
 * results, Enter chooses, Escape closes — and every result can also be clicked.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldHint, TextField } from '../../../components/ui/field';
import { formatDay } from '../../../lib/format';
import { useSeminarOptions, type SeminarOption } from '../seminar-options';
import '../seminars.css';

const SEARCH_DEBOUNCE_MS = 250;

export function SeminarPickerDialog({
  open,
  onOpenChange,
  onChoose,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (seminar: SeminarOption) => void;
  /** The button that opens the dialog (focus returns to it on close). */
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const options = useSeminarOptions(query, open);
  const seminars = options.data?.seminars ?? [];
  const total = options.data?.total ?? 0;
  const ids = { input: useId(), list: useId(), option: useId() };

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setActive(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const choose = (seminar: SeminarOption | undefined) => {
    if (!seminar) return;
    onChoose(seminar);
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, seminars.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Home') {
      setActive(0);
    } else if (event.key === 'End') {
      setActive(Math.max(seminars.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(seminars[active]);
    }
  };

  const activeId = seminars[active] ? `${ids.option}-${seminars[active].id}` : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setSearch('');
          setQuery('');
          setActive(0);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog dialog--stack">
          <Dialog.Title className="dialog__title">{t('seminars.picker.title')}</Dialog.Title>
          <Dialog.Description className="dialog__description">{t('seminars.picker.description')}</Dialog.Description>
          <TextField
            label={t('seminars.picker.search')}
            id={ids.input}
            type="search"
            role="combobox"
            aria-expanded={seminars.length > 0}
            aria-controls={ids.list}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p className="visually-hidden" aria-live="polite">
            {options.data ? t('seminars.picker.results', { count: seminars.length }) : ''}
          </p>
          {options.error ? <FieldError>{options.error.message}</FieldError> : null}
          {options.data && seminars.length === 0 ? <p className="muted">{t('seminars.picker.none')}</p> : null}
          {total > seminars.length ? (
            <FieldHint className="muted">{t('seminars.picker.more', { shown: seminars.length, total })}</FieldHint>
          ) : null}
          <ul id={ids.list} role="listbox" aria-label={t('seminars.picker.listLabel')} className="picker-list">
            {seminars.map((seminar, index) => (
              <li
                key={seminar.id}
                id={`${ids.option}-${seminar.id}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'picker-list__option picker-list__option--active' : 'picker-list__option'}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(seminar)}
              >
                <span className="picker-list__title">{seminar.title}</span>
                <span className="muted picker-list__meta">
                  {[seminar.seminarNumber, formatDay(seminar.startDate)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <Button>{t('seminars.picker.cancel')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

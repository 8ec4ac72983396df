/**
 * The calendar of a date field (react-day-picker in a dialog), loaded only when opened. The field
 * says where the focus goes when it closes (`returnFocus`): the dialog is unmounted rather than
 * closed, and Radix would otherwise leave the focus on the page body.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { DayPicker } from 'react-day-picker';
import { de, enUS } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { calendarDay, isoDateOf } from '@bu/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { Button } from '../button';

export default function CalendarDialog({
  title,
  value,
  onSelect,
  onClose,
  openOn,
  earliest,
  latest,
  returnFocus,
}: {
  title: string;
  value: string | null;
  /** The month shown when there is no value yet (e.g. the end date opens on the start month). */
  openOn?: string | null;
  /** Days before this ISO date cannot be chosen. */
  earliest?: string | null;
  /** Days after this ISO date cannot be chosen. */
  latest?: string | null;
  onSelect: (iso: string) => void;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  const selected = value ? calendarDay(value) : undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="dialog dialog--calendar"
          aria-describedby={undefined}
          // The calendar puts the focus on the selected day (or today) itself: arrow keys move at once.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className="dialog__title">{title || t('ui.dateField.chooseDate')}</Dialog.Title>
          <DayPicker
            mode="single"
            autoFocus
            locale={currentLanguage() === 'de' ? de : enUS}
            selected={selected}
            defaultMonth={selected ?? (openOn ? calendarDay(openOn) : undefined)}
            disabled={[
              ...(earliest ? [{ before: calendarDay(earliest) }] : []),
              ...(latest ? [{ after: calendarDay(latest) }] : []),
            ]}
            onSelect={(date) => {
              if (date) onSelect(isoDateOf(date));
            }}
          />
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <Button>{t('ui.dateField.cancel')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

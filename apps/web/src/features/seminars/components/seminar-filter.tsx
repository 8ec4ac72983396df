/**
 * The seminar filter of a list or screen (leads, statistics): a button naming the chosen seminar
 * (or "all seminars") that opens the server-searched seminar picker, so every seminar of the
 * provider can be chosen however many there are, and a button that clears the choice.
 */
import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useFilterChip } from '../../../components/ui/filter-bar';
import { useSeminarOption } from '../seminar-options';
import { SeminarPickerDialog } from './seminar-picker-dialog';
import '../seminars.css';

export function SeminarFilter({
  label,
  allLabel,
  clearLabel,
  value,
  onChange,
}: {
  label: string;
  /** What the button says while no seminar is chosen. */
  allLabel: string;
  clearLabel: string;
  value: string | undefined;
  onChange: (seminarId: string | undefined) => void;
}) {
  const id = useId();
  const chosen = useSeminarOption(value);
  const [open, setOpen] = useState(false);
  useFilterChip(value ? { label, value: chosen.data?.title ?? '…', onClear: () => onChange(undefined) } : null);
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="seminar-filter">
        <SeminarPickerDialog open={open} onOpenChange={setOpen} onChoose={(seminar) => onChange(seminar.id)}>
          <button
            type="button"
            className="field__control seminar-filter__button"
            aria-labelledby={`${id}-label ${id}-value`}
          >
            <span id={`${id}-value`}>{value ? (chosen.data?.title ?? '…') : allLabel}</span>
          </button>
        </SeminarPickerDialog>
        {value ? (
          <Button variant="ghost" iconOnly icon={X} aria-label={clearLabel} onClick={() => onChange(undefined)} />
        ) : null}
      </div>
    </div>
  );
}

/**
 * The seminar filter of a list or screen (leads, statistics): a button naming the chosen seminar
 * (or "all seminars") that opens the server-searched seminar picker, so every seminar of the
 * provider can be chosen however many there are, and a button that clears the choice.
 */
import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ControlButton, FieldGroup, useFieldIds } from '../../../components/ui/field';
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
  const ids = useFieldIds(undefined, null);
  const valueId = `${ids.id}-value`;
  const chosen = useSeminarOption(value);
  const [open, setOpen] = useState(false);
  useFilterChip(value ? { label, value: chosen.data?.title ?? '…', onClear: () => onChange(undefined) } : null);
  return (
    <FieldGroup label={label} ids={ids}>
      <div className="seminar-filter">
        <SeminarPickerDialog open={open} onOpenChange={setOpen} onChoose={(seminar) => onChange(seminar.id)}>
          <ControlButton className="seminar-filter__button" aria-labelledby={`${ids.labelId} ${valueId}`}>
            <span id={valueId}>{value ? (chosen.data?.title ?? '…') : allLabel}</span>
          </ControlButton>
        </SeminarPickerDialog>
        {value ? (
          <Button variant="ghost" iconOnly icon={X} aria-label={clearLabel} onClick={() => onChange(undefined)} />
        ) : null}
      </div>
    </FieldGroup>
  );
}

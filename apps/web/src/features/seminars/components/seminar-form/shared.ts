/** What the seminar form's fieldsets share: the form's type, the list meta and the value converters. */
import type { SeminarFieldsInput, SeminarInput } from '@bu/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { SeminarListResponse } from '../../api';

/** The form as `useZodForm(seminarInputSchemaFor(…))` returns it. */
export type SeminarFormApi = UseFormReturn<SeminarFieldsInput, unknown, SeminarInput>;

export type SeminarFormMeta = Pick<
  SeminarListResponse,
  'seminar_categories' | 'owners' | 'globalSemester' | 'vatRatePercent'
>;

export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
export const optionalText = (value: unknown) => (value === '' ? null : value);

/** The seminar form's dates: start and end (the start locked once bookable, code 14) and a comment. */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@bu/contracts';
import { TextField } from '../../../../components/ui/field';
import { DateField } from '../../../../components/ui/date-field/date-field';
import { optionalText, type SeminarFormApi } from './shared';

export function DatesFieldset({
  form,
  startDate,
  startDateLocked,
  published,
}: {
  form: SeminarFormApi;
  /** The watched start date: the end date's calendar opens on it and allows no earlier day. */
  startDate: string | null | undefined;
  startDateLocked: boolean;
  published: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;

  return (
    <fieldset className="form__section card" id="section-dates">
      <legend>{t('seminars.form.sections.dates')}</legend>
      <div className="form__row">
        <Controller
          control={form.control}
          name="startDate"
          render={({ field }) => (
            <DateField
              label={t('seminars.fields.startDate')}
              required
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              readOnly={startDateLocked}
              earliest={published ? null : todayIso()}
              hint={startDateLocked ? t('seminars.form.startDateLocked') : undefined}
              error={errors.startDate}
            />
          )}
        />
        <Controller
          control={form.control}
          name="endDate"
          render={({ field }) => (
            <DateField
              label={t('seminars.fields.endDate')}
              required
              name={field.name}
              value={field.value ?? null}
              openOn={startDate}
              earliest={startDate}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.endDate}
            />
          )}
        />
      </div>
      <TextField
        label={t('seminars.fields.dateComment')}
        hint={t('seminars.form.dateCommentHint')}
        error={errors.dateComment}
        {...form.register('dateComment', { setValueAs: optionalText })}
      />
    </fieldset>
  );
}

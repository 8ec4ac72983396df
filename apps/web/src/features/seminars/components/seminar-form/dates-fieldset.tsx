/**
 * The seminar form's dates: start and end (the start locked once bookable, code 14), a comment,
 * and the daily schedule (issue 46) — times, teaching hours, whether the weekend is taught and
 * the dates without seminar — with the seminar days they give, as the documents will list them.
 */
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { formatDate, formatDayList, seminarDaysIso, todayIso } from '@bu/contracts';
import { CheckboxField, TextField } from '../../../../components/ui/field';
import { DateField } from '../../../../components/ui/date-field/date-field';
import { currentLanguage } from '../../../../lib/i18n';
import { optionalNumber, optionalText, type SeminarFormApi } from './shared';

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
      <ScheduleFields form={form} />
    </fieldset>
  );
}

/** Daily times, teaching hours, weekend and dates without seminar, and the seminar days they give. */
function ScheduleFields({ form }: { form: SeminarFormApi }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { errors } = form.formState;
  const [startDate, endDate, weekendDays, nonSeminarDates] = useWatch({
    control: form.control,
    name: ['startDate', 'endDate', 'weekendDays', 'nonSeminarDates'],
  });
  const [adding, setAdding] = useState<string | null>(null);
  const days = seminarDaysIso({ startDate, endDate, weekendDays, nonSeminarDates });
  const marked = nonSeminarDates ?? [];
  const setMarked = (next: string[]) =>
    form.setValue('nonSeminarDates', [...new Set(next)].sort(), { shouldDirty: true, shouldValidate: true });

  return (
    <div className="schedule" aria-labelledby="schedule-heading">
      <h3 id="schedule-heading" className="schedule__heading">
        {t('seminars.form.scheduleHeading')}
      </h3>
      <div className="form__row">
        <TextField
          label={t('seminars.fields.timeFrom')}
          type="time"
          error={errors.timeFrom}
          {...form.register('timeFrom', { setValueAs: optionalText })}
        />
        <TextField
          label={t('seminars.fields.timeTo')}
          type="time"
          error={errors.timeTo}
          {...form.register('timeTo', { setValueAs: optionalText })}
        />
        <TextField
          label={t('seminars.fields.teachingHoursPerDay')}
          type="number"
          min={0.5}
          max={12}
          step={0.25}
          inputMode="decimal"
          hint={t('seminars.form.teachingHoursHint')}
          error={errors.teachingHoursPerDay}
          {...form.register('teachingHoursPerDay', { setValueAs: optionalNumber })}
        />
      </div>
      <CheckboxField
        label={t('seminars.fields.weekendDays')}
        error={errors.weekendDays}
        {...form.register('weekendDays')}
      />
      <div className="schedule__off">
        <DateField
          label={t('seminars.fields.nonSeminarDates')}
          name="nonSeminarDate"
          value={adding}
          openOn={startDate}
          earliest={startDate}
          latest={endDate}
          onChange={(value) => {
            setAdding(null);
            if (value) setMarked([...marked, value]);
          }}
          hint={t('seminars.form.nonSeminarDatesHint')}
          error={errors.nonSeminarDates?.message ? errors.nonSeminarDates : errors.nonSeminarDates?.root}
        />
        {marked.length ? (
          <ul className="schedule__chips" aria-label={t('seminars.fields.nonSeminarDates')}>
            {marked.map((date) => (
              <li key={date} className="chip">
                {formatDate(date, language)}
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={t('seminars.form.nonSeminarDateRemove', { date: formatDate(date, language) })}
                  onClick={() => setMarked(marked.filter((d) => d !== date))}
                >
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {days.length ? (
        <p className="schedule__days" role="status">
          {t('seminars.form.seminarDays', { count: days.length, days: formatDayList(days, language) })}
        </p>
      ) : null}
    </div>
  );
}

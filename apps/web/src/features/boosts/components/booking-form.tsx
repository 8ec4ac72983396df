/**
 * The boost booking form (seed §2, §9): a seminar, the first day (today unless another is picked)
 * and a duration — 7, 14 or 30 days, or a custom number capped at the day before course start
 * with the reason shown — go into the cart. Built the one way (`useZodForm`): the fields are
 * checked as the body of POST /seminars/boost (`boostBookBodySchema`) plus the booking rules the
 * server applies too (contracts' `boostStartAllowed`, `maxBoostDays`), and the server's field
 * errors land at their fields. `?seminarId=` preselects a seminar.
 */
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  BOOST_DURATION_PRESETS,
  addDaysIso,
  boostBookBodySchema,
  boostStartAllowed,
  isIsoDate,
  maxBoostDays,
  type BoostableSeminar,
} from '@bu/contracts';
import { Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { DateField } from '../../../components/ui/date-field/date-field';
import {
  FieldSet,
  InputControl,
  RadioOption,
  RadioOptions,
  SelectField,
  useFieldIds,
} from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useBookBoost } from '../api';
import { formatDay, formatMoney } from '../../../lib/format';

const DURATIONS = [...BOOST_DURATION_PRESETS.map((days) => `${days}` as const), 'custom' as const];
const [SHORTEST] = BOOST_DURATION_PRESETS;

type Course = Pick<BoostableSeminar, 'id' | 'startDate'>;
const courseStartOf = (seminars: readonly Course[], id: string | undefined) =>
  seminars.find((s) => s.id === id)?.startDate ?? null;
/** The most days a boost of the seminar may last from `startsOn` (from today while the day is not a date). */
const maxDaysOf = (seminars: readonly Course[], id: string | undefined, startsOn: string | null, today: string) =>
  maxBoostDays(startsOn && isIsoDate(startsOn) ? startsOn : today, courseStartOf(seminars, id));

/**
 * The form's fields (`days`: the custom number as typed) become the request body, checked by the
 * contract and by the booking rules the server applies too: a first day from today and before
 * course start, at least one day, and no more than fit before the chosen seminar starts. Every
 * duration error is the body's, so it is at `days`.
 */
function bookingFormSchema(seminars: readonly Course[], today: string) {
  return z
    .object({ seminarId: z.string(), startsOn: z.string().nullable(), duration: z.enum(DURATIONS), days: z.string() })
    .transform(({ seminarId, startsOn, duration, days }) => ({
      seminarId,
      startsOn: startsOn ?? '',
      days: Number(duration === 'custom' ? days : duration),
    }))
    .pipe(
      boostBookBodySchema
        .pick({ seminarId: true, days: true })
        .extend({ startsOn: z.iso.date({ error: 'dateInvalid' }) })
        .superRefine(({ seminarId, startsOn, days }, ctx) => {
          const courseStart = courseStartOf(seminars, seminarId);
          if (!boostStartAllowed(startsOn, today, courseStart))
            ctx.addIssue({ code: 'custom', path: ['startsOn'], message: 'boostStartInvalid' });
          else if (days < 1) ctx.addIssue({ code: 'custom', path: ['days'], message: 'boostDaysInvalid' });
          else if (days > maxBoostDays(startsOn, courseStart))
            ctx.addIssue({ code: 'custom', path: ['days'], message: 'boostPastCourseStart' });
        }),
    );
}

export function BookingForm({
  seminars,
  pricePerDayCents,
  today,
}: {
  seminars: BoostableSeminar[];
  pricePerDayCents: number;
  /** The server's day: the first day offered, and the earliest. */
  today: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const schema = useMemo(() => bookingFormSchema(seminars, today), [seminars, today]);
  const preselected = params.get('seminarId');
  const initialSeminar = seminars.some((s) => s.id === preselected) ? preselected! : (seminars[0]?.id ?? '');
  // A preset that does not fit before course start becomes the longest custom duration that does.
  const initialMax = maxDaysOf(seminars, initialSeminar, today, today);
  const presetFits = initialMax >= SHORTEST || initialMax === 0;
  const form = useZodForm(schema, {
    defaultValues: {
      seminarId: initialSeminar,
      startsOn: today,
      duration: presetFits ? `${SHORTEST}` : 'custom',
      days: presetFits ? '' : String(initialMax),
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const booking = schema.safeParse(values);
  const seminar = seminars.find((s) => s.id === values.seminarId);
  const startsOn = values.startsOn ?? null;
  const fromDay = startsOn && isIsoDate(startsOn) ? startsOn : today;
  const maxDays = maxDaysOf(seminars, values.seminarId, startsOn, today);
  const hint = seminar
    ? fromDay === today
      ? t('boosts.form.capHint', { date: formatDay(seminar.startDate), count: maxDays })
      : t('boosts.form.capHintFrom', { date: formatDay(seminar.startDate), from: formatDay(fromDay), count: maxDays })
    : null;
  const daysIds = useFieldIds(errors.days, hint);
  const book = useBookBoost();

  /** A chosen preset longer than what now fits becomes the longest custom duration that does. */
  const fitDuration = (max: number) => {
    const duration = form.getValues('duration');
    if (duration !== 'custom' && Number(duration) > max && max > 0) {
      form.setValue('duration', 'custom');
      form.setValue('days', String(max));
    }
    if (form.getFieldState('days').error) void form.trigger('days');
  };

  const seminarField = form.register('seminarId', {
    onChange: (event: { target: { value: string } }) =>
      fitDuration(maxDaysOf(seminars, event.target.value, form.getValues('startsOn'), today)),
  });

  // An error of the number of days belongs to the duration too: another choice checks it again.
  const durationField = form.register('duration', {
    onChange: () => {
      if (form.getFieldState('days').error) void form.trigger('days');
    },
  });

  const submit = form.handleSubmit((body) =>
    book.mutate(body, {
      onSuccess: () => toast.success(t('boosts.form.added')),
      onError: (error) => applyServerErrors(form, error, { fields: ['seminarId', 'startsOn', 'days'] }),
    }),
  );

  if (!seminars.length) {
    return (
      <Alert tone="info">
        <p>{t('boosts.form.none')}</p>
        <p>
          <Link to="/seminars">{t('boosts.form.toSeminars')}</Link>
        </p>
      </Alert>
    );
  }

  return (
    <form className="form boost-form" onSubmit={submit} noValidate>
      <SelectField label={t('boosts.form.seminar')} error={errors.seminarId} {...seminarField}>
        {seminars.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title} ({t('boosts.form.starts', { date: formatDay(s.startDate) })})
          </option>
        ))}
      </SelectField>
      <Controller
        control={form.control}
        name="startsOn"
        render={({ field }) => (
          <DateField
            label={t('boosts.form.startsOn')}
            name={field.name}
            value={field.value ?? null}
            onChange={(value) => {
              field.onChange(value);
              if (value && isIsoDate(value))
                fitDuration(maxDaysOf(seminars, form.getValues('seminarId'), value, today));
            }}
            onBlur={field.onBlur}
            earliest={today}
            latest={seminar ? addDaysIso(seminar.startDate, -1) : null}
            error={errors.startsOn}
          />
        )}
      />
      <FieldSet
        legend={t('boosts.form.duration')}
        className="boost-form__durations"
        ids={daysIds}
        hint={hint}
        error={errors.days}
      >
        <RadioOptions>
          {BOOST_DURATION_PRESETS.map((preset) => (
            <RadioOption
              key={preset}
              value={preset}
              disabled={preset > maxDays}
              label={t('counts.days', { count: preset })}
              {...durationField}
            />
          ))}
          <RadioOption value="custom" label={t('boosts.form.custom')} {...durationField} />
        </RadioOptions>
        {values.duration === 'custom' ? (
          <div className="boost-form__custom">
            <label htmlFor={daysIds.id}>{t('boosts.form.customDays')}</label>
            <InputControl
              id={daysIds.id}
              compact
              type="number"
              inputMode="numeric"
              min={1}
              max={maxDays}
              step={1}
              aria-invalid={errors.days ? true : undefined}
              aria-describedby={daysIds.describedBy}
              {...form.register('days')}
            />
          </div>
        ) : null}
      </FieldSet>
      <dl className="facts boost-form__price">
        <div>
          <dt>{t('boosts.pricePerDay')}</dt>
          <dd>{formatMoney(pricePerDayCents)}</dd>
        </div>
        <div>
          <dt>{t('boosts.form.amount')}</dt>
          <dd>{booking.success ? formatMoney(booking.data.days * pricePerDayCents) : '–'}</dd>
        </div>
      </dl>
      <div className="form__actions">
        <SubmitButton icon={Plus} pending={book.isPending} pendingLabel={t('boosts.form.adding')}>
          {t('boosts.form.add')}
        </SubmitButton>
      </div>
    </form>
  );
}

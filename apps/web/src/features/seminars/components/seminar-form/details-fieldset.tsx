/** The seminar form's details: target group, prerequisites, features, size, telephone, link, follow-up booking. */
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextAreaField, TextField } from '../../../../components/ui/field';
import { optionalNumber, optionalText, type SeminarFormApi } from './shared';

export function DetailsFieldset({
  form,
  participants,
}: {
  form: SeminarFormApi;
  /** Booked participants and the waitlist of a saved seminar, shown at its maximum. */
  participants?: { booked: number; waitlist: number };
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;

  return (
    <fieldset className="form__section card" id="section-details">
      <legend>{t('seminars.form.sections.details')}</legend>
      <TextAreaField
        label={t('seminars.fields.targetGroup')}
        rows={2}
        error={errors.targetGroup}
        {...form.register('targetGroup', { setValueAs: optionalText })}
      />
      <TextAreaField
        label={t('seminars.fields.prerequisites')}
        rows={2}
        error={errors.prerequisites}
        {...form.register('prerequisites', { setValueAs: optionalText })}
      />
      <TextAreaField
        label={t('seminars.fields.specialFeatures')}
        rows={2}
        error={errors.specialFeatures}
        {...form.register('specialFeatures', {
          setValueAs: optionalText,
        })}
      />
      <div className="form__row">
        <TextField
          label={t('seminars.fields.maxParticipants')}
          type="number"
          min={1}
          inputMode="numeric"
          error={errors.maxParticipants}
          hint={
            participants
              ? [
                  t('seminars.list.booked', { booked: participants.booked }),
                  participants.waitlist ? t('seminars.list.waitlist', { count: participants.waitlist }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : undefined
          }
          {...form.register('maxParticipants', {
            setValueAs: optionalNumber,
          })}
        />
        <TextField
          label={t('seminars.fields.infoTelephone')}
          type="tel"
          autoComplete="tel"
          error={errors.infoTelephone}
          {...form.register('infoTelephone', {
            setValueAs: optionalText,
          })}
        />
      </div>
      <TextField
        label={t('seminars.fields.directLink')}
        type="url"
        placeholder="https://"
        hint={t('seminars.form.directLinkHint')}
        error={errors.directLink}
        {...form.register('directLink', { setValueAs: optionalText })}
      />
      <CheckboxField
        label={t('seminars.fields.followUpBooking')}
        hint={t('seminars.form.followUpBookingHint')}
        {...form.register('followUpBooking')}
      />
    </fieldset>
  );
}

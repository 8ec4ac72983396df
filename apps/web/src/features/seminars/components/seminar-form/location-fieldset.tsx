/** The seminar form's location: one of the provider's locations (optional online) and a city comment. */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useLocationList } from '../../../locations';
import { optionalText, type SeminarFormApi } from './shared';
import '../../seminars.css';

export function LocationFieldset({
  form,
  online,
  onNewLocation,
}: {
  form: SeminarFormApi;
  /** An online seminar needs no location. */
  online: boolean;
  /** Opens the dialog that creates a location (outside the form, which it must not submit). */
  onNewLocation: () => void;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const locations = useLocationList('active');

  return (
    <fieldset className="form__section card" id="section-location">
      <legend>{t('seminars.form.sections.location')}</legend>
      <div className="location-picker">
        <Controller
          control={form.control}
          name="locationId"
          render={({ field }) => (
            <SelectField
              label={t('seminars.fields.locationId')}
              required={!online}
              hint={online ? t('seminars.form.locationOptional') : undefined}
              error={errors.locationId}
              aria-busy={locations.isPending || undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              onBlur={field.onBlur}
            >
              <option value="">{t('seminars.form.noLocation')}</option>
              {(locations.data?.locations ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {location.formattedAddress}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Button onClick={onNewLocation}>{t('seminars.form.newLocation')}</Button>
      </div>
      <TextField
        label={t('seminars.fields.cityComment')}
        error={errors.cityComment}
        {...form.register('cityComment', { setValueAs: optionalText })}
      />
    </fieldset>
  );
}

/**
 * The location form (seed §2, §3): street, postal code, city, city addition, country, state,
 * status and the business-address marker, validated by the shared `locationInputSchema`.
 * It is meant to be the one form the /locations page and the seminar form's location dialog
 * both embed: the caller decides what saving means (create or update) through `onSubmit`;
 * field errors from the server land on their fields, anything else becomes a toast.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { locationInputSchema, type Location, type LocationInput } from '@bu/contracts';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { CountrySelect, StateSelect } from '../../../components/ui/region-select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const FIELDS = [
  'street',
  'postalCode',
  'city',
  'country',
  'state',
  'cityAddition',
  'status',
  'isBusinessAddress',
] as const;

export interface LocationFormProps {
  /** The saved location when editing. */
  location?: Location | null;
  /** Forces the type (the seminar form knows whether the seminar is online). */
  online?: boolean;
  /** Status and business-address marker; the seminar form's quick add may leave them out. */
  showStatus?: boolean;
  /** Saves; a rejected ApiError with `fieldErrors` marks the fields. */
  onSubmit: (input: LocationInput) => Promise<unknown>;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  /** Extra buttons beside submit, e.g. a dialog's cancel. */
  actions?: ReactNode;
}

const emptyToNull = (value: unknown) => (value === '' ? null : value);

export function LocationForm({
  location,
  online,
  showStatus = true,
  onSubmit,
  submitLabel,
  pendingLabel,
  actions,
}: LocationFormProps) {
  const { t } = useTranslation();
  const type = online === undefined ? (location?.type ?? 'presence') : online ? 'online' : 'presence';
  const form = useZodForm(locationInputSchema, {
    defaultValues: {
      type,
      street: location?.street ?? '',
      postalCode: location?.postalCode ?? '',
      city: location?.city ?? '',
      country: location?.country ?? 'DE',
      state: (location?.state ?? null) as LocationInput['state'],
      cityAddition: location?.cityAddition ?? '',
      status: location?.status ?? 'active',
      isBusinessAddress: location?.isBusinessAddress ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, type });
    } catch (error) {
      applyServerErrors(form, error, { fields: FIELDS, fallback: t('locations.saveFailed') });
    }
  });

  return (
    <form
      noValidate
      className="form"
      onSubmit={(event) => {
        // Inside a portalled dialog React still bubbles submit to an enclosing form.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <TextField
        label={t('locations.fields.street')}
        autoComplete="street-address"
        required={type !== 'online'}
        error={errors.street}
        errorValues={{ max: 200 }}
        {...form.register('street')}
      />
      <div className="form__row">
        <TextField
          label={t('locations.fields.postalCode')}
          autoComplete="postal-code"
          required
          error={errors.postalCode}
          errorValues={{ max: 20 }}
          {...form.register('postalCode')}
        />
        <TextField
          label={t('locations.fields.city')}
          autoComplete="address-level2"
          required
          error={errors.city}
          errorValues={{ max: 100 }}
          {...form.register('city')}
        />
      </div>
      <TextField
        label={t('locations.fields.cityAddition')}
        hint={t('locations.fields.cityAdditionHint')}
        error={errors.cityAddition}
        errorValues={{ max: 100 }}
        {...form.register('cityAddition')}
      />
      <div className="form__row">
        <CountrySelect
          label={t('locations.fields.country')}
          required
          error={errors.country}
          {...form.register('country')}
        />
        <StateSelect
          label={t('locations.fields.state')}
          error={errors.state}
          emptyOption={t('locations.fields.noState')}
          {...form.register('state', { setValueAs: emptyToNull })}
        />
      </div>
      {showStatus ? (
        <>
          <SelectField label={t('locations.fields.status')} error={errors.status} {...form.register('status')}>
            <option value="active">{t('locations.status.active')}</option>
            <option value="inactive">{t('locations.status.inactive')}</option>
          </SelectField>
          <CheckboxField
            label={t('locations.fields.isBusinessAddress')}
            error={errors.isBusinessAddress}
            {...form.register('isBusinessAddress')}
          />
        </>
      ) : null}
      <div className="dialog__actions">
        {actions}
        <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

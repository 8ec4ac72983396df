/**
 * The street / postal code / city / country group of the address forms (sign-up, profile,
 * master data, invoicing), registered on the caller's react-hook-form form. Errors come from
 * the form's state and carry the shared schemas' length limits.
 */
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './field';
import { CountrySelect } from './region-select';

type AddressPart = 'street' | 'postalCode' | 'city' | 'country';

export interface AddressFieldsProps<T extends FieldValues, C, O> {
  form: UseFormReturn<T, C, O>;
  labels: Record<AddressPart, ReactNode>;
  /** The form's field names; by default `street`, `postalCode`, `city` and `country`. */
  names?: Record<AddressPart, Path<T>>;
  /** An autocomplete section such as `billing`, put before each token. */
  autoCompleteSection?: string;
  /** Whether the country select is autocompleted (`country`). */
  countryAutoComplete?: boolean;
  /** Label of an empty first country option, when none is chosen yet. */
  countryEmptyOption?: ReactNode;
}

const defaultNames = { street: 'street', postalCode: 'postalCode', city: 'city', country: 'country' };

export function AddressFields<T extends FieldValues, C = unknown, O = T>({
  form,
  labels,
  names = defaultNames as Record<AddressPart, Path<T>>,
  autoCompleteSection,
  countryAutoComplete = false,
  countryEmptyOption,
}: AddressFieldsProps<T, C, O>) {
  const error = (part: AddressPart) => form.getFieldState(names[part], form.formState).error;
  const autoComplete = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  return (
    <>
      <TextField
        label={labels.street}
        required
        autoComplete={autoComplete('street-address')}
        error={error('street')}
        errorValues={{ max: 200 }}
        {...form.register(names.street)}
      />
      <div className="form__row">
        <TextField
          label={labels.postalCode}
          required
          autoComplete={autoComplete('postal-code')}
          error={error('postalCode')}
          errorValues={{ max: 20 }}
          {...form.register(names.postalCode)}
        />
        <TextField
          label={labels.city}
          required
          autoComplete={autoComplete('address-level2')}
          error={error('city')}
          errorValues={{ max: 100 }}
          {...form.register(names.city)}
        />
      </div>
      <CountrySelect
        label={labels.country}
        required
        autoComplete={countryAutoComplete ? autoComplete('country') : undefined}
        error={error('country')}
        emptyOption={countryEmptyOption}
        {...form.register(names.country)}
      />
    </>
  );
}

/**
 * The country and German-state selects of the address forms (sign-up, profile, settings,
 * locations, leads): names in the UI language, Germany first among the countries.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { germanStates } from '@bu/contracts';
import { countryOptions } from '../../lib/countries';
import { currentLanguage } from '../../lib/i18n';
import { SelectField, type SelectFieldProps } from './field';

export type RegionSelectProps = Omit<SelectFieldProps, 'children'> & {
  /** Label of a leading empty option (value ''), when the select may stay empty. */
  emptyOption?: ReactNode;
};

export function CountrySelect({ emptyOption, ...select }: RegionSelectProps) {
  useTranslation(); // re-render on language change
  const language = currentLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  return (
    <SelectField {...select}>
      {emptyOption ? <option value="">{emptyOption}</option> : null}
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

export function StateSelect({ emptyOption, ...select }: RegionSelectProps) {
  useTranslation(); // re-render on language change
  const language = currentLanguage();
  return (
    <SelectField {...select}>
      {emptyOption ? <option value="">{emptyOption}</option> : null}
      {germanStates.map((state) => (
        <option key={state.code} value={state.code}>
          {state[language]}
        </option>
      ))}
    </SelectField>
  );
}

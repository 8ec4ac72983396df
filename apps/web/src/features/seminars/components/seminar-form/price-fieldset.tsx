/** The seminar form's price: its type, then the exact price or the range, and a comment. */
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { priceTypes, type PriceType } from '@bu/contracts';
import { SelectField, TextField } from '../../../../components/ui/field';
import { priceFieldsOf } from '../../form-values';
import { EuroField } from '../form-controls';
import { optionalText, type SeminarFormApi } from './shared';

export function PriceFieldset({ form }: { form: SeminarFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const priceType = useWatch({ control: form.control, name: 'priceType' });

  // A price type keeps only its own amounts: the others are cleared with their errors.
  const changePriceType = (next: PriceType | null) => {
    form.setValue('priceType', next);
    const keep = next ? priceFieldsOf[next] : [];
    for (const field of ['priceCents', 'priceMinCents', 'priceMaxCents'] as const) {
      if (!keep.includes(field)) form.setValue(field, null);
    }
    form.clearErrors(['priceCents', 'priceMinCents', 'priceMaxCents']);
  };

  return (
    <fieldset className="form__section card" id="section-price">
      <legend>{t('seminars.form.sections.price')}</legend>
      <SelectField
        label={t('seminars.fields.priceType')}
        required
        error={errors.priceType}
        value={priceType ?? ''}
        onChange={(event) => changePriceType((event.target.value || null) as PriceType | null)}
      >
        <option value="">{t('seminars.form.choose')}</option>
        {priceTypes.map((type) => (
          <option key={type} value={type}>
            {t(`seminars.priceType.${type}`)}
          </option>
        ))}
      </SelectField>
      {priceType === 'exact' ? (
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field }) => (
            <EuroField
              label={t('seminars.fields.priceCents')}
              hint={t('seminars.form.priceHint')}
              required
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.priceCents}
            />
          )}
        />
      ) : null}
      {priceType === 'range' ? (
        <div className="form__row">
          <Controller
            control={form.control}
            name="priceMinCents"
            render={({ field }) => (
              <EuroField
                label={t('seminars.fields.priceMinCents')}
                required
                name={field.name}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.priceMinCents}
              />
            )}
          />
          <Controller
            control={form.control}
            name="priceMaxCents"
            render={({ field }) => (
              <EuroField
                label={t('seminars.fields.priceMaxCents')}
                required
                name={field.name}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.priceMaxCents}
              />
            )}
          />
        </div>
      ) : null}
      <TextField
        label={t('seminars.fields.priceComment')}
        error={errors.priceComment}
        {...form.register('priceComment', { setValueAs: optionalText })}
      />
    </fieldset>
  );
}

/** The provider's master data (seed §2 settings): name, business address and contact details. */
import { useTranslation } from 'react-i18next';
import { masterDataInputSchema, type MasterData } from '@bu/contracts';
import { AddressFields } from '../../../components/ui/address-fields';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { useSaveMasterData } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const FIELDS = ['name', 'street', 'postalCode', 'city', 'country', 'email', 'phone', 'website'] as const;

export function MasterDataForm({ masterData }: { masterData: MasterData }) {
  const { t } = useTranslation();
  const save = useSaveMasterData();
  const form = useZodForm(masterDataInputSchema, {
    defaultValues: {
      name: masterData.name,
      street: masterData.street,
      postalCode: masterData.postalCode,
      city: masterData.city,
      country: masterData.country || 'DE',
      email: masterData.email ?? '',
      phone: masterData.phone ?? '',
      website: masterData.website ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.masterData.saved')),
      onError: (error) => applyServerErrors(form, error, { fields: FIELDS }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form">
      <p className="muted">{t('settings.masterData.providerNumber', { number: masterData.providerNumber })}</p>
      <TextField
        label={t('settings.masterData.name')}
        required
        autoComplete="organization"
        error={errors.name}
        errorValues={{ max: 200 }}
        {...form.register('name')}
      />
      <AddressFields
        form={form}
        labels={{
          street: t('settings.fields.street'),
          postalCode: t('settings.fields.postalCode'),
          city: t('settings.fields.city'),
          country: t('settings.fields.country'),
        }}
      />
      <div className="form__row">
        <TextField
          label={t('settings.masterData.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <TextField
          label={t('settings.fields.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          errorValues={{ max: 40 }}
          {...form.register('phone')}
        />
      </div>
      <TextField
        label={t('settings.masterData.website')}
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website}
        errorValues={{ max: 300 }}
        {...form.register('website')}
      />
      <SubmitButton pending={save.isPending} pendingLabel={t('settings.saving')}>
        {t('settings.masterData.submit')}
      </SubmitButton>
    </form>
  );
}

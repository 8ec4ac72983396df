/**
 * The provider's public details (seed §3 Provider): name (required), business address,
 * website, general email, phone and the rich-text description, validated by the shared
 * `providerProfileInputSchema`. Saving also triggers the marketing contact sync (api.ts).
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEMINAR_DESCRIPTION_TEXT_LIMIT, providerProfileInputSchema, type Provider } from '@bu/contracts';
import { Save } from 'lucide-react';
import { AddressFields } from '../../../components/ui/address-fields';
import { FieldGroup, TextField, useFieldIds } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { SubmitButton } from '../../../components/ui/submit-button';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useSaveProfile } from '../api';

export function ProfileForm({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const form = useZodForm(providerProfileInputSchema, {
    defaultValues: {
      name: provider.name,
      street: provider.street,
      postalCode: provider.postalCode,
      city: provider.city,
      country: provider.country || 'DE',
      website: provider.website ?? '',
      email: provider.email ?? '',
      phone: provider.phone ?? '',
      description: provider.description ?? '',
    },
  });
  const { errors } = form.formState;
  const descriptionHint = t('profile.fields.descriptionHint', { max: SEMINAR_DESCRIPTION_TEXT_LIMIT });
  const descriptionIds = useFieldIds(errors.description, descriptionHint);

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => toast.success(t('profile.saved')),
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{t('profile.details.heading')}</h2>
      <TextField
        label={t('profile.fields.name')}
        required
        autoComplete="organization"
        error={errors.name}
        errorValues={{ max: 200 }}
        id="profile-name"
        {...form.register('name')}
      />
      <fieldset className="form__section" id="profile-address" tabIndex={-1}>
        <legend>{t('profile.fields.address')}</legend>
        <AddressFields
          form={form}
          labels={{
            street: t('profile.fields.street'),
            postalCode: t('profile.fields.postalCode'),
            city: t('profile.fields.city'),
            country: t('profile.fields.country'),
          }}
        />
      </fieldset>
      <TextField
        label={t('profile.fields.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website}
        errorValues={{ max: 300 }}
        id="profile-website"
        {...form.register('website')}
      />
      <div className="form__row">
        <TextField
          label={t('profile.fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          id="profile-email"
          {...form.register('email')}
        />
        <TextField
          label={t('profile.fields.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          errorValues={{ max: 40 }}
          id="profile-phone"
          {...form.register('phone')}
        />
      </div>
      <FieldGroup
        id="profile-description"
        tabIndex={-1}
        label={t('profile.fields.description')}
        ids={descriptionIds}
        hint={descriptionHint}
        error={errors.description}
        errorValues={{ max: SEMINAR_DESCRIPTION_TEXT_LIMIT }}
      >
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={descriptionIds.labelId}
              describedBy={descriptionIds.describedBy}
              invalid={Boolean(fieldState.error)}
            />
          )}
        />
      </FieldGroup>
      <div className="action-bar">
        <SubmitButton icon={Save} pending={save.isPending} pendingLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

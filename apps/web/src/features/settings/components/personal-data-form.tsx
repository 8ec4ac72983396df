/** The signed-in user's personal data (seed §3 Personal user): names, email, phone, language. */
import { useTranslation } from 'react-i18next';
import { languages, personalDataInputSchema, type PersonalData } from '@bu/contracts';
import { SelectField, TextField } from '../../../components/ui/field';
import { NameFields } from '../../../components/ui/name-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { useSavePersonalData } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const FIELDS = ['firstName', 'lastName', 'email', 'telephone', 'language'] as const;

export function PersonalDataForm({ personal }: { personal: PersonalData }) {
  const { t } = useTranslation();
  const save = useSavePersonalData();
  const form = useZodForm(personalDataInputSchema, {
    defaultValues: {
      firstName: personal.firstName,
      lastName: personal.lastName,
      email: personal.email,
      telephone: personal.telephone ?? '',
      language: personal.language,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values, {
      // The toast speaks the language just chosen.
      onSuccess: () => toast.success(t('settings.personal.saved')),
      onError: (error) => applyServerErrors(form, error, { fields: FIELDS }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form">
      <NameFields form={form} whose="own" />
      <TextField
        label={t('settings.personal.email')}
        type="email"
        required
        autoComplete="email"
        error={errors.email}
        errorValues={{ max: 254 }}
        {...form.register('email')}
      />
      <TextField
        label={t('settings.fields.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone}
        errorValues={{ max: 40 }}
        {...form.register('telephone')}
      />
      <SelectField
        label={t('settings.personal.language')}
        required
        error={errors.language}
        {...form.register('language')}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </SelectField>
      <SubmitButton pending={save.isPending} pendingLabel={t('settings.saving')}>
        {t('settings.personal.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * Registration step 2 (seed §2, §5): the sign-up form, validated with the shared
 * `signupSchema`. Server `fieldErrors` go to their fields; anything else to a form alert.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { languages, PASSWORD_MIN_LENGTH_DEFAULT, signupSchema, type SignupInput } from '@bu/contracts';
import { AddressFields } from '../../../components/ui/address-fields';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField, FieldHint, SelectField, TextField } from '../../../components/ui/field';
import { NameFields } from '../../../components/ui/name-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { DEFAULT_COUNTRY } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import { useSignup } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const schema = signupSchema();
const passwordValues = { min: PASSWORD_MIN_LENGTH_DEFAULT };
const signupFields = new Set<string>(Object.keys(schema.shape));

export function SignupForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const language = currentLanguage();

  const form = useZodForm(schema, {
    defaultValues: {
      approved: true as const,
      providerName: '',
      firstName: '',
      lastName: '',
      email: '',
      telephone: '',
      street: '',
      postalCode: '',
      city: '',
      country: DEFAULT_COUNTRY,
      language: language,
      password: '',
      acceptTerms: false as unknown as true,
      // GDPR: marketing mail only with an explicit opt-in, never ticked in advance.
      marketingConsent: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values: SignupInput) => {
    if (signup.isPending) return;
    signup.mutate(values, {
      onSuccess: () => navigate(`/auth/verify-email?email=${encodeURIComponent(values.email)}`),
      onError: (error) => applyServerErrors(form, error, { fields: [...signupFields], onUnnamed: () => undefined }),
    });
  });

  const error = signup.error;
  const formLevelError = error && !(isApiError(error) && error.fieldErrors && Object.keys(error.fieldErrors).length);

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="signup-form-heading">
      <h2 id="signup-form-heading" className="visually-hidden">
        {t('auth.signup.formHeading')}
      </h2>
      {formLevelError ? (
        <Alert>
          <p>{error.message}</p>
        </Alert>
      ) : null}
      <fieldset className="form__section">
        <legend>{t('auth.signup.sectionProvider')}</legend>
        <TextField
          label={t('auth.fields.providerName')}
          autoComplete="organization"
          required
          error={errors.providerName}
          errorValues={{ max: 200 }}
          {...form.register('providerName')}
        />
        <AddressFields
          form={form}
          labels={{
            street: t('auth.fields.street'),
            postalCode: t('auth.fields.postalCode'),
            city: t('auth.fields.city'),
            country: t('auth.fields.country'),
          }}
          countryAutoComplete
        />
        <TextField
          label={t('auth.fields.telephone')}
          type="tel"
          autoComplete="tel"
          required
          error={errors.telephone}
          errorValues={{ max: 40 }}
          {...form.register('telephone')}
        />
      </fieldset>
      <fieldset className="form__section">
        <legend>{t('auth.signup.sectionPerson')}</legend>
        <NameFields form={form} whose="own" />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          errorValues={{ max: 254 }}
          {...form.register('email')}
        />
        <SelectField label={t('auth.fields.language')} required error={errors.language} {...form.register('language')}>
          {languages.map((code) => (
            <option key={code} value={code}>
              {i18n.t(`language.names.${code}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.signup.passwordHint', passwordValues)}
          error={errors.password}
          errorValues={{ ...passwordValues, max: 200 }}
          {...form.register('password')}
        />
      </fieldset>
      <CheckboxField
        label={t('auth.fields.acceptTerms')}
        required
        error={errors.acceptTerms}
        {...form.register('acceptTerms')}
      />
      <CheckboxField label={t('consent.marketing')} {...form.register('marketingConsent')} />
      <FieldHint>
        {t('legal.consentLinks')}{' '}
        <a href="/terms" target="_blank" rel="noopener">
          {t('legal.readTerms')}
          <span className="visually-hidden"> {t('ui.opensInNewTab')}</span>
        </a>
        {' · '}
        <a href="/privacy" target="_blank" rel="noopener">
          {t('legal.readPrivacy')}
          <span className="visually-hidden"> {t('ui.opensInNewTab')}</span>
        </a>
      </FieldHint>
      <SubmitButton pending={signup.isPending} pendingLabel={t('auth.signup.submitting')}>
        {t('auth.signup.submit')}
      </SubmitButton>
      <p className="card__footer">
        {t('auth.signup.haveAccount')} <Link to="/auth/login">{t('auth.signup.loginLink')}</Link>
      </p>
    </form>
  );
}

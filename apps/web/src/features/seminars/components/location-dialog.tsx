/**
 * The embedded location form (seed §2): a dialog that creates a saved location with
 * POST /locations and hands it back so the seminar form can select it. The street is
 * required unless the seminar is online (shared `locationInputSchema`).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import countries from 'i18n-iso-countries';
import deNames from 'i18n-iso-countries/langs/de.json';
import enNames from 'i18n-iso-countries/langs/en.json';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { germanStates, locationInputSchema, type Location } from '@bu/contracts';
import { SelectField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateLocation } from '../api';

countries.registerLocale(deNames);
countries.registerLocale(enNames);

const LOCATION_FIELDS = ['street', 'postalCode', 'city', 'country', 'state', 'cityAddition'] as const;
type LocationField = (typeof LOCATION_FIELDS)[number];

interface LocationFormValues {
  type: 'presence' | 'online';
  street: string;
  postalCode: string;
  city: string;
  country: string;
  state: string | null;
  cityAddition: string;
}

export function LocationDialog({
  open,
  onOpenChange,
  online,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  online: boolean;
  onCreated: (location: Location) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const create = useCreateLocation();
  const form = useForm<LocationFormValues>({
    // The shared schema validates; its output (nulls for empty optionals) is what we send.
    resolver: zodResolver(locationInputSchema as never) as never,
    defaultValues: { type: online ? 'online' : 'presence', street: '', postalCode: '', city: '', country: 'DE', state: '', cityAddition: '' },
  });
  const { errors } = form.formState;
  const countryOptions = useMemo(() => {
    const names = countries.getNames(language, { select: 'official' });
    const collator = new Intl.Collator(language);
    const options = Object.entries(names).sort((a, b) => collator.compare(a[1], b[1]));
    const germany = options.findIndex(([code]) => code === 'DE');
    if (germany > 0) options.unshift(...options.splice(germany, 1));
    return options;
  }, [language]);

  const onSubmit = form.handleSubmit((values) => {
    const body = { ...values, type: online ? 'online' : 'presence' };
    create.mutate(body as never, {
      onSuccess: ({ location }) => {
        form.reset();
        onCreated(location);
        onOpenChange(false);
      },
      onError: (error) => {
        const named = isApiError(error) && error.fieldErrors
          ? Object.entries(error.fieldErrors).filter(([field]) => (LOCATION_FIELDS as readonly string[]).includes(field))
          : [];
        for (const [field, key] of named) form.setError(field as LocationField, { type: 'server', message: key });
        if (named.length === 0) toast.error(error.message);
      },
    });
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog dialog--wide">
          <Dialog.Title className="dialog__title">{t('seminars.location.heading')}</Dialog.Title>
          <Dialog.Description className="dialog__description">
            {online ? t('seminars.location.introOnline') : t('seminars.location.intro')}
          </Dialog.Description>
          <form
            noValidate
            className="form"
            onSubmit={(event) => {
              // The dialog is portalled, but React still bubbles submit to the seminar form.
              event.stopPropagation();
              form.setValue('type', online ? 'online' : 'presence');
              void onSubmit(event);
            }}
          >
            <TextField
              label={t('seminars.location.street')}
              autoComplete="street-address"
              required={!online}
              error={errors.street}
              {...form.register('street')}
            />
            <div className="form__row">
              <TextField
                label={t('seminars.location.postalCode')}
                autoComplete="postal-code"
                required
                error={errors.postalCode}
                errorValues={{ max: 20 }}
                {...form.register('postalCode')}
              />
              <TextField
                label={t('seminars.location.city')}
                autoComplete="address-level2"
                required
                error={errors.city}
                errorValues={{ max: 100 }}
                {...form.register('city')}
              />
            </div>
            <TextField
              label={t('seminars.location.cityAddition')}
              hint={t('seminars.location.cityAdditionHint')}
              error={errors.cityAddition}
              errorValues={{ max: 100 }}
              {...form.register('cityAddition')}
            />
            <div className="form__row">
              <SelectField label={t('seminars.location.country')} required error={errors.country} {...form.register('country')}>
                {countryOptions.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('seminars.location.state')} error={errors.state} {...form.register('state', { setValueAs: (v: string) => v || null })}>
                <option value="">{t('seminars.location.noState')}</option>
                {germanStates.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state[language]}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button button--secondary">
                  {t('seminars.common.cancel')}
                </button>
              </Dialog.Close>
              <SubmitButton pending={create.isPending} pendingLabel={t('seminars.location.saving')}>
                {t('seminars.location.save')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

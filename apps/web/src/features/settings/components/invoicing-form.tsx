/**
 * Invoicing data (seed §3, §5): a billing address that differs from the business address
 * needs recipient, street, city, postal code, country and at least one invoice email (the
 * shared `invoicingInputSchema`); VAT ID format check; the buyer reference (BT-10) printed on
 * invoices; several invoice emails; the
 * brochure-fields flag. Members see the data read-only as plain facts, not as fields (seed §6:
 * only admins may save it, the server refuses members).
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invoicingInputSchema, type Invoicing, type InvoicingInput } from '@bu/contracts';
import { Plus, Save, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { AddressFields } from '../../../components/ui/address-fields';
import { Alert } from '../../../components/ui/alert';
import {
  CheckboxField,
  FieldError,
  FieldHint,
  FieldLegend,
  TextField,
  useFieldIds,
} from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { countryOptions } from '../../../lib/countries';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveInvoicing } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import '../settings.css';

const FIELDS = [
  'differentBillingAddress',
  'recipient',
  'department',
  'comment',
  'street',
  'city',
  'postalCode',
  'country',
  'vatId',
  'buyerReference',
  'invoiceEmails',
  'showBrochureFields',
] as const;
const MAX_EMAILS = 10;

/** What a member sees: the invoicing data as text, nothing that looks editable. */
function InvoicingFacts({ invoicing }: { invoicing: Invoicing }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const country =
    countryOptions(language).find((option) => option.code === invoicing.country)?.name ?? invoicing.country;
  const none = t('settings.invoicing.notGiven');
  const facts: [string, string | null][] = [
    [
      t('settings.invoicing.billingAddress'),
      invoicing.differentBillingAddress
        ? [
            invoicing.recipient,
            invoicing.department,
            invoicing.street,
            [invoicing.postalCode, invoicing.city].filter(Boolean).join(' '),
            country,
          ]
            .filter(Boolean)
            .join(', ')
        : t('settings.invoicing.sameAsBusiness'),
    ],
    [t('settings.invoicing.vatId'), invoicing.vatId],
    [t('settings.invoicing.buyerReference'), invoicing.buyerReference],
    [t('settings.invoicing.invoiceEmails'), invoicing.invoiceEmails.join(', ')],
    [t('settings.invoicing.comment'), invoicing.comment],
    [
      t('settings.invoicing.showBrochureFields'),
      t(invoicing.showBrochureFields ? 'settings.invoicing.yes' : 'settings.invoicing.no'),
    ],
  ];
  return (
    <>
      <Alert tone="info">
        <p>{t('settings.invoicing.adminOnly')}</p>
      </Alert>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || none}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function InvoicingForm({ invoicing, isAdmin }: { invoicing: Invoicing; isAdmin: boolean }) {
  return isAdmin ? <InvoicingFields invoicing={invoicing} /> : <InvoicingFacts invoicing={invoicing} />;
}

function InvoicingFields({ invoicing }: { invoicing: Invoicing }) {
  const { t } = useTranslation();
  const save = useSaveInvoicing();
  const form = useZodForm(invoicingInputSchema, {
    defaultValues: {
      differentBillingAddress: invoicing.differentBillingAddress,
      recipient: invoicing.recipient ?? '',
      department: invoicing.department ?? '',
      comment: invoicing.comment ?? '',
      street: invoicing.street ?? '',
      city: invoicing.city ?? '',
      postalCode: invoicing.postalCode ?? '',
      // A German provider bills in Germany unless told otherwise.
      country: invoicing.country ?? 'DE',
      vatId: invoicing.vatId ?? '',
      buyerReference: invoicing.buyerReference ?? '',
      invoiceEmails: invoicing.invoiceEmails.length ? invoicing.invoiceEmails : [''],
      showBrochureFields: invoicing.showBrochureFields,
    },
  });
  const { errors } = form.formState;
  const differs = useWatch({ control: form.control, name: 'differentBillingAddress' });
  // At least one row is always shown, also after a failed save left the list empty.
  const watched = useWatch({ control: form.control, name: 'invoiceEmails' });
  const emails = watched?.length ? watched : [''];
  const currentEmails = () => {
    const current = form.getValues('invoiceEmails') ?? [];
    return current.length ? current : [''];
  };
  // The list's own error (none given, too many), not one of an address.
  const emailsMessage = errors.invoiceEmails?.message ?? errors.invoiceEmails?.root?.message;
  const emailsError = emailsMessage ? { message: emailsMessage } : undefined;
  const emailsHint = t('settings.invoicing.invoiceEmailsHint', { max: MAX_EMAILS });
  const emailsIds = useFieldIds(emailsError, emailsHint);

  const setEmails = (next: string[]) =>
    form.setValue('invoiceEmails', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values as unknown as InvoicingInput, {
      onSuccess: () => toast.success(t('settings.invoicing.saved')),
      onError: (error) => applyServerErrors(form, error, { fields: FIELDS }),
    });
  });

  return (
    <form
      noValidate
      className="form"
      onSubmit={(event) => {
        // Blank email rows are left out, so an empty list is what the rule sees.
        const all = form.getValues('invoiceEmails') ?? [];
        const filled = all.filter((email) => email.trim());
        if (filled.length !== all.length) form.setValue('invoiceEmails', filled);
        void onSubmit(event);
      }}
    >
      <fieldset className="form__plain">
        <legend className="visually-hidden">{t('settings.invoicing.heading')}</legend>
        <CheckboxField
          label={t('settings.invoicing.differentBillingAddress')}
          hint={t('settings.invoicing.differentBillingAddressHint')}
          error={errors.differentBillingAddress}
          {...form.register('differentBillingAddress')}
        />
        {differs ? (
          <fieldset className="form__section">
            <legend>{t('settings.invoicing.billingAddress')}</legend>
            <TextField
              label={t('settings.invoicing.recipient')}
              required
              error={errors.recipient}
              errorValues={{ max: 200 }}
              {...form.register('recipient')}
            />
            <TextField
              label={t('settings.invoicing.department')}
              error={errors.department}
              errorValues={{ max: 200 }}
              {...form.register('department')}
            />
            <AddressFields
              form={form}
              labels={{
                street: t('settings.fields.street'),
                postalCode: t('settings.fields.postalCode'),
                city: t('settings.fields.city'),
                country: t('settings.fields.country'),
              }}
              autoCompleteSection="billing"
              countryEmptyOption={t('settings.invoicing.chooseCountry')}
            />
          </fieldset>
        ) : null}
        <TextField
          label={t('settings.invoicing.vatId')}
          hint={t('settings.invoicing.vatIdHint')}
          autoComplete="off"
          error={errors.vatId}
          {...form.register('vatId')}
        />
        <TextField
          label={t('settings.invoicing.buyerReference')}
          hint={t('settings.invoicing.buyerReferenceHint')}
          autoComplete="off"
          error={errors.buyerReference}
          {...form.register('buyerReference')}
        />
        <fieldset className="form__section" aria-describedby={emailsIds.describedBy}>
          <FieldLegend required={differs}>{t('settings.invoicing.invoiceEmails')}</FieldLegend>
          <FieldHint id={emailsIds.hintId}>{emailsHint}</FieldHint>
          {emails.map((email, index) => (
            <div className="email-row" key={index}>
              <TextField
                label={t('settings.invoicing.invoiceEmail', { position: index + 1 })}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => {
                  const next = [...currentEmails()];
                  next[index] = event.target.value;
                  setEmails(next);
                }}
                error={emailsError ? undefined : errors.invoiceEmails?.[index]}
              />
              <Button
                variant="ghost"
                size="sm"
                icon={X}
                aria-label={t('settings.invoicing.removeEmail', { position: index + 1 })}
                onClick={() => setEmails(currentEmails().filter((_, i) => i !== index))}
              >
                {t('settings.invoicing.remove')}
              </Button>
            </div>
          ))}
          <FieldError id={emailsIds.errorId} error={emailsError} values={{ max: MAX_EMAILS }} alert />
          {emails.length < MAX_EMAILS ? (
            <Button size="sm" icon={Plus} onClick={() => setEmails([...currentEmails(), ''])}>
              {t('settings.invoicing.addEmail')}
            </Button>
          ) : null}
        </fieldset>
        <TextField
          label={t('settings.invoicing.comment')}
          error={errors.comment}
          errorValues={{ max: 1000 }}
          {...form.register('comment')}
        />
        <CheckboxField
          label={t('settings.invoicing.showBrochureFields')}
          error={errors.showBrochureFields}
          {...form.register('showBrochureFields')}
        />
      </fieldset>
      <div className="action-bar">
        <SubmitButton icon={Save} pending={save.isPending} pendingLabel={t('settings.saving')}>
          {t('settings.invoicing.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * The inquiry form of a seminar page: the public inquiry call, with its honeypot and the form
 * token fetched when the form appears (the server refuses a send sooner than a person fills it in).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { germanStates, inquiryBodySchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { NameFields } from '../../../components/ui/name-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { useInquiry, useInquiryForm } from '../api';

/** The honeypot (`website`) is left out: an error there would mark a field nobody sees. */
const VISIBLE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message', 'employerState'] as const;

export function InquiryForm({
  seminarId,
  disabled,
  workState,
}: {
  seminarId: string;
  disabled?: boolean;
  /** The state picked in the Bildungsurlaub check: fills the employer's state until the visitor changes it. */
  workState?: string;
}) {
  const { t, i18n } = useTranslation();
  const send = useInquiry(seminarId);
  const issued = useInquiryForm(seminarId, !disabled);
  const form = useZodForm(inquiryBodySchema, {
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', message: '', employerState: '', website: '' },
  });
  const errors = form.formState.errors;
  useEffect(() => {
    if (workState && !form.getFieldState('employerState').isDirty) form.setValue('employerState', workState);
  }, [workState, form]);
  // A failure that names no field of the form: an alert above it (the public page has no session toasts).
  const [failure, setFailure] = useState<Error | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (send.isPending || disabled) return;
    setFailure(null);
    send.mutate(
      { ...values, formToken: issued.data?.formToken },
      {
        onError: (error) =>
          applyServerErrors(form, error, { fields: VISIBLE_FIELDS, onUnnamed: () => setFailure(error) }),
      },
    );
  });

  if (send.isSuccess) {
    return (
      <Alert tone="success" title={t('marketplace.inquiry.sentHeading')}>
        {t('marketplace.inquiry.sent')}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="mp-inquiry-heading">
      {failure ? <Alert>{failure.message}</Alert> : null}
      {disabled ? <Alert tone="info">{t('marketplace.inquiry.previewDisabled')}</Alert> : null}
      <NameFields form={form} whose="own" className="mp-form-row" />
      <div className="mp-form-row">
        <TextField
          label={t('marketplace.inquiry.email')}
          required
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <TextField
          label={t('marketplace.inquiry.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          {...form.register('phone')}
        />
      </div>
      <SelectField
        label={t('marketplace.inquiry.state')}
        error={errors.employerState}
        {...form.register('employerState')}
      >
        <option value="">{t('marketplace.inquiry.stateNone')}</option>
        {germanStates.map((s) => (
          <option key={s.code} value={s.code}>
            {i18n.language === 'en' ? s.en : s.de}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('marketplace.inquiry.message')}
        required
        rows={5}
        error={errors.message}
        {...form.register('message')}
      />
      {/* Honeypot: invisible to people, filled by bots; the server then stores nothing. */}
      <div className="mp-honeypot" aria-hidden="true">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <SubmitButton pending={send.isPending} pendingLabel={t('marketplace.inquiry.sending')} disabled={disabled}>
        {t('marketplace.inquiry.submit')}
      </SubmitButton>
    </form>
  );
}

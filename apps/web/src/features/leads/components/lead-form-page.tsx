/**
 * The lead form (/leads/new): a lead entered by hand, e.g. after a phone call. Names, a valid
 * email and the seminar (chosen in the seminar picker dialog) are required; the shared lead
 * schema checks it before sending, and the server's field errors land on their fields.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { leadInputSchema, leadStages } from '@bu/contracts';
import { TextSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FieldGroup, SelectField, TextAreaField, TextField, useFieldIds } from '../../../components/ui/field';
import { NameFields } from '../../../components/ui/name-fields';
import { StateSelect } from '../../../components/ui/region-select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { SeminarPickerDialog, type SeminarOption } from '../../seminars';
import { useCreateLead } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import '../leads.css';

export function LeadFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLead();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [seminar, setSeminar] = useState<SeminarOption | null>(null);
  const form = useZodForm(leadInputSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      seminarId: '',
      state: '',
      stage: 'new',
    },
  });
  const { errors } = form.formState;
  const seminarIds = useFieldIds(errors.seminarId, null);
  const seminarValueId = `${seminarIds.id}-value`;

  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: ({ lead }) => {
        toast.success(t('leads.form.created'));
        void navigate(`/leads/${lead.id}`);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <section className="stack" aria-labelledby="lead-form-heading">
      <p>
        <Link to="/leads">{t('leads.detail.back')}</Link>
      </p>
      <h1 id="lead-form-heading">{t('leads.form.heading')}</h1>
      <p className="muted">{t('leads.form.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="form card">
        <NameFields form={form} whose="someone else" />
        <div className="form__row">
          <TextField
            label={t('leads.fields.email')}
            type="email"
            autoComplete="off"
            required
            error={errors.email}
            {...form.register('email')}
          />
          <TextField
            label={t('leads.fields.phone')}
            type="tel"
            autoComplete="off"
            error={errors.phone}
            {...form.register('phone')}
          />
        </div>

        <FieldGroup label={t('leads.fields.seminar')} required ids={seminarIds} error={errors.seminarId}>
          <div className="seminar-choice">
            <span className={seminar ? 'seminar-choice__title' : 'seminar-choice__title muted'} id={seminarValueId}>
              {seminar ? seminar.title : t('leads.form.noSeminarChosen')}
            </span>
            <SeminarPickerDialog
              open={pickerOpen}
              onOpenChange={setPickerOpen}
              onChoose={(chosen) => {
                setSeminar(chosen);
                form.setValue('seminarId', chosen.id, { shouldValidate: form.formState.isSubmitted });
              }}
            >
              <Button
                icon={TextSearch}
                aria-describedby={[seminarIds.labelId, seminarValueId, seminarIds.describedBy]
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={errors.seminarId ? true : undefined}
              >
                {seminar ? t('leads.form.changeSeminar') : t('leads.form.chooseSeminar')}
              </Button>
            </SeminarPickerDialog>
          </div>
        </FieldGroup>

        <div className="form__row">
          <StateSelect
            label={t('leads.fields.state')}
            emptyOption={t('leads.form.noState')}
            error={errors.state}
            {...form.register('state')}
          />
          <SelectField label={t('leads.fields.stage')} error={errors.stage} {...form.register('stage')}>
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {t(`leadStage.${stage}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('leads.fields.message')}
          hint={t('leads.form.messageHint')}
          error={errors.message}
          {...form.register('message')}
        />
        <SubmitButton pending={create.isPending} pendingLabel={t('leads.form.submitting')}>
          {t('leads.form.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}

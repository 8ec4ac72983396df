/**
 * A message rule's form: when it sends (trigger and days), to whom, its subject and text in
 * German and English with the variables it may use, the documents it attaches and whether it is
 * on. Validated by the shared `messageRuleInputSchema`; server field errors land on their fields.
 */
import { useTranslation } from 'react-i18next';
import {
  messageRuleAudiencesOf,
  messageRuleInputSchema,
  messageRuleTriggers,
  messageRuleVariables,
  participantDocumentKinds,
  type MessageRule,
  type MessageRuleInput,
} from '@bu/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Button } from '../../../components/ui/button';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const FIELDS = ['trigger', 'offsetDays', 'audience', 'subject', 'body', 'attach', 'enabled'] as const;

export function RuleForm({
  rule,
  onSubmit,
  onCancel,
}: {
  rule: MessageRule | null;
  onSubmit: (input: MessageRuleInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(messageRuleInputSchema, {
    defaultValues: {
      trigger: rule?.trigger ?? 'before_start',
      offsetDays: rule?.offsetDays ?? 3,
      audience: rule?.audience ?? 'booked',
      subject: rule?.subject ?? { de: '', en: '' },
      body: rule?.body ?? { de: '', en: '' },
      attach: rule?.attach ?? [],
      enabled: rule?.enabled ?? false,
    },
  });
  const { errors } = form.formState;
  const trigger = form.watch('trigger');
  const audience = form.watch('audience');
  const audiences = messageRuleAudiencesOf[trigger];

  const submit = form.handleSubmit(async (values) => {
    try {
      // Documents are a participant's: a rule for the waitlist attaches none.
      await onSubmit({ ...values, attach: values.audience === 'booked' ? values.attach : [] });
    } catch (error) {
      applyServerErrors(form, error, { fields: FIELDS, fallback: t('messageRules.saveFailed') });
    }
  });

  const variables = messageRuleVariables.map((name) => `{{${name}}}`).join(' ');

  return (
    <form
      noValidate
      className="stack rule-form"
      aria-label={rule ? t('messageRules.editHeading') : t('messageRules.newHeading')}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{rule ? t('messageRules.editHeading') : t('messageRules.newHeading')}</h2>
      <div className="form__row">
        <SelectField
          label={t('messageRules.fields.trigger')}
          required
          error={errors.trigger}
          {...form.register('trigger', {
            onChange: (event: { target: { value: MessageRule['trigger'] } }) => {
              const next = messageRuleAudiencesOf[event.target.value];
              if (!next.includes(form.getValues('audience'))) form.setValue('audience', next[0]!);
              if (event.target.value === 'on_waitlist_offer') form.setValue('offsetDays', 0);
            },
          })}
        >
          {messageRuleTriggers.map((value) => (
            <option key={value} value={value}>
              {t(`messageRules.triggers.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('messageRules.fields.offsetDays')}
          hint={t(`messageRules.offsetHints.${trigger}`)}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          required
          disabled={trigger === 'on_waitlist_offer'}
          error={errors.offsetDays}
          {...form.register('offsetDays', { valueAsNumber: true })}
        />
        <SelectField
          label={t('messageRules.fields.audience')}
          required
          error={errors.audience}
          {...form.register('audience')}
        >
          {audiences.map((value) => (
            <option key={value} value={value}>
              {t(`messageRules.audiences.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="rule-form__languages">
        {(['de', 'en'] as const).map((language) => (
          <fieldset key={language} className="stack rule-form__language">
            <legend>{t(`messageRules.languages.${language}`)}</legend>
            <TextField
              label={t('messageRules.fields.subject')}
              required
              error={errors.subject?.[language] ?? (errors.subject as { message?: string } | undefined)}
              errorValues={{ max: 200 }}
              {...form.register(`subject.${language}`)}
            />
            <TextAreaField
              label={t('messageRules.fields.body')}
              hint={t('messageRules.variablesHint', { variables })}
              required
              rows={8}
              error={errors.body?.[language] ?? (errors.body as { message?: string } | undefined)}
              errorValues={{ max: 10000 }}
              {...form.register(`body.${language}`)}
            />
          </fieldset>
        ))}
      </div>
      {audience === 'booked' ? (
        <fieldset className="stack">
          <legend>{t('messageRules.fields.attach')}</legend>
          <p className="muted">{t('messageRules.attachHint')}</p>
          {participantDocumentKinds.map((kind) => (
            <label key={kind} className="rule-check">
              <input type="checkbox" value={kind} {...form.register('attach')} />
              <span>{t(`leads.paperwork.kinds.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <CheckboxField
        label={t('messageRules.fields.enabled')}
        hint={t('messageRules.enabledHint')}
        error={errors.enabled}
        {...form.register('enabled')}
      />
      <div className="button-row">
        <SubmitButton variant="primary" pendingLabel={t('messageRules.saving')}>
          {t('messageRules.save')}
        </SubmitButton>
        <Button onClick={onCancel}>{t('messageRules.cancel')}</Button>
      </div>
    </form>
  );
}

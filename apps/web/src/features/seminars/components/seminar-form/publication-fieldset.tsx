/** The seminar form's publication: the channel, the brochure text and what publishing costs. */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brochureTextLimit, EXPANDED_TEXT_PRICE_CENTS, publicationChannels, type Seminar } from '@bu/contracts';
import { CheckboxField, RadioGroupField, RadioOption, TextAreaField } from '../../../../components/ui/field';
import { formatMoney } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { SeminarCostSummary, triggeredCosts } from '../seminar-cost-confirm-dialog';
import { optionalText, type SeminarFormApi, type SeminarFormMeta } from './shared';

export function PublicationFieldset({
  form,
  meta,
  seminar,
  published,
}: {
  form: SeminarFormApi;
  meta: SeminarFormMeta;
  seminar: Seminar | null;
  published: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { errors } = form.formState;
  const [channel, expandedText, brochure] = useWatch({
    control: form.control,
    name: ['publicationChannel', 'expandedText', 'descriptionBrochure'],
  });
  const brochureLimit = brochureTextLimit(expandedText);
  const brochureCount = (brochure ?? '').trim().length;
  const brochureOver = channel === 'online_brochure' && brochureCount > brochureLimit;

  return (
    <fieldset className="form__section card" id="section-publication">
      <legend>{t('seminars.form.sections.publication')}</legend>
      <RadioGroupField legend={t('seminars.fields.publicationChannel')}>
        {publicationChannels.map((value) => (
          <RadioOption
            key={value}
            value={value}
            label={t(`seminars.publicationChannel.${value}`)}
            {...form.register('publicationChannel')}
          />
        ))}
      </RadioGroupField>
      {channel === 'online_brochure' ? (
        <>
          {meta.globalSemester ? (
            <p className="muted">
              {t('seminars.form.brochureEdition', {
                edition: meta.globalSemester.label[language],
                deadline: meta.globalSemester.deadline.split('-').reverse().join('.'),
              })}
            </p>
          ) : null}
          <TextAreaField
            label={t('seminars.fields.descriptionBrochure')}
            rows={5}
            counter={{ count: brochureCount, max: brochureLimit }}
            error={errors.descriptionBrochure ?? (brochureOver ? { message: 'seminarBrochureTextTooLong' } : undefined)}
            errorValues={{ max: brochureLimit }}
            {...form.register('descriptionBrochure', {
              setValueAs: optionalText,
            })}
          />
          <CheckboxField
            label={t('seminars.fields.expandedText', {
              price: formatMoney(EXPANDED_TEXT_PRICE_CENTS),
            })}
            hint={t('seminars.form.expandedTextHint')}
            {...form.register('expandedText')}
          />
        </>
      ) : null}
      <SeminarCostSummary
        action={published ? 'save' : 'publish'}
        costs={triggeredCosts({ publicationChannel: channel, expandedText }, seminar?.publishedAt ? seminar : null)}
        vatRatePercent={meta.vatRatePercent}
      />
    </fieldset>
  );
}

/** The seminar form's basics: title, number, category, type, form, owner and the web description. */
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { htmlTextLength, SEMINAR_DESCRIPTION_TEXT_LIMIT, seminarForms, seminarTypes } from '@bu/contracts';
import { FieldCounter, FieldGroup, SelectField, TextField, useFieldIds } from '../../../../components/ui/field';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor';
import { currentLanguage } from '../../../../lib/i18n';
import { buildCategoryList } from '../../categories';
import { optionalNumber, optionalText, type SeminarFormApi, type SeminarFormMeta } from './shared';

export function BasicsFieldset({ form, meta }: { form: SeminarFormApi; meta: SeminarFormMeta }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { errors } = form.formState;
  const descriptionCounterId = useId();
  const descriptionIds = useFieldIds(errors.descriptionWeb, null, [descriptionCounterId]);
  const description = useWatch({ control: form.control, name: 'descriptionWeb' });
  const descriptionCount = htmlTextLength(description);
  const categories = useMemo(
    () => buildCategoryList(meta.seminar_categories, language),
    [meta.seminar_categories, language],
  );

  return (
    <fieldset className="form__section card" id="section-basics">
      <legend>{t('seminars.form.sections.basics')}</legend>
      <TextField label={t('seminars.fields.title')} required error={errors.title} {...form.register('title')} />
      <div className="form__row">
        <TextField
          label={t('seminars.fields.seminarNumber')}
          error={errors.seminarNumber}
          {...form.register('seminarNumber', {
            setValueAs: optionalText,
          })}
        />
        <SelectField
          label={t('seminars.fields.categoryId')}
          required
          error={errors.categoryId}
          {...form.register('categoryId', { setValueAs: optionalNumber })}
        >
          <option value="">{t('seminars.form.choose')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form__row">
        <SelectField
          label={t('seminars.fields.seminarType')}
          required
          error={errors.seminarType}
          {...form.register('seminarType', { setValueAs: optionalText })}
        >
          <option value="">{t('seminars.form.choose')}</option>
          {seminarTypes.map((type) => (
            <option key={type} value={type}>
              {t(`seminars.seminarType.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('seminars.fields.seminarForm')}
          required
          error={errors.seminarForm}
          {...form.register('seminarForm', { setValueAs: optionalText })}
        >
          <option value="">{t('seminars.form.choose')}</option>
          {seminarForms.map((value) => (
            <option key={value} value={value}>
              {t(`seminars.seminarForm.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('seminars.fields.ownerId')}
          error={errors.ownerId}
          {...form.register('ownerId', { setValueAs: optionalText })}
        >
          {(meta.owners ?? []).map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.firstName} {owner.lastName}
            </option>
          ))}
        </SelectField>
      </div>
      <FieldGroup
        label={t('seminars.fields.descriptionWeb')}
        ids={descriptionIds}
        error={errors.descriptionWeb}
        after={
          <FieldCounter id={descriptionCounterId} over={descriptionCount >= SEMINAR_DESCRIPTION_TEXT_LIMIT}>
            {t('seminars.form.descriptionCounter', {
              count: descriptionCount,
              max: SEMINAR_DESCRIPTION_TEXT_LIMIT,
            })}
          </FieldCounter>
        }
      >
        <Controller
          control={form.control}
          name="descriptionWeb"
          render={({ field }) => (
            <RichTextEditor
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={descriptionIds.labelId}
              describedBy={descriptionIds.describedBy}
              invalid={Boolean(errors.descriptionWeb)}
            />
          )}
        />
      </FieldGroup>
    </fieldset>
  );
}

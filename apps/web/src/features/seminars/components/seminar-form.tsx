/**
 * The seminar form (seed §2–5): every Seminar field, validated by the shared
 * `seminarInputSchemaFor` before anything is sent; server rule failures (422 `fieldErrors`)
 * land at their fields, code 14 (locked start date) gets its own message — both come back
 * as the save call's result, not as an error. Unsaved input is kept as a draft until the
 * server has saved it (lib/form-draft).
 */
import { useId, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  brochureTextLimit,
  EXPANDED_TEXT_PRICE_CENTS,
  htmlTextLength,
  priceTypes,
  publicationChannels,
  SEMINAR_DESCRIPTION_TEXT_LIMIT,
  seminarForms,
  seminarInputSchemaFor,
  todayIso,
  seminarTypes,
  type PriceType,
  type Seminar,
  type SeminarInput,
} from '@bu/contracts';
import { Archive, CalendarClock, Eye } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass, ExternalButtonLink } from '../../../components/ui/button';
import { SectionIndex } from '../../../components/ui/section-index';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { isApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { seminarPath } from '../../../lib/marketplace-paths';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useFormDraft } from '../../../lib/form-draft';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useLocationList } from '../../locations';
import {
  seminarsApi,
  useSaveSeminar,
  useSeminarStatusChange,
  type SeminarListResponse,
  type SeminarSaveResult,
} from '../api';
import { emptySeminarValues, priceFieldsOf, seminarToValues, valuesToPayload } from '../form-values';
import { EuroField } from './form-controls';
import { DateField } from '../../../components/ui/date-field/date-field';
import { LocationDialog } from './location-dialog';
import {
  SeminarCostConfirmDialog,
  SeminarCostSummary,
  triggeredCosts,
  type SeminarCostLine,
} from './seminar-cost-confirm-dialog';
import { RecognitionsField } from './recognitions-field';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { buildCategoryList } from '../categories';

const FORM_FIELDS = Object.keys(emptySeminarValues(null));

type Meta = Pick<SeminarListResponse, 'seminar_categories' | 'owners' | 'globalSemester' | 'vatRatePercent'>;

const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const optionalText = (value: unknown) => (value === '' ? null : value);

export function SeminarForm({
  seminar,
  meta,
  participants,
  currentUserId,
}: {
  seminar: Seminar | null;
  meta: Meta;
  /** Booked participants and the waitlist of a saved seminar, shown at its maximum. */
  participants?: { booked: number; waitlist: number };
  currentUserId: string | null;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const save = useSaveSeminar();
  const locations = useLocationList('active');
  const [locationDialogOpen, setLocationDialogOpen] = useState(false);
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{
    values: SeminarInput;
    title: string;
    costs: SeminarCostLine[];
    action: 'publish' | 'save';
  } | null>(null);
  const statusChange = useSeminarStatusChange();
  const descriptionLabelId = useId();
  const descriptionCounterId = useId();
  const descriptionErrorId = useId();

  const editing = seminar !== null;
  const published = editing && seminar.storedStatus !== 'draft';
  // The lock (code 14) lifts in a support session (issue 12).
  const { support } = useSession();
  const startDateLocked = (seminar?.startDateLocked ?? false) && !support;

  // Publishing a new or draft seminar needs a start date today or later (rule 30); an
  // already published one is edited without that rule, as on the server.
  const schema = useMemo(() => seminarInputSchemaFor({ publishFrom: published ? null : todayIso() }), [published]);
  const form = useZodForm(schema, {
    defaultValues: seminar ? seminarToValues(seminar) : emptySeminarValues(currentUserId),
  });
  const { errors } = form.formState;
  const draft = useFormDraft(form, `seminar:${seminar?.id ?? 'new'}`);
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const endDate = useWatch({ control: form.control, name: 'endDate' });
  // A save refused by the rules resolves too: only a saved seminar may leave without asking.
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(form.formState.isDirty && !save.data?.ok);
  const [priceType, seminarType, channel, expandedText, brochure, description] = useWatch({
    control: form.control,
    name: ['priceType', 'seminarType', 'publicationChannel', 'expandedText', 'descriptionBrochure', 'descriptionWeb'],
  });

  const categories = useMemo(
    () => buildCategoryList(meta.seminar_categories, language),
    [meta.seminar_categories, language],
  );

  const brochureLimit = brochureTextLimit(expandedText);
  const brochureCount = (brochure ?? '').trim().length;
  const brochureOver = channel === 'online_brochure' && brochureCount > brochureLimit;
  const descriptionCount = htmlTextLength(description);

  const saveValues = async (values: SeminarInput) => {
    setLockedMessage(null);
    const payload = valuesToPayload(values, { editing, startDateLocked });
    // A published seminar keeps its status: the status only served the publish rules.
    if (published) delete payload.Status;
    const publishing = values.Status === 'SHOW' && !published;
    let result: SeminarSaveResult;
    try {
      result = await save.mutateAsync({ seminarId: seminar?.id, payload });
    } catch (error) {
      // Not a rule answer (network, server failure, schema 400): its message, or fields it names.
      if (isApiError(error)) applyServerErrors(form, error, { fields: FORM_FIELDS });
      else toast.error(t('errors.INTERNAL'));
      return;
    }
    if (!result.ok && result.startDateLocked) {
      setLockedMessage(result.message);
      form.setError('startDate', { type: 'server', message: 'seminarStartDateLocked' });
      return;
    }
    if (!result.ok) {
      applyServerErrors(form, result, { fields: FORM_FIELDS });
      return;
    }
    draft.clear();
    if (publishing) seminarsApi.syncMarketing(result.seminarId, true);
    toast.success(
      t(publishing ? 'seminars.form.published' : published ? 'seminars.form.saved' : 'seminars.form.draftSaved', {
        title: payload.title,
      }),
    );
    allowNextNavigation();
    await navigate('/seminars');
  };

  // Publishing, and a save that adds costs (brochure entry, expanded text), confirm first.
  const onValid = (values: SeminarInput) => {
    const title = values.title?.trim() ?? '';
    if (values.Status === 'SHOW' && !published) {
      const costs = triggeredCosts(values, seminar?.publishedAt ? seminar : null);
      setConfirming({ values, title, costs, action: 'publish' });
      return;
    }
    const costs = published ? triggeredCosts(values, seminar) : [];
    if (costs.length) setConfirming({ values, title, costs, action: 'save' });
    else void saveValues(values);
  };

  const archive = () => {
    if (!seminar) return;
    statusChange.mutate(
      { seminarId: seminar.id, status: 'archived' },
      {
        onSuccess: () => {
          toast.success(t('seminarStatus.updated.archived', { title: seminar.title }));
          allowNextNavigation();
          void navigate('/seminars');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const submitWith = (status: 'SHOW' | 'DRAFT') => {
    form.setValue('Status', status);
    void form.handleSubmit(onValid)();
  };

  const changePriceType = (next: PriceType | null) => {
    form.setValue('priceType', next);
    const keep = next ? priceFieldsOf[next] : [];
    for (const field of ['priceCents', 'priceMinCents', 'priceMaxCents'] as const) {
      if (!keep.includes(field)) form.setValue(field, null);
    }
    form.clearErrors(['priceCents', 'priceMinCents', 'priceMaxCents']);
  };

  const online = seminarType === 'online';

  return (
    <>
      {seminar?.isExpired ? (
        // An expired seminar offers only new dates or the archive (defect 5).
        <Alert tone="info">
          <p>{t('seminars.form.expiredHint')}</p>
          <div className="alert__actions">
            <a href="#section-dates" className={buttonClass('secondary', 'sm')}>
              <CalendarClock aria-hidden="true" size={18} className="button__icon" />
              {t('seminars.list.editDates')}
            </a>
            {seminar.storedStatus !== 'archived' ? (
              <Button
                size="sm"
                icon={Archive}
                aria-disabled={statusChange.isPending || undefined}
                onClick={() => !statusChange.isPending && archive()}
              >
                {t('seminars.list.statusTo.archived')}
              </Button>
            ) : null}
          </div>
        </Alert>
      ) : null}
      {lockedMessage ? <Alert title={t('seminars.form.lockedTitle')}>{lockedMessage}</Alert> : null}
      <div className="with-index">
        <SectionIndex
          label={t('ui.sections')}
          sections={(['basics', 'dates', 'price', 'location', 'details', 'recognitions', 'publication'] as const).map(
            (key) => ({
              id: `section-${key}`,
              label: t(`seminars.form.sections.${key}`),
            }),
          )}
        />
        <form
          noValidate
          className="form seminar-form"
          onSubmit={(event) => {
            event.preventDefault();
            submitWith(published ? 'SHOW' : 'DRAFT');
          }}
        >
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
            <div className="field">
              <span id={descriptionLabelId} className="field__label">
                {t('seminars.fields.descriptionWeb')}
              </span>
              <Controller
                control={form.control}
                name="descriptionWeb"
                render={({ field }) => (
                  <RichTextEditor
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    labelId={descriptionLabelId}
                    describedBy={[descriptionCounterId, errors.descriptionWeb ? descriptionErrorId : null]
                      .filter(Boolean)
                      .join(' ')}
                    invalid={Boolean(errors.descriptionWeb)}
                  />
                )}
              />
              <p
                id={descriptionCounterId}
                className={
                  descriptionCount >= SEMINAR_DESCRIPTION_TEXT_LIMIT
                    ? 'field__counter field__counter--over'
                    : 'field__counter'
                }
              >
                {t('seminars.form.descriptionCounter', {
                  count: descriptionCount,
                  max: SEMINAR_DESCRIPTION_TEXT_LIMIT,
                })}
              </p>
              <FieldError id={descriptionErrorId} error={errors.descriptionWeb} />
            </div>
          </fieldset>

          <fieldset className="form__section card" id="section-dates">
            <legend>{t('seminars.form.sections.dates')}</legend>
            <div className="form__row">
              <Controller
                control={form.control}
                name="startDate"
                render={({ field }) => (
                  <DateField
                    label={t('seminars.fields.startDate')}
                    required
                    name={field.name}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    readOnly={startDateLocked}
                    earliest={published ? null : todayIso()}
                    hint={startDateLocked ? t('seminars.form.startDateLocked') : undefined}
                    error={errors.startDate}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="endDate"
                render={({ field }) => (
                  <DateField
                    label={t('seminars.fields.endDate')}
                    required
                    name={field.name}
                    value={field.value ?? null}
                    openOn={startDate}
                    earliest={startDate}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.endDate}
                  />
                )}
              />
            </div>
            <TextField
              label={t('seminars.fields.dateComment')}
              hint={t('seminars.form.dateCommentHint')}
              error={errors.dateComment}
              {...form.register('dateComment', { setValueAs: optionalText })}
            />
          </fieldset>

          <fieldset className="form__section card" id="section-price">
            <legend>{t('seminars.form.sections.price')}</legend>
            <SelectField
              label={t('seminars.fields.priceType')}
              required
              error={errors.priceType}
              value={priceType ?? ''}
              onChange={(event) => changePriceType((event.target.value || null) as PriceType | null)}
            >
              <option value="">{t('seminars.form.choose')}</option>
              {priceTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`seminars.priceType.${type}`)}
                </option>
              ))}
            </SelectField>
            {priceType === 'exact' ? (
              <Controller
                control={form.control}
                name="priceCents"
                render={({ field }) => (
                  <EuroField
                    label={t('seminars.fields.priceCents')}
                    hint={t('seminars.form.priceHint')}
                    required
                    name={field.name}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.priceCents}
                  />
                )}
              />
            ) : null}
            {priceType === 'range' ? (
              <div className="form__row">
                <Controller
                  control={form.control}
                  name="priceMinCents"
                  render={({ field }) => (
                    <EuroField
                      label={t('seminars.fields.priceMinCents')}
                      required
                      name={field.name}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.priceMinCents}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="priceMaxCents"
                  render={({ field }) => (
                    <EuroField
                      label={t('seminars.fields.priceMaxCents')}
                      required
                      name={field.name}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.priceMaxCents}
                    />
                  )}
                />
              </div>
            ) : null}
            <TextField
              label={t('seminars.fields.priceComment')}
              error={errors.priceComment}
              {...form.register('priceComment', { setValueAs: optionalText })}
            />
          </fieldset>

          <fieldset className="form__section card" id="section-location">
            <legend>{t('seminars.form.sections.location')}</legend>
            <div className="location-picker">
              <Controller
                control={form.control}
                name="locationId"
                render={({ field }) => (
                  <SelectField
                    label={t('seminars.fields.locationId')}
                    required={!online}
                    hint={online ? t('seminars.form.locationOptional') : undefined}
                    error={errors.locationId}
                    aria-busy={locations.isPending || undefined}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value || null)}
                    onBlur={field.onBlur}
                  >
                    <option value="">{t('seminars.form.noLocation')}</option>
                    {(locations.data?.locations ?? []).map((location) => (
                      <option key={location.id} value={location.id}>
                        {location.formattedAddress}
                      </option>
                    ))}
                  </SelectField>
                )}
              />
              <Button onClick={() => setLocationDialogOpen(true)}>{t('seminars.form.newLocation')}</Button>
            </div>
            <TextField
              label={t('seminars.fields.cityComment')}
              error={errors.cityComment}
              {...form.register('cityComment', { setValueAs: optionalText })}
            />
          </fieldset>

          <fieldset className="form__section card" id="section-details">
            <legend>{t('seminars.form.sections.details')}</legend>
            <TextAreaField
              label={t('seminars.fields.targetGroup')}
              rows={2}
              error={errors.targetGroup}
              {...form.register('targetGroup', { setValueAs: optionalText })}
            />
            <TextAreaField
              label={t('seminars.fields.prerequisites')}
              rows={2}
              error={errors.prerequisites}
              {...form.register('prerequisites', { setValueAs: optionalText })}
            />
            <TextAreaField
              label={t('seminars.fields.specialFeatures')}
              rows={2}
              error={errors.specialFeatures}
              {...form.register('specialFeatures', {
                setValueAs: optionalText,
              })}
            />
            <div className="form__row">
              <TextField
                label={t('seminars.fields.maxParticipants')}
                type="number"
                min={1}
                inputMode="numeric"
                error={errors.maxParticipants}
                hint={
                  participants
                    ? [
                        t('seminars.list.booked', { booked: participants.booked }),
                        participants.waitlist ? t('seminars.list.waitlist', { count: participants.waitlist }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : undefined
                }
                {...form.register('maxParticipants', {
                  setValueAs: optionalNumber,
                })}
              />
              <TextField
                label={t('seminars.fields.infoTelephone')}
                type="tel"
                autoComplete="tel"
                error={errors.infoTelephone}
                {...form.register('infoTelephone', {
                  setValueAs: optionalText,
                })}
              />
            </div>
            <TextField
              label={t('seminars.fields.directLink')}
              type="url"
              placeholder="https://"
              hint={t('seminars.form.directLinkHint')}
              error={errors.directLink}
              {...form.register('directLink', { setValueAs: optionalText })}
            />
            <CheckboxField
              label={t('seminars.fields.followUpBooking')}
              hint={t('seminars.form.followUpBookingHint')}
              {...form.register('followUpBooking')}
            />
          </fieldset>

          <Controller
            control={form.control}
            name="recognitions"
            render={({ field }) => (
              <RecognitionsField
                startDate={startDate}
                endDate={endDate}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.recognitions?.message ? errors.recognitions : errors.recognitions?.root}
              />
            )}
          />

          <fieldset className="form__section card" id="section-publication">
            <legend>{t('seminars.form.sections.publication')}</legend>
            <fieldset className="radio-group">
              <legend className="field__label">{t('seminars.fields.publicationChannel')}</legend>
              {publicationChannels.map((value) => (
                <label key={value} className="radio-group__option">
                  <input type="radio" value={value} {...form.register('publicationChannel')} />
                  <span>{t(`seminars.publicationChannel.${value}`)}</span>
                </label>
              ))}
            </fieldset>
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
                  error={
                    errors.descriptionBrochure ?? (brochureOver ? { message: 'seminarBrochureTextTooLong' } : undefined)
                  }
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
              costs={triggeredCosts(
                { publicationChannel: channel, expandedText },
                seminar?.publishedAt ? seminar : null,
              )}
              vatRatePercent={meta.vatRatePercent}
            />
          </fieldset>

          <div className="action-bar">
            {seminar ? (
              <ExternalButtonLink
                href={seminarPath(seminar)}
                variant="ghost"
                icon={Eye}
                newTabLabel={t('ui.opensInNewTab')}
              >
                {t('seminars.list.preview')}
              </ExternalButtonLink>
            ) : null}
            {published ? (
              <Button type="submit" variant="primary" pending={save.isPending} pendingLabel={t('seminars.form.saving')}>
                {t('seminars.form.saveChanges')}
              </Button>
            ) : (
              <>
                <Button type="submit" pending={save.isPending}>
                  {t('seminars.form.saveDraft')}
                </Button>
                <Button variant="primary" pending={save.isPending} onClick={() => submitWith('SHOW')}>
                  {t('seminars.form.publish')}
                </Button>
              </>
            )}
            {save.isPending ? (
              <span role="status" className="muted">
                {t('seminars.form.saving')}
              </span>
            ) : null}
          </div>
        </form>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
      {confirming ? (
        <SeminarCostConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming.title}
          costs={confirming.costs}
          action={confirming.action}
          onConfirm={() => {
            setConfirming(null);
            void saveValues(confirming.values);
          }}
        />
      ) : null}
      <LocationDialog
        open={locationDialogOpen}
        onOpenChange={setLocationDialogOpen}
        online={online}
        onCreated={(location) => {
          form.setValue('locationId', location.id, {
            shouldValidate: form.formState.isSubmitted,
          });
          toast.success(t('seminars.location.created'));
        }}
      />
    </>
  );
}

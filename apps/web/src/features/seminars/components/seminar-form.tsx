/**
 * The seminar form (seed §2–5): every Seminar field, validated by the shared
 * `seminarInputSchemaFor` before anything is sent, one fieldset component per section
 * (seminar-form/), saved by `useSeminarSave`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { seminarInputSchemaFor, todayIso, type Seminar } from '@bu/contracts';
import { Archive, CalendarClock, Eye } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass, ExternalButtonLink } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { DraftRestoredNotice } from '../../../components/ui/draft-restored-notice';
import { ErrorSummary, focusFirstInvalid, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { SectionIndex } from '../../../components/ui/section-index';
import { inLanguage, seminarPath } from '../../../lib/marketplace-paths';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { useSeminarStatusChange } from '../api';
import { emptySeminarValues, seminarToValues } from '../form-values';
import { LocationDialog } from './location-dialog';
import { SeminarCostConfirmDialog } from './seminar-cost-confirm-dialog';
import { RecognitionsField } from './recognitions-field';
import { BasicsFieldset } from './seminar-form/basics-fieldset';
import { DatesFieldset } from './seminar-form/dates-fieldset';
import { DetailsFieldset } from './seminar-form/details-fieldset';
import { LocationFieldset } from './seminar-form/location-fieldset';
import { PriceFieldset } from './seminar-form/price-fieldset';
import { PublicationFieldset } from './seminar-form/publication-fieldset';
import type { SeminarFormMeta } from './seminar-form/shared';
import { useSeminarSave } from './seminar-form/use-seminar-save';
import '../seminars.css';
import { currentLanguage, validationMessage } from '../../../lib/i18n';

type FieldErrorLike = { message?: unknown; root?: { message?: unknown } } | undefined;

/** A field's own message, its group's (`root`) or the first of its parts' (e.g. one recognition). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as NonNullable<FieldErrorLike>;
  if (typeof message === 'string' && message) return message;
  if (typeof root?.message === 'string' && root.message) return root.message;
  for (const part of Object.values(error)) {
    if (part && typeof part === 'object' && part !== root) {
      const found = firstMessage(part);
      if (found) return found;
    }
  }
  return undefined;
}

/** One summary entry per field with an error, labelled as the field is. */
function errorSummaryItems(errors: FieldErrors, t: TFunction): ErrorSummaryItem[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    const key = firstMessage(error);
    if (!key) return [];
    const label = t(`seminars.fields.${name}` as 'seminars.fields.title', { price: '' });
    return [{ name, label, message: validationMessage(key) }];
  });
}

export function SeminarForm({
  seminar,
  meta,
  participants,
  currentUserId,
}: {
  seminar: Seminar | null;
  meta: SeminarFormMeta;
  /** Booked participants and the waitlist of a saved seminar, shown at its maximum. */
  participants?: { booked: number; waitlist: number };
  currentUserId: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [locationDialogOpen, setLocationDialogOpen] = useState(false);
  const statusChange = useSeminarStatusChange();

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
    // Controlled fields (dates, prices, location, recognitions) have no ref react-hook-form could
    // focus: the error summary moves the focus instead, to the first field in page order.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  // Set by a refused submit, cleared once the focus is on the first invalid field.
  const focusPending = useRef(false);
  const save = useSeminarSave({
    form,
    seminar,
    published,
    startDateLocked,
    onInvalid: () => {
      focusPending.current = true;
      setRefusedSubmits((count) => count + 1);
    },
  });
  const summaryItems = refusedSubmits ? errorSummaryItems(errors, t) : [];
  // The errors of a refused submit may render a moment after it: focus once they are on screen.
  useEffect(() => {
    if (!focusPending.current || summaryItems.length === 0) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, summaryItems);
  });
  const [startDate, endDate, seminarType, weekendDays, nonSeminarDates, teachingHoursPerDay] = useWatch({
    control: form.control,
    name: ['startDate', 'endDate', 'seminarType', 'weekendDays', 'nonSeminarDates', 'teachingHoursPerDay'],
  });

  const archive = () => {
    if (!seminar) return;
    statusChange.mutate(
      { seminarId: seminar.id, status: 'archived' },
      {
        onSuccess: () => {
          toast.success(t('seminarStatus.updated.archived', { title: seminar.title }));
          save.allowNextNavigation();
          void navigate('/seminars');
        },
        onError: (error) => toast.error(error.message),
      },
    );
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
      {save.lockedMessage ? <Alert title={t('seminars.form.lockedTitle')}>{save.lockedMessage}</Alert> : null}
      {save.restoredDraft ? <DraftRestoredNotice onDiscard={save.discardDraft} /> : null}
      <ErrorSummary items={summaryItems} container={formRef} />
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
          ref={formRef}
          noValidate
          className="form seminar-form"
          onSubmit={(event) => {
            event.preventDefault();
            save.submitWith(published ? 'SHOW' : 'DRAFT');
          }}
        >
          <BasicsFieldset form={form} meta={meta} />
          <DatesFieldset form={form} startDate={startDate} startDateLocked={startDateLocked} published={published} />
          <PriceFieldset form={form} />
          <LocationFieldset form={form} online={online} onNewLocation={() => setLocationDialogOpen(true)} />
          <DetailsFieldset form={form} participants={participants} />

          <Controller
            control={form.control}
            name="recognitions"
            render={({ field }) => (
              <RecognitionsField
                startDate={startDate}
                endDate={endDate}
                schedule={{ weekendDays, nonSeminarDates, teachingHoursPerDay }}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.recognitions?.message ? errors.recognitions : errors.recognitions?.root}
              />
            )}
          />

          <PublicationFieldset form={form} meta={meta} seminar={seminar} published={published} />

          <div className="action-bar">
            {seminar ? (
              <ExternalButtonLink
                href={inLanguage(seminarPath(seminar), currentLanguage())}
                variant="ghost"
                icon={Eye}
                newTabLabel={t('ui.opensInNewTab')}
              >
                {t('seminars.list.preview')}
              </ExternalButtonLink>
            ) : null}
            {/* Offline the save buttons are inert and point to the offline banner (SubmitButton). */}
            {published ? (
              <SubmitButton pending={save.pending} pendingLabel={t('seminars.form.saving')}>
                {t('seminars.form.saveChanges')}
              </SubmitButton>
            ) : (
              <>
                <SubmitButton variant="secondary" pending={save.pending} pendingLabel={t('seminars.form.saveDraft')}>
                  {t('seminars.form.saveDraft')}
                </SubmitButton>
                <SubmitButton
                  pending={save.pending}
                  pendingLabel={t('seminars.form.publish')}
                  onClick={(event) => {
                    // Publishing, not the form's own save (a draft): the same checks, another status.
                    event.preventDefault();
                    save.submitWith('SHOW');
                  }}
                >
                  {t('seminars.form.publish')}
                </SubmitButton>
              </>
            )}
            {save.pending ? (
              <span role="status" className="muted">
                {t('seminars.form.saving')}
              </span>
            ) : null}
          </div>
        </form>
      </div>
      <UnsavedChangesDialog blocker={save.blocker} />
      {save.confirming ? (
        <SeminarCostConfirmDialog
          open
          onOpenChange={(open) => !open && save.cancelConfirm()}
          title={save.confirming.title}
          costs={save.confirming.costs}
          action={save.confirming.action}
          vatRatePercent={meta.vatRatePercent}
          onConfirm={save.confirm}
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

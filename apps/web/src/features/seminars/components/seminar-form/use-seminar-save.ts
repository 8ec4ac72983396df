/**
 * The seminar form's save: publishing, and a save that adds costs (brochure entry, expanded
 * text), confirm first; server rule failures (422 `fieldErrors`) land at their fields, code 14
 * (locked start date) gets its own message — both come back as the save call's result, not as
 * an error. Unsaved input is kept as a draft until the server has saved it (lib/form-draft), and
 * leaving with unsaved changes asks first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Seminar, SeminarInput } from '@bu/contracts';
import { isApiError } from '../../../../lib/api-client';
import { useFormDraft } from '../../../../lib/form-draft';
import { applyServerErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { useUnsavedChangesGuard } from '../../../../components/ui/unsaved-changes';
import { seminarsApi, useSaveSeminar, type SeminarSaveResult } from '../../api';
import { emptySeminarValues, valuesToPayload } from '../../form-values';
import { triggeredCosts, type SeminarCostLine } from '../seminar-cost-confirm-dialog';
import type { SeminarFormApi } from './shared';

const FORM_FIELDS = Object.keys(emptySeminarValues(null));

/** A save waiting for the cost confirmation. */
export type SeminarSaveConfirmation = {
  values: SeminarInput;
  title: string;
  costs: SeminarCostLine[];
  action: 'publish' | 'save';
};

export function useSeminarSave({
  form,
  seminar,
  published,
  startDateLocked,
  onInvalid,
}: {
  form: SeminarFormApi;
  seminar: Seminar | null;
  published: boolean;
  startDateLocked: boolean;
  /** A submit the form's own rules refused. */
  onInvalid?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveSeminar();
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SeminarSaveConfirmation | null>(null);
  const editing = seminar !== null;
  const draft = useFormDraft(form, `seminar:${seminar?.id ?? 'new'}`);
  // A save refused by the rules resolves too: only a saved seminar may leave without asking.
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(form.formState.isDirty && !save.data?.ok);

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

  const submitWith = (status: 'SHOW' | 'DRAFT') => {
    form.setValue('Status', status);
    void form.handleSubmit(onValid, () => onInvalid?.())();
  };

  return {
    pending: save.isPending,
    /** Unsaved input taken back from this device, and how to drop it. */
    restoredDraft: draft.restored,
    discardDraft: draft.discard,
    lockedMessage,
    confirming,
    /** Saves what waits for the confirmation. */
    confirm: () => {
      if (!confirming) return;
      setConfirming(null);
      void saveValues(confirming.values);
    },
    cancelConfirm: () => setConfirming(null),
    submitWith,
    blocker,
    allowNextNavigation,
  };
}

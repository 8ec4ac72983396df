/**
 * The provider-level recognitions (issue 24): the provider's own recognitions per state with
 * number, authority, validity and the authority's notice — listed, added, edited and deleted.
 * The validity is typed in the UI language's date format (or picked in the calendar); a date
 * that is not one stops the save here, every other rule is the server's, whose field messages are
 * shown at the fields. A field's message goes as soon as its date is a date again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  formatDate,
  germanStates,
  isIsoDate,
  lawDuring,
  stateRulesOn,
  todayIso,
  type ProviderRecognition,
  type StateCode,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField, isUnreadableDate } from '../../../components/ui/date-field/date-field';
import { SelectField, TextField } from '../../../components/ui/field';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteProviderRecognition, useProviderRecognitions, useSaveProviderRecognition } from '../api';
import { NoticeUpload } from './notice-upload';
import '../recognitions.css';

type Draft = {
  id?: string;
  state: StateCode;
  number: string;
  authority: string;
  validFrom: string;
  validUntil: string;
  documentId: string | null;
};

const emptyDraft = (): Draft => ({
  state: 'BW',
  number: '',
  authority: '',
  validFrom: '',
  validUntil: '',
  documentId: null,
});

function Validity({ r }: { r: Pick<ProviderRecognition, 'validFrom' | 'validUntil'> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const from = r.validFrom ? formatDate(r.validFrom, language) : null;
  const until = r.validUntil ? formatDate(r.validUntil, language) : null;
  if (from && until) return <>{t('recognitions.validRange', { from, until })}</>;
  if (until) return <>{t('recognitions.validUntilOnly', { until })}</>;
  if (from) return <>{t('recognitions.validFromOnly', { from })}</>;
  return <>{t('recognitions.validOpen')}</>;
}

function RecognitionForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const save = useSaveProviderRecognition();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  // Keys of the shared validation texts; the field translates them.
  const fieldError = (name: string) => (errors[name] ? { message: errors[name] } : undefined);
  const setDate = (name: 'validFrom' | 'validUntil', value: string | null) => {
    set({ [name]: value ?? '' });
    if (!value || isIsoDate(value))
      setErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => k !== name)));
  };
  const stateName = (code: StateCode) => germanStates.find((s) => s.code === code)?.[language] ?? code;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unreadable = (['validFrom', 'validUntil'] as const).filter((name) => isUnreadableDate(draft[name]));
    setErrors(Object.fromEntries(unreadable.map((name) => [name, 'dateInvalid'])));
    if (unreadable.length) return;
    try {
      await save.mutateAsync({
        id: draft.id,
        body: {
          state: draft.state,
          number: draft.number || null,
          authority: draft.authority || null,
          validFrom: draft.validFrom || null,
          validUntil: draft.validUntil || null,
          documentId: draft.documentId,
        },
      });
      toast.success(t('recognitions.saved'));
      onDone();
    } catch (err) {
      if (isApiError(err) && err.fieldErrors) setErrors(err.fieldErrors);
      else toast.error(isApiError(err) ? err.message : t('errors.INTERNAL'));
    }
  };

  return (
    <form className="card stack recognition-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>
        {draft.id ? t('recognitions.formHeading', { state: stateName(draft.state) }) : t('recognitions.newHeading')}
      </h2>
      <SelectField
        label={t('recognitions.state')}
        value={draft.state}
        error={fieldError('state')}
        onChange={(e) => set({ state: e.target.value as StateCode })}
      >
        {germanStates
          .filter((s) => lawDuring(s.code, null, null))
          .map((s) => (
            <option key={s.code} value={s.code}>
              {s[language]}
            </option>
          ))}
      </SelectField>
      <TextField
        label={t('recognitions.number')}
        value={draft.number}
        maxLength={50}
        error={fieldError('number')}
        onChange={(e) => set({ number: e.target.value })}
      />
      <TextField
        label={t('recognitions.authority')}
        value={draft.authority}
        maxLength={200}
        placeholder={t('recognitions.authorityPlaceholder', {
          authority: stateRulesOn(draft.state, todayIso()).authority[language],
        })}
        error={fieldError('authority')}
        onChange={(e) => set({ authority: e.target.value })}
      />
      <div className="recognitions__validity">
        <DateField
          label={t('recognitions.validFrom')}
          name="validFrom"
          value={draft.validFrom || null}
          error={fieldError('validFrom')}
          onChange={(value) => setDate('validFrom', value)}
        />
        <DateField
          label={t('recognitions.validUntil')}
          name="validUntil"
          value={draft.validUntil || null}
          openOn={draft.validFrom}
          earliest={draft.validFrom}
          error={fieldError('validUntil')}
          onChange={(value) => setDate('validUntil', value)}
        />
      </div>
      <NoticeUpload
        label={t('recognitions.notice')}
        documentId={draft.documentId}
        onChange={(documentId) => set({ documentId })}
      />
      {errors.documentId ? <Alert>{t('validation.recognitionDocumentUnknown')}</Alert> : null}
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('recognitions.save')}
        </Button>
        <Button onClick={onDone}>{t('recognitions.cancel')}</Button>
      </div>
    </form>
  );
}

export function RecognitionsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useProviderRecognitions();
  const remove = useDeleteProviderRecognition();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<ProviderRecognition | null>(null);
  const recognitions = list.data?.recognitions ?? [];
  const stateName = (code: StateCode) => germanStates.find((s) => s.code === code)?.[language] ?? code;

  return (
    <section className="stack" aria-labelledby="recognitions-heading">
      <h1 id="recognitions-heading">{t('recognitions.heading')}</h1>
      <p className="lead">{t('recognitions.intro')}</p>
      {list.error ? <Alert>{list.error.message}</Alert> : null}
      {editing ? (
        <RecognitionForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />
      ) : (
        <div>
          <Button variant="primary" icon={Plus} onClick={() => setEditing(emptyDraft())}>
            {t('recognitions.add')}
          </Button>
        </div>
      )}
      {list.isPending ? (
        <SkeletonCard label={t('recognitions.heading')} lines={3} />
      ) : recognitions.length === 0 ? (
        <p className="muted">{t('recognitions.empty')}</p>
      ) : (
        <ul className="recognition-cards">
          {recognitions.map((r) => (
            <li key={r.id} className="card recognition-card">
              <h2 className="recognition-card__title">{stateName(r.state)}</h2>
              <dl className="recognition-card__facts">
                <div>
                  <dt>{t('recognitions.number')}</dt>
                  <dd>{r.number ?? '–'}</dd>
                </div>
                <div>
                  <dt>{t('recognitions.authority')}</dt>
                  <dd>{r.authority ?? '–'}</dd>
                </div>
                <div>
                  <dt>{t('recognitions.validity')}</dt>
                  <dd>
                    <Validity r={r} />
                  </dd>
                </div>
                <div>
                  <dt>{t('recognitions.notice')}</dt>
                  <dd>{r.documentName ?? '–'}</dd>
                </div>
              </dl>
              <div className="recognition-card__actions">
                <Button
                  icon={Pencil}
                  aria-label={`${t('recognitions.edit')} – ${stateName(r.state)}`}
                  onClick={() =>
                    setEditing({
                      id: r.id,
                      state: r.state,
                      number: r.number ?? '',
                      authority: r.authority ?? '',
                      validFrom: r.validFrom ?? '',
                      validUntil: r.validUntil ?? '',
                      documentId: r.documentId,
                    })
                  }
                >
                  {t('recognitions.edit')}
                </Button>
                <Button
                  variant="ghost"
                  icon={Trash2}
                  aria-label={`${t('recognitions.delete')} – ${stateName(r.state)}`}
                  onClick={() => setDeleting(r)}
                >
                  {t('recognitions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('recognitions.deleteConfirm', { state: stateName(deleting.state) }) : ''}
        description={deleting?.number ?? ''}
        confirmLabel={t('recognitions.delete')}
        cancelLabel={t('recognitions.cancel')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('recognitions.deleted'));
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}

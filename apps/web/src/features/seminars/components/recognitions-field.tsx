/**
 * State recognitions (DESIGN §6, issue 24): one row per German state; a chosen state takes the
 * recognition's number, authority, validity (the app's date fields) and the authority's notice (PDF). A state whose law
 * is not in force on the seminar's start date (Bavaria always, Saxony before 2027) cannot be
 * chosen — the contracts' state data decides, as on the server. Below the list: the state
 * minimums the seminar may miss (warnings, not errors) and the provider-level recognitions that
 * already cover it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  germanStates,
  hasLawFrom,
  isIsoDate,
  lawInForce,
  providerRecognitionSuffices,
  recognitionWarnings,
  stateRulesOn,
  todayIso,
  validityCovers,
  type Recognition,
  type StateCode,
} from '@bu/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { DateField } from '../../../components/ui/date-field/date-field';
import { CheckboxField, FieldError, FieldHint, TextField } from '../../../components/ui/field';
import { NoticeUpload, useProviderRecognitions } from '../../recognitions';
import '../seminars.css';

export function RecognitionsField({
  value,
  onChange,
  error,
  startDate,
  endDate,
  schedule,
}: {
  startDate?: string | null;
  endDate?: string | null;
  /** The daily schedule the state minimums are checked against (issue 46). */
  schedule: { weekendDays?: boolean | null; nonSeminarDates?: string[] | null; teachingHoursPerDay?: number | null };
  value: Recognition[];
  onChange: (value: Recognition[]) => void;
  error?: { message?: string };
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const byState = new Map(value.map((r) => [r.state, r]));
  const start = startDate && isIsoDate(startDate) ? startDate : null;
  const end = endDate && isIsoDate(endDate) && start && endDate >= start ? endDate : start;
  const hasLaw = (code: StateCode) => (start ? lawInForce(code, start) : hasLawFrom(code, todayIso()));
  const own = useProviderRecognitions().data?.recognitions ?? [];
  const covering =
    start && end ? own.filter((r) => providerRecognitionSuffices(r.state, start) && validityCovers(r, start, end)) : [];
  const warnings = recognitionWarnings({ ...schedule, startDate: start, endDate: end, recognitions: value });
  const stateName = (code: StateCode) => germanStates.find((s) => s.code === code)?.[language] ?? code;

  const toggle = (state: StateCode, checked: boolean) => {
    const next = checked ? [...value, { state, number: null }] : value.filter((r) => r.state !== state);
    onChange(next.sort((a, b) => a.state.localeCompare(b.state)));
  };
  const set = (state: StateCode, changes: Partial<Recognition>) =>
    onChange(value.map((r) => (r.state === state ? { ...r, ...changes } : r)));

  return (
    <fieldset
      id="section-recognitions"
      data-field="recognitions"
      className="form__section card recognitions"
      aria-describedby={error?.message ? `${id}-hint ${errorId}` : `${id}-hint`}
      aria-invalid={error?.message ? true : undefined}
    >
      <legend>{t('seminars.form.sections.recognitions')}</legend>
      <FieldHint id={`${id}-hint`}>{t('seminars.form.recognitionsHint')}</FieldHint>
      <FieldError id={errorId} error={error} />
      {covering.length ? (
        <ul className="recognitions__covering">
          {covering.map((r) => (
            <li key={r.id}>
              {stateName(r.state)}: {t('recognitions.providerLevelCovers', { number: r.number ?? '–' })}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="recognitions__list">
        {germanStates.map((state) => {
          const recognition = byState.get(state.code);
          const checkboxId = `${id}-${state.code}`;
          const law = hasLaw(state.code);
          const rules = stateRulesOn(state.code, start ?? todayIso());
          return (
            <li
              key={state.code}
              className={
                recognition
                  ? 'recognitions__item recognitions__item--chosen'
                  : law
                    ? 'recognitions__item'
                    : 'recognitions__item recognitions__item--nolaw'
              }
            >
              <CheckboxField
                id={checkboxId}
                label={state[language]}
                hint={law ? null : t('seminars.form.noLaw')}
                checked={Boolean(recognition)}
                disabled={!law && !recognition}
                onChange={(event) => toggle(state.code, event.target.checked)}
              />
              {recognition ? (
                <div className="recognitions__details">
                  <TextField
                    id={`${checkboxId}-number`}
                    className="recognitions__number"
                    label={t('seminars.form.recognitionNumber', { state: state[language] })}
                    maxLength={50}
                    value={recognition.number ?? ''}
                    onChange={(event) => set(state.code, { number: event.target.value || null })}
                  />
                  <TextField
                    id={`${checkboxId}-authority`}
                    label={t('recognitions.authority')}
                    maxLength={200}
                    placeholder={t('recognitions.authorityPlaceholder', { authority: rules.authority[language] })}
                    value={recognition.authority ?? ''}
                    onChange={(event) => set(state.code, { authority: event.target.value || null })}
                  />
                  <div className="recognitions__validity">
                    <DateField
                      label={t('recognitions.validFrom')}
                      value={recognition.validFrom ?? null}
                      onChange={(validFrom) => set(state.code, { validFrom })}
                    />
                    <DateField
                      label={t('recognitions.validUntil')}
                      value={recognition.validUntil ?? null}
                      openOn={recognition.validFrom}
                      earliest={recognition.validFrom}
                      onChange={(validUntil) => set(state.code, { validUntil })}
                    />
                  </div>
                  <NoticeUpload
                    label={`${t('recognitions.notice')} ${state[language]}`}
                    documentId={recognition.documentId}
                    onChange={(documentId) => set(state.code, { documentId })}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {warnings.length ? (
        <div className="recognitions__warnings" role="note" aria-label={t('recognitions.warningsHeading')}>
          <h3>{t('recognitions.warningsHeading')}</h3>
          <ul>
            {warnings.map((w) => (
              <li key={`${w.state}-${w.kind}`}>
                {w.kind === 'minDays'
                  ? t('recognitions.warningMinDays', { state: stateName(w.state), min: w.min, days: w.days })
                  : w.hours === null
                    ? t('recognitions.warningHoursUnknown', { state: stateName(w.state), min: w.min })
                    : t('recognitions.warningMinHours', { state: stateName(w.state), min: w.min, hours: w.hours })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}

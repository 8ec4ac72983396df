/**
 * State recognitions (DESIGN §6): one row per German state with an optional recognition
 * number. A state whose law is not in force on the seminar's start date (Bavaria always,
 * Saxony before 2027) cannot be chosen — the contracts' state data decides, as on the server.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  germanStates,
  hasLawFrom,
  isIsoDate,
  lawInForce,
  todayIso,
  type Recognition,
  type StateCode,
} from '@bu/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { FieldError } from '../../../components/ui/field';

export function RecognitionsField({
  value,
  onChange,
  error,
  startDate,
}: {
  startDate?: string | null;
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
  const hasLaw = (code: StateCode) => (start ? lawInForce(code, start) : hasLawFrom(code, todayIso()));

  const toggle = (state: StateCode, checked: boolean) => {
    const next = checked ? [...value, { state, number: null }] : value.filter((r) => r.state !== state);
    onChange(next.sort((a, b) => a.state.localeCompare(b.state)));
  };
  const setNumber = (state: StateCode, number: string) =>
    onChange(value.map((r) => (r.state === state ? { ...r, number: number || null } : r)));

  return (
    <fieldset
      id="section-recognitions"
      className="form__section card recognitions"
      aria-describedby={error?.message ? `${id}-hint ${errorId}` : `${id}-hint`}
      aria-invalid={error?.message ? true : undefined}
    >
      <legend>{t('seminars.form.sections.recognitions')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('seminars.form.recognitionsHint')}
      </p>
      <FieldError id={errorId} error={error} />
      <ul className="recognitions__list">
        {germanStates.map((state) => {
          const recognition = byState.get(state.code);
          const checkboxId = `${id}-${state.code}`;
          const noLawId = `${id}-${state.code}-nolaw`;
          const law = hasLaw(state.code);
          return (
            <li
              key={state.code}
              className={law ? 'recognitions__item' : 'recognitions__item recognitions__item--nolaw'}
            >
              <div className="field__checkbox-row">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={Boolean(recognition)}
                  disabled={!law && !recognition}
                  aria-describedby={law ? undefined : noLawId}
                  onChange={(event) => toggle(state.code, event.target.checked)}
                />
                <label htmlFor={checkboxId}>{state[language]}</label>
              </div>
              {law ? null : (
                <p id={noLawId} className="field__hint">
                  {t('seminars.form.noLaw')}
                </p>
              )}
              {recognition ? (
                <div className="field recognitions__number">
                  <label htmlFor={`${checkboxId}-number`} className="field__label">
                    {t('seminars.form.recognitionNumber', { state: state[language] })}
                  </label>
                  <input
                    id={`${checkboxId}-number`}
                    className="field__control"
                    maxLength={50}
                    value={recognition.number ?? ''}
                    onChange={(event) => setNumber(state.code, event.target.value)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

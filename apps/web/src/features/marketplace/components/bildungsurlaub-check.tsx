/**
 * The visitor's "Bildungsurlaub check" on a public seminar page: the visitor picks the state
 * they work in and sees whether the seminar counts there (and by which recognition), the law in
 * force on the start day and the last day to tell the employer — all from the contracts' state
 * data (`bildungsurlaubCheck`), the same rules the dashboard uses.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bildungsurlaubCheck,
  formatDate,
  germanStates,
  todayIso,
  type PublicSeminar,
  type StateCode,
} from '@bu/contracts';
import { SelectField } from '../../../components/ui/field';
import { currentLanguage } from '../../../lib/i18n';
import '../marketplace.css';

export function BildungsurlaubCheck({
  seminar,
  workState,
  onWorkStateChange,
}: {
  seminar: PublicSeminar;
  workState: StateCode | '';
  onWorkStateChange: (state: StateCode | '') => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const name = (code: string) => germanStates.find((s) => s.code === code)?.[language] ?? code;
  const check = workState ? bildungsurlaubCheck(seminar, workState) : null;
  const today = todayIso();

  return (
    <section className="card bu-check" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('marketplace.check.heading')}</h2>
      <p className="muted">{t('marketplace.check.intro')}</p>
      <SelectField
        label={t('marketplace.check.state')}
        value={workState}
        onChange={(e) => onWorkStateChange(e.target.value as StateCode | '')}
      >
        <option value="">{t('marketplace.check.choose')}</option>
        {germanStates.map((s) => (
          <option key={s.code} value={s.code}>
            {s[language]}
          </option>
        ))}
      </SelectField>
      {check ? (
        <div
          className={`bu-check__result ${check.status === 'recognised' ? 'bu-check__result--yes' : 'bu-check__result--no'}`}
          role="status"
        >
          <p>
            <strong>
              {check.status === 'recognised'
                ? t('marketplace.check.recognised', { state: name(workState) })
                : check.status === 'no_law'
                  ? t('marketplace.check.noLaw', { state: name(workState) })
                  : check.status === 'no_date'
                    ? t('marketplace.check.noDate')
                    : t('marketplace.check.notRecognised', { state: name(workState) })}
            </strong>
          </p>
          <dl>
            {check.recognition ? (
              <>
                <dt>{t('marketplace.check.basis')}</dt>
                <dd>
                  {check.via === 'provider'
                    ? t('marketplace.check.viaProvider')
                    : check.via === 'other_state'
                      ? t('marketplace.check.viaOtherState', {
                          state: name(check.recognition.state),
                          workState: name(workState),
                        })
                      : t('marketplace.check.viaEvent')}
                </dd>
                {check.recognition.number ? (
                  <>
                    <dt>{t('marketplace.check.number')}</dt>
                    <dd>{check.recognition.number}</dd>
                  </>
                ) : null}
                <dt>{t('marketplace.check.authority')}</dt>
                <dd>{check.recognition.authority ?? check.rules.authority[language]}</dd>
                {check.recognition.validUntil ? (
                  <>
                    <dt>{t('marketplace.check.validUntil')}</dt>
                    <dd>{formatDate(check.recognition.validUntil, language)}</dd>
                  </>
                ) : null}
              </>
            ) : null}
            {check.rules.law ? (
              <>
                <dt>{t('marketplace.check.law')}</dt>
                <dd>{check.rules.law.name}</dd>
                <dt>{t('marketplace.check.deadline')}</dt>
                <dd>
                  {check.noticeDeadline ? (
                    <>
                      {formatDate(check.noticeDeadline, language)}{' '}
                      <span className="muted">
                        {t('marketplace.check.weeks', { count: check.rules.noticeWeeks ?? 0 })}
                      </span>
                      {check.noticeDeadline < today ? <> – {t('marketplace.check.deadlinePassed')}</> : null}
                    </>
                  ) : (
                    t('marketplace.check.deadlineUnknown')
                  )}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      <p className="muted">{t('marketplace.check.disclaimer')}</p>
    </section>
  );
}

/**
 * Shown to providers who are not (yet) approved: how approval works, with the law and the
 * authority per German state as in force today (the contracts' state data).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { allStateRulesOn, todayIso } from '@bu/contracts';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import '../auth.css';

export function NotApprovedInfo({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const states = allStateRulesOn(todayIso());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="not-approved-heading" className="stack">
      <h2 id="not-approved-heading" ref={headingRef} tabIndex={-1}>
        {t('auth.notApproved.heading')}
      </h2>
      <p>{t('auth.notApproved.intro')}</p>
      <p>{t('auth.notApproved.howTo')}</p>
      <h3>{t('auth.notApproved.statesHeading')}</h3>
      <dl className="state-list">
        {states.map((state) => (
          <div key={state.code} className="state-list__item">
            <dt>{state.name[language]}</dt>
            <dd>
              {state.law === null ? (
                t('auth.notApproved.noLaw')
              ) : (
                <>
                  <span className="state-list__law">{state.law.name}</span>
                  {' – '}
                  {state.authority[language]}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('auth.notApproved.disclaimer')}</p>
      <div>
        <Button icon={ArrowLeft} onClick={onBack}>
          {t('auth.notApproved.back')}
        </Button>
      </div>
    </section>
  );
}

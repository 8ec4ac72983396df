/**
 * Shown to providers who are not (yet) approved: how approval works, with a pointer per
 * German state. Texts live in the locale files (`states.*`).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export const federalStates = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;
/** States without an educational-leave law (DESIGN §6). */
const statesWithoutLaw = new Set<string>(['BY', 'SN']);

export function NotApprovedInfo({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
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
        {federalStates.map((code) => (
          <div key={code} className="state-list__item">
            <dt>{t(`states.${code}.name`)}</dt>
            <dd>
              {statesWithoutLaw.has(code) ? (
                t('auth.notApproved.noLaw')
              ) : (
                <>
                  <span className="state-list__law">{t(`states.${code}.law`)}</span>
                  {' – '}
                  {t(`states.${code}.authority`)}
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

/**
 * "Wie wir sortieren" / "How results are ordered" (/marketplace/ranking): the main parameters that
 * decide the order of the search and that positions 1 and 2 are paid placements, as UWG § 5b (2)
 * and the P2B Regulation (EU) 2019/1150 Art. 5 require. The texts mirror the server's rules
 * (marketplace/search.ts, boosts/placement.ts; docs/boosts.md).
 */
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { useLocalizedPath } from '../language-in-address';

const sections = ['matching', 'order', 'ads', 'rotation', 'noInfluence'] as const;

export function RankingPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <article className="stack mp-ranking" aria-labelledby="mp-ranking-heading">
      <h1 id="mp-ranking-heading">{t('marketplace.ranking.heading')}</h1>
      <p className="lead">{t('marketplace.ranking.intro')}</p>
      {sections.map((key) => (
        <section key={key} className="card" aria-labelledby={`mp-ranking-${key}`}>
          <h2 id={`mp-ranking-${key}`}>{t(`marketplace.ranking.${key}.heading`)}</h2>
          <p>{t(`marketplace.ranking.${key}.text`)}</p>
        </section>
      ))}
      <p className="muted">{t('marketplace.ranking.legal')}</p>
      <div>
        <ButtonLink to={localized('/marketplace')} variant="primary" icon={Search}>
          {t('marketplace.backToSearch')}
        </ButtonLink>
      </div>
    </article>
  );
}

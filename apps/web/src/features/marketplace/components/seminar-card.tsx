/**
 * One seminar in a result list: title (link to its page), provider, dates, place, price, recognitions.
 * A top placement is paid: it is labelled as advertising ("Anzeige" / "Ad"), UWG § 5b.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicSeminarSummary } from '@bu/contracts';
import { providerPath, seminarPath } from '../../../lib/marketplace-paths';
import { formatDates, formatPrice, stateName } from '../format';
import { useLocalizedPath } from '../language-in-address';

export function SeminarCard({
  seminar,
  showProvider = true,
}: {
  /** `boosted`: a paid top placement of the search, labelled as an ad. */
  seminar: PublicSeminarSummary & { boosted?: boolean };
  showProvider?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const price = formatPrice(seminar, t);
  const place = seminar.seminarType === 'online' ? t('marketplace.online') : seminar.city;
  return (
    <article className={seminar.boosted ? 'mp-card mp-card--top' : 'mp-card'}>
      {seminar.boosted ? <p className="mp-card__top">{t('marketplace.ranking.adLabel')}</p> : null}
      <h3 className="mp-card__title">
        <Link to={localized(seminarPath(seminar))}>{seminar.title}</Link>
      </h3>
      {showProvider ? (
        <p className="mp-card__provider">
          <Link to={localized(providerPath({ id: seminar.providerId, name: seminar.providerName }))}>
            {seminar.providerName}
          </Link>
        </p>
      ) : null}
      <dl className="mp-facts">
        <div>
          <dt>{t('marketplace.facts.dates')}</dt>
          <dd>{formatDates(seminar)}</dd>
        </div>
        {place ? (
          <div>
            <dt>{t('marketplace.facts.place')}</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
        {price ? (
          <div>
            <dt>{t('marketplace.facts.price')}</dt>
            <dd>{price}</dd>
          </div>
        ) : null}
        {seminar.states.length ? (
          <div>
            <dt>{t('marketplace.facts.recognized')}</dt>
            <dd>{seminar.states.map((s) => stateName(s)).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {seminar.excerpt ? <p className="mp-card__excerpt">{seminar.excerpt}</p> : null}
    </article>
  );
}

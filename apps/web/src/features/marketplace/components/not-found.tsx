/**
 * What a marketplace page shows for an unknown or unpublished seminar or provider, and for a
 * seminar that is over or removed (`gone`, the server's 410 page) with the way to its provider.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { isPageMissing, type PageMissing } from '@bu/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { providerPath } from '../../../lib/marketplace-paths';
import '../../../components/ui/empty-state.css';
import { useLocalizedPath } from '../language-in-address';

/** The missing page's details from a failed read (a 404/410 answer or the server's PageMissing). */
export const missingOf = (error: unknown): PageMissing | null => (isPageMissing(error) ? error : null);

export function NotFound({ missing }: { missing?: PageMissing | null }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const gone = missing?.status === 410;
  const provider = gone ? missing.provider : null;
  return (
    <section className="card empty-state" aria-labelledby="mp-not-found">
      <h1 id="mp-not-found">{gone ? t('marketplace.gone.heading') : t('marketplace.notFound.heading')}</h1>
      <p>{gone ? t('marketplace.gone.text') : t('marketplace.notFound.text')}</p>
      {provider ? (
        <p>
          <Link to={localized(providerPath(provider))}>{t('marketplace.gone.provider', { name: provider.name })}</Link>
        </p>
      ) : null}
      <ButtonLink to={localized('/marketplace')} variant="primary" icon={Search}>
        {t('marketplace.backToSearch')}
      </ButtonLink>
    </section>
  );
}

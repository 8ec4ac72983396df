/**
 * A provider's public page (/marketplace/providers/<slug>-<id>): cover, logo, description,
 * contact, gallery and current seminars. The visit counts as a profile view, each seminar shown
 * as an impression.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { idFromSlug } from '@bu/contracts';
import { CalendarPlus, Globe } from 'lucide-react';
import { ExternalButtonLink, buttonClass } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { providerPath } from '../../../lib/marketplace-paths';
import { apiUrl } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { usePublicProvider } from '../api';
import { isOwnListing, track } from '../track';
import { NotFound, missingOf } from './not-found';
import { SeminarCard } from './seminar-card';
import '../../../components/ui/empty-state.css';

export function ProviderPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const id = idFromSlug(slug);
  const query = usePublicProvider(id);
  const provider = query.data?.provider;

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!provider || isOwnListing(provider.id) || reported.current === provider.id) return;
    reported.current = provider.id;
    const viewToken = query.data?.viewToken;
    track(
      { type: 'profile_view', providerId: provider.id, viewToken },
      ...provider.seminars.map((s) => ({ type: 'impression' as const, seminarId: s.id, viewToken })),
    );
  }, [provider, query.data?.viewToken]);

  const missing = missingOf(query.error);
  if (!id || missing) return <NotFound missing={missing} />;
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!provider) {
    return (
      <p className="muted" aria-busy="true">
        {t('marketplace.loading')}
      </p>
    );
  }
  const canonical = providerPath(provider);
  if (`/marketplace/providers/${slug}` !== canonical) return <Navigate to={{ pathname: canonical, search }} replace />;

  return (
    <article className="mp-provider stack" aria-labelledby="mp-provider-name">
      {provider.cover ? (
        <img className="mp-cover" src={provider.cover.url} alt={provider.cover.description ?? ''} />
      ) : null}
      <header className="mp-seminar__header">
        {provider.logo ? (
          <img
            src={provider.logo.url}
            alt={t('marketplace.provider.logo', { name: provider.name })}
            className="mp-logo"
            width="88"
            height="88"
          />
        ) : null}
        <div>
          <h1 id="mp-provider-name">{provider.name}</h1>
          <p className="muted">{provider.city}</p>
        </div>
      </header>
      <div className="mp-seminar__grid">
        <section className="card" aria-labelledby="mp-about-heading">
          <h2 id="mp-about-heading">{t('marketplace.provider.about')}</h2>
          {provider.description ? (
            <div className="mp-description" dangerouslySetInnerHTML={{ __html: provider.description }} />
          ) : (
            <p className="muted">{t('marketplace.provider.noDescription')}</p>
          )}
        </section>
        {provider.website || provider.phone ? (
          <aside className="card mp-contact" aria-labelledby="mp-provider-contact">
            <h2 id="mp-provider-contact">{t('marketplace.seminar.contact')}</h2>
            <div className="mp-contact__actions">
              {provider.phone ? (
                <a className={buttonClass('secondary')} href={`tel:${provider.phone.replace(/[^+\d]/g, '')}`}>
                  {t('marketplace.seminar.phone', { phone: provider.phone })}
                </a>
              ) : null}
              {provider.website ? (
                <ExternalButtonLink icon={Globe} href={provider.website} newTabLabel={t('ui.opensInNewTab')}>
                  {t('marketplace.seminar.website')}
                </ExternalButtonLink>
              ) : null}
            </div>
          </aside>
        ) : null}
      </div>
      {provider.gallery.length ? (
        <section aria-labelledby="mp-gallery-heading">
          <h2 id="mp-gallery-heading">{t('marketplace.provider.gallery')}</h2>
          <ul className="mp-gallery">
            {provider.gallery.map((image) => (
              <li key={image.url}>
                <figure>
                  <img src={image.url} alt={image.description ?? ''} loading="lazy" />
                  {image.description ? <figcaption className="muted">{image.description}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="stack" aria-labelledby="mp-provider-seminars">
        <h2 id="mp-provider-seminars">{t('marketplace.provider.seminars', { count: provider.seminars.length })}</h2>
        {provider.seminars.length ? (
          <p>
            {/* The provider's dates as a feed a calendar app subscribes to (issue 43, ADR 045). */}
            <a
              className={buttonClass('secondary')}
              href={apiUrl(endpoints.getProviderCalendar, { params: { id: provider.id } })}
            >
              <CalendarPlus aria-hidden="true" size={18} />
              {t('marketplace.provider.calendarFeed')}
            </a>
          </p>
        ) : null}
        {provider.seminars.length ? (
          <ol className="mp-results">
            {provider.seminars.map((seminar) => (
              <li key={seminar.id}>
                <SeminarCard seminar={seminar} showProvider={false} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="card empty-state">{t('marketplace.provider.noSeminars')}</p>
        )}
      </section>
    </article>
  );
}

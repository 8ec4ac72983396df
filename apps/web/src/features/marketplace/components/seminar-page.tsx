/**
 * A seminar's public page (/marketplace/seminars/<slug>-<id>): facts, description, contact
 * (message, phone, website, more info — each click reported) and the inquiry form. A provider
 * signed in sees its own unpublished seminar here as a preview, under a "not published" banner.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { dateAnchor, idFromSlug, type PublicSeminar, type StateCode } from '@bu/contracts';
import { CalendarPlus, ExternalLink, Globe, MessageSquare } from 'lucide-react';
import { Button, ExternalButtonLink, buttonClass } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { providerPath, seminarPath } from '../../../lib/marketplace-paths';
import { apiUrl } from '../../../lib/api-client';
import { endpoints } from '../../../lib/endpoints';
import { usePublicSeminar } from '../api';
import { formatDates, formatPlaces, formatPrice, formatSchedule, stateName } from '../format';
import { isOwnListing, track } from '../track';
import { BildungsurlaubCheck } from './bildungsurlaub-check';
import { InquiryForm } from './inquiry-form';
import { NotFound, missingOf } from './not-found';
import { useLocalizedPath } from '../language-in-address';

export function SeminarPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const id = idFromSlug(slug);
  const query = usePublicSeminar(id);
  const seminar = query.data?.seminar;

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (seminar?.published && !isOwnListing(seminar.providerId) && reported.current !== seminar.id) {
      reported.current = seminar.id;
      track({ type: 'seminar_view', seminarId: seminar.id, viewToken: query.data?.viewToken });
    }
  }, [seminar, query.data?.viewToken]);

  const missing = missingOf(query.error);
  if (!id || missing) return <NotFound missing={missing} />;
  if (query.error) return <Alert>{query.error.message}</Alert>;
  if (!seminar) {
    return (
      <p className="muted" aria-busy="true">
        {t('marketplace.loading')}
      </p>
    );
  }
  const canonical = seminarPath(seminar);
  if (`/marketplace/seminars/${slug}` !== canonical) return <Navigate to={{ pathname: canonical, search }} replace />;
  return <SeminarContent seminar={seminar} viewToken={query.data?.viewToken} />;
}

function SeminarContent({ seminar, viewToken }: { seminar: PublicSeminar; viewToken: string | undefined }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLDivElement>(null);
  const [workState, setWorkState] = useState<StateCode | ''>('');
  const report = (type: 'message_click' | 'phone_click' | 'website_click' | 'more_info_click') => {
    if (seminar.published && !isOwnListing(seminar.providerId)) track({ type, seminarId: seminar.id, viewToken });
  };
  const phone = seminar.infoTelephone ?? seminar.provider.phone;
  const schedule = formatSchedule(seminar, t);
  const places = formatPlaces(seminar, t);
  const price = formatPrice(seminar, t);
  const place = [
    seminar.seminarType === 'online' ? t('marketplace.online') : (seminar.formattedAddress ?? seminar.city),
    seminar.cityComment,
  ]
    .filter(Boolean)
    .join(' · ');

  const openForm = () => {
    report('message_click');
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <article className="mp-seminar stack" aria-labelledby="mp-seminar-title">
      {!seminar.published ? (
        <div className="mp-banner" role="status">
          <strong>{t('marketplace.preview.heading')}</strong> {t('marketplace.preview.text')}
        </div>
      ) : null}
      <p className="mp-back">
        <Link to={localized('/marketplace')}>{t('marketplace.backToSearch')}</Link>
      </p>
      <header className="mp-seminar__header">
        {seminar.provider.logo ? (
          <img src={seminar.provider.logo.url} alt="" className="mp-logo mp-logo--small" width="56" height="56" />
        ) : null}
        <div>
          <h1 id="mp-seminar-title">{seminar.title}</h1>
          <p className="mp-card__provider">
            {t('marketplace.seminar.by')}{' '}
            <Link to={localized(providerPath({ id: seminar.provider.id, name: seminar.provider.name }))}>
              {seminar.provider.name}
            </Link>
          </p>
        </div>
      </header>

      <div className="mp-seminar__grid">
        <div className="stack">
          <section className="card" aria-labelledby="mp-facts-heading">
            <h2 id="mp-facts-heading">{t('marketplace.seminar.facts')}</h2>
            <dl className="mp-facts mp-facts--wide">
              <div>
                <dt>{t('marketplace.facts.dates')}</dt>
                {/* Each date's own address (its CourseInstance's URL in the page's structured data). */}
                <dd id={seminar.startDate ? dateAnchor(seminar.startDate) : undefined}>{formatDates(seminar)}</dd>
              </div>
              {schedule ? (
                <div>
                  <dt>{t('marketplace.facts.schedule')}</dt>
                  <dd>{schedule}</dd>
                </div>
              ) : null}
              {places ? (
                <div>
                  <dt>{t('marketplace.facts.places')}</dt>
                  <dd className={seminar.waitlist ? 'mp-places mp-places--full' : 'mp-places'}>{places}</dd>
                </div>
              ) : null}
              {place ? (
                <div>
                  <dt>{t('marketplace.facts.place')}</dt>
                  <dd>{place}</dd>
                </div>
              ) : null}
              {price ? (
                <div>
                  <dt>{t('marketplace.facts.price')}</dt>
                  <dd>
                    {price}
                    {seminar.priceComment ? <span className="muted"> · {seminar.priceComment}</span> : null}
                  </dd>
                </div>
              ) : null}
              {seminar.recognitions.length ? (
                <div>
                  <dt>{t('marketplace.facts.recognized')}</dt>
                  <dd>
                    {seminar.recognitions
                      .map((r) => (r.number ? `${stateName(r.state)} (${r.number})` : stateName(r.state)))
                      .join(', ')}
                  </dd>
                </div>
              ) : null}
              {seminar.targetGroup ? (
                <div>
                  <dt>{t('marketplace.facts.targetGroup')}</dt>
                  <dd>{seminar.targetGroup}</dd>
                </div>
              ) : null}
              {seminar.prerequisites ? (
                <div>
                  <dt>{t('marketplace.facts.prerequisites')}</dt>
                  <dd>{seminar.prerequisites}</dd>
                </div>
              ) : null}
              {seminar.maxParticipants ? (
                <div>
                  <dt>{t('marketplace.facts.maxParticipants')}</dt>
                  <dd>{seminar.maxParticipants}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <BildungsurlaubCheck seminar={seminar} workState={workState} onWorkStateChange={setWorkState} />
          {seminar.descriptionWeb ? (
            <section className="card" aria-labelledby="mp-description-heading">
              <h2 id="mp-description-heading">{t('marketplace.seminar.description')}</h2>
              {/* Sanitized on the server when saved (DESIGN §5: descriptionWeb is sanitized HTML). */}
              <div className="mp-description" dangerouslySetInnerHTML={{ __html: seminar.descriptionWeb }} />
              {seminar.specialFeatures ? <p>{seminar.specialFeatures}</p> : null}
            </section>
          ) : null}
        </div>

        <aside className="card mp-contact" aria-labelledby="mp-contact-heading">
          <h2 id="mp-contact-heading">{t('marketplace.seminar.contact')}</h2>
          <div className="mp-contact__actions">
            <Button variant="primary" icon={MessageSquare} onClick={openForm}>
              {t('marketplace.seminar.message')}
            </Button>
            {phone ? (
              <a
                className={buttonClass('secondary')}
                href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                onClick={() => report('phone_click')}
              >
                {t('marketplace.seminar.phone', { phone })}
              </a>
            ) : null}
            {seminar.provider.website ? (
              <ExternalButtonLink
                icon={Globe}
                href={seminar.provider.website}
                newTabLabel={t('ui.opensInNewTab')}
                onClick={() => report('website_click')}
              >
                {t('marketplace.seminar.website')}
              </ExternalButtonLink>
            ) : null}
            {seminar.directLink ? (
              <ExternalButtonLink
                icon={ExternalLink}
                href={seminar.directLink}
                newTabLabel={t('ui.opensInNewTab')}
                onClick={() => report('more_info_click')}
              >
                {t('marketplace.seminar.moreInfo')}
              </ExternalButtonLink>
            ) : null}
            {seminar.published ? (
              <a
                className={buttonClass('secondary')}
                href={apiUrl(endpoints.getSeminarCalendar, { params: { id: seminar.id } })}
              >
                <CalendarPlus aria-hidden="true" size={18} />
                {t('marketplace.seminar.calendar')}
              </a>
            ) : null}
          </div>
        </aside>
      </div>

      <section className="card" aria-labelledby="mp-inquiry-heading" ref={formRef}>
        <h2 id="mp-inquiry-heading">{t('marketplace.inquiry.heading')}</h2>
        <InquiryForm seminarId={seminar.id} disabled={!seminar.published} workState={workState} />
      </section>
    </article>
  );
}

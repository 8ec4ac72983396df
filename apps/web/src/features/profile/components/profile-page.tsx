/**
 * /profile (seed §2): the provider's public profile — details with a rich-text description,
 * and the images — with its completeness, which also feeds the overview card, and what is
 * still missing, each item a link to its field or image. The one place to edit master data
 * (Settings shows it read-only).
 */
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { missingProfileParts, type ProfileCompletenessPart, type Provider } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { ExternalButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { formatPercent } from '../../../lib/format';
import { inLanguage, providerPath } from '../../../lib/marketplace-paths';
import { useProviderImages, useProviderProfile } from '../api';
import { ProfileForm } from './profile-form';
import { ProfileImages } from './profile-images';
import '../profile.css';
import { currentLanguage, type TranslationKey } from '../../../lib/i18n';

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProviderProfile();
  const provider = profile.data?.provider_data;
  return (
    <section className="stack" aria-labelledby="profile-heading">
      <PageHeader
        actions={
          provider ? (
            // The public provider page as visitors of the marketplace see it.
            <ExternalButtonLink
              href={inLanguage(providerPath(provider), currentLanguage())}
              icon={Eye}
              newTabLabel={t('ui.opensInNewTab')}
            >
              {t('profile.preview')}
            </ExternalButtonLink>
          ) : null
        }
      >
        <h1 id="profile-heading">{t('profile.heading')}</h1>
      </PageHeader>
      <p className="lead">{t('profile.intro')}</p>
      {provider ? <Completeness provider={provider} /> : null}
      {profile.isError ? (
        <Alert>
          <p>{profile.error.message}</p>
        </Alert>
      ) : null}
      {provider ? <ProfileForm key={provider.id} provider={provider} /> : null}
      <ProfileImages />
    </section>
  );
}

/** Where each completeness part is edited on this page. */
const partTargets: Record<ProfileCompletenessPart, { id: string; labelKey: TranslationKey }> = {
  name: { id: 'profile-name', labelKey: 'profile.fields.name' },
  address: { id: 'profile-address', labelKey: 'profile.fields.address' },
  website: { id: 'profile-website', labelKey: 'profile.fields.website' },
  email: { id: 'profile-email', labelKey: 'profile.fields.email' },
  phone: { id: 'profile-phone', labelKey: 'profile.fields.phone' },
  description: { id: 'profile-description', labelKey: 'profile.fields.description' },
  logo: { id: 'profile-image-logo', labelKey: 'profile.images.kinds.logo' },
  cover: { id: 'profile-image-cover', labelKey: 'profile.images.kinds.cover' },
  favicon: { id: 'profile-image-favicon', labelKey: 'profile.images.kinds.favicon' },
  gallery: { id: 'profile-image-gallery', labelKey: 'profile.images.kinds.gallery' },
};

function Completeness({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const images = useProviderImages().data;
  const missing = images
    ? missingProfileParts(provider, {
        logo: Boolean(images.logo),
        cover: Boolean(images.cover),
        favicon: Boolean(images.favicon),
        galleryCount: images.gallery.length,
      })
    : null;
  return (
    <div className="completeness">
      <label htmlFor="profile-completeness">
        {t('profile.completeness', { percent: formatPercent(provider.completeness / 100) })}
      </label>
      <progress id="profile-completeness" max={100} value={provider.completeness}>
        {formatPercent(provider.completeness / 100)}
      </progress>
      {missing?.length ? (
        <nav aria-label={t('profile.missing')} className="completeness__missing">
          <span>{t('profile.missing')}</span>{' '}
          <ul className="inline-list">
            {missing.map((part) => (
              <li key={part}>
                <a href={`#${partTargets[part].id}`}>{t(partTargets[part].labelKey)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * /profile (seed §2): the provider's public profile — details with a rich-text description,
 * and the images — with its completeness, which also feeds the overview card.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useProviderProfile } from '../api';
import { ProfileForm } from './profile-form';
import { ProfileImages } from './profile-images';

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProviderProfile();
  const provider = profile.data?.provider_data;
  return (
    <section className="stack" aria-labelledby="profile-heading">
      <div className="page-header">
        <h1 id="profile-heading">{t('profile.heading')}</h1>
      </div>
      <p className="lead">{t('profile.intro')}</p>
      {provider ? (
        <div className="completeness">
          <label htmlFor="profile-completeness">{t('profile.completeness', { percent: provider.completeness })}</label>
          <progress id="profile-completeness" max={100} value={provider.completeness}>
            {provider.completeness} %
          </progress>
        </div>
      ) : null}
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

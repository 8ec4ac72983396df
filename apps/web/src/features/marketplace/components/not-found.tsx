/** What a marketplace page shows for an unknown, unpublished or expired seminar or provider. */
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import '../../../components/ui/empty-state.css';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="card empty-state" aria-labelledby="mp-not-found">
      <h1 id="mp-not-found">{t('marketplace.notFound.heading')}</h1>
      <p>{t('marketplace.notFound.text')}</p>
      <ButtonLink to="/marketplace" variant="primary" icon={Search}>
        {t('marketplace.backToSearch')}
      </ButtonLink>
    </section>
  );
}

/** Home (seed §2): greets the provider; the overview cards (seminars, activities, profile) join later. */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

export function OverviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className="stack" aria-labelledby="overview-heading">
      <h1 id="overview-heading">
        {user?.firstName ? t('overview.greeting', { name: user.firstName }) : t('overview.greetingNoName')}
      </h1>
      <p className="lead">{t('overview.intro')}</p>
    </section>
  );
}

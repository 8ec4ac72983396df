/** The banner on every dashboard screen during a support session: "Support access to <provider> — end". */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useEndSupport } from '../api';
import '../support.css';

export function SupportBanner() {
  const { t } = useTranslation();
  const { support } = useSession();
  const end = useEndSupport();
  const navigate = useNavigate();
  if (!support) return null;
  const onEnd = () =>
    end.mutateAsync().then(
      () => navigate(`/support?provider=${encodeURIComponent(support.providerId)}`, { replace: true }),
      () => {
        toast.info(t('support.banner.endedSignIn'));
        return navigate('/auth/login', { replace: true });
      },
    );
  return (
    <div className="support-banner" role="region" aria-label={t('support.banner.label')}>
      <p>
        <strong>{t('support.banner.text', { provider: support.providerName })}</strong>{' '}
        <span className="support-banner__who">
          {t('support.banner.who', { name: `${support.supportUser.firstName} ${support.supportUser.lastName}` })}
        </span>
      </p>
      <Button
        size="sm"
        icon={LogOut}
        className="support-banner__end"
        pending={end.isPending}
        onClick={() => void onEnd()}
      >
        {t('support.banner.end')}
      </Button>
    </div>
  );
}

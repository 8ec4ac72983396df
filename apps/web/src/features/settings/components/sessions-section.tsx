/**
 * Signed-in sessions of the current user (issue 12): browser and system, the network (first
 * two octets only), when last used, this device; sign out one or all others.
 */
import { useTranslation } from 'react-i18next';
import type { UserSession } from '@bu/contracts';
import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../security-api';
import '../settings.css';

/** "Firefox on Linux"; a client without a system by its name alone ("curl"); else an unknown device. */
function useDeviceName() {
  const { t } = useTranslation();
  return ({ browser, os }: Pick<UserSession, 'browser' | 'os'>) => {
    if (browser && os) return t('security.sessions.device', { browser, os });
    if (browser) return browser;
    if (os) return t('security.sessions.device', { browser: t('security.sessions.unknownBrowser'), os });
    return t('security.sessions.unknownDevice');
  };
}

export function SessionsSection() {
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <div className="stack security-block" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading">{t('security.sessions.heading')}</h3>
      {sessions.error ? (
        <Alert>
          <p>{sessions.error.message}</p>
        </Alert>
      ) : null}
      <ul className="session-list">
        {list.map((session) => (
          <li key={session.id} className="session-list__item">
            <div>
              <strong>{deviceName(session)}</strong>
              {session.current ? <Badge> {t('security.sessions.thisDevice')}</Badge> : null}
              <p className="muted">
                {t('security.sessions.details', {
                  network: session.network ?? t('security.sessions.unknown'),
                  lastUsed: formatDateTime(session.lastUsedAt),
                })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                size="sm"
                icon={LogOut}
                pending={revoke.isPending}
                onClick={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () => toast.success(t('security.sessions.signedOut')),
                    onError: (error) => toast.error(error.message),
                  })
                }
              >
                {t('security.sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <p>
          <Button
            size="sm"
            icon={LogOut}
            pending={revokeOthers.isPending}
            onClick={() =>
              revokeOthers.mutate(undefined, {
                onSuccess: ({ revoked }) => toast.success(t('security.sessions.othersSignedOut', { count: revoked })),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t('security.sessions.signOutOthers')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/** The seminar status as a badge: paused reads "invisible", archived "archived" (seed §4). */
import { useTranslation } from 'react-i18next';
import type { SeminarStatus } from '@bu/contracts';

export function SeminarStatusBadge({ status }: { status: SeminarStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status}`}>{t(`seminars.status.${status}`)}</span>;
}

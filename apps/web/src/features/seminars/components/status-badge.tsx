/** The seminar status as a badge: paused reads "invisible", archived "archived" (seed §4). */
import { useTranslation } from 'react-i18next';
import type { SeminarStatus } from '@bu/contracts';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';

const tones: Record<SeminarStatus, BadgeTone> = {
  draft: 'neutral',
  online: 'success',
  paused: 'warning',
  archived: 'neutral',
  expired: 'danger',
};

export function SeminarStatusBadge({ status }: { status: SeminarStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={tones[status]}>{t(`seminarStatus.label.${status}`)}</StatusBadge>;
}

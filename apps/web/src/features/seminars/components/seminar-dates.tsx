/** A seminar's dates: the real range, and the date comment beside it — never instead of it. */
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '../../../lib/format';
import '../seminars.css';

export function SeminarDates({
  startDate,
  endDate,
  dateComment,
}: {
  startDate: string | null;
  endDate: string | null;
  dateComment: string | null;
}) {
  const { t, i18n } = useTranslation();
  const range = formatDayRange(startDate, endDate, i18n.language === 'en' ? 'en' : 'de');
  return (
    <span className="seminar-dates">
      <span>{range || t('seminars.list.noDates')}</span>
      {dateComment ? <span className="seminar-dates__comment muted">{dateComment}</span> : null}
    </span>
  );
}

/** The product name with its mark, linking home. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand">
      <img src="/favicon.svg" alt="" width="32" height="32" className="brand__mark" />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}

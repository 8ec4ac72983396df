/** The product name with its mark, linking home. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import './brand.css';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand">
      <BrandMark size={32} />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}

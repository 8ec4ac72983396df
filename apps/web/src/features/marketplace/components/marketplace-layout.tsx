/**
 * The public marketplace frame: brand, link to the search, language dropdown (not stored); no
 * sign-in, no sidebar. The skip link to `#main` is the root layout's, as on every page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { LanguageSelect } from '../../../components/ui/language-select';
import { FadeOutlet } from '../../../components/ui/fade-outlet';
import { useLanguageInAddress, useLocalizedPath } from '../language-in-address';
import '../marketplace.css';

export function MarketplaceLayout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useLanguageInAddress();
  return (
    <div className="mp">
      <header className="mp__header">
        <Link to={localized('/marketplace')} className="mp__brand">
          <BrandMark size={28} />
          <span>{t('marketplace.brand')}</span>
        </Link>
        {/* The choice lasts for this visit: the marketplace stores nothing on the device (docs/privacy.md). */}
        <LanguageSelect className="language-select--inline" remember={false} />
      </header>
      <main id="main" tabIndex={-1} className="mp__main">
        <FadeOutlet />
      </main>
      <footer className="mp__footer muted">{t('marketplace.footer')}</footer>
    </div>
  );
}

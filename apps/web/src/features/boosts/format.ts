/** Money and dates of the boost screens in the UI language (amounts excl. VAT unless named gross). */
import { formatDate } from '@bu/contracts';
import { currentLanguage, i18n } from '../../lib/i18n';

const locale = () => (i18n.language === 'en' ? 'en-GB' : 'de-DE');

export const money = (cents: number) =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** An ISO day as DD.MM.YYYY (German) or DD/MM/YYYY (English). */
export const day = (iso: string | null) => formatDate(iso, currentLanguage());

export const count = (n: number | null) => (n === null ? '–' : new Intl.NumberFormat(locale()).format(n));

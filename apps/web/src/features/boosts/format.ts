/**
 * Money, dates and shares of the boost screens (amounts excl. VAT unless named gross): the
 * dashboard's one formatting module (lib/format, Intl in the UI language) under short names.
 */
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../lib/format';

export const money = (cents: number) => formatMoney(cents);

/** An ISO day as DD.MM.YYYY (German) or DD/MM/YYYY (English). */
export const day = (iso: string | null) => formatDay(iso);

export const count = (n: number | null) => (n === null ? '–' : formatNumber(n));

/** A VAT rate given in percent (19) as "19 %" / "19%". */
export const percent = (ratePercent: number) => formatPercent(ratePercent / 100);

/**
 * Date-times as the dashboard shows them: DD.MM.YYYY HH:mm in German time (seed §9 date
 * format; the provider, the mails and the CSV export all speak German time).
 */
const parts = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/**
 * The CSV exports' words (the `csv` section of the server's texts, i18n.ts): column headers by
 * column, and the words written into cells. Without imports but types, so i18n.ts can carry them.
 * The seminar export is not here: its columns are the import's keys, the same in every language.
 */
import type { SameKeys } from './text-shape';

export const csvDe = {
  /** German Excel expects semicolons, English Excel commas. */
  delimiter: ';',
  yes: 'ja',
  no: 'nein',
  leads: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    state: 'Bundesland',
    seminar: 'Seminar',
    seminarNumber: 'Seminarnummer',
    stage: 'Phase',
    owner: 'Verantwortlich',
    message: 'Nachricht',
    notes: 'Notizen',
    source: 'Quelle',
    unread: 'Ungelesen',
    createdAt: 'Erstellt',
    lastActivityAt: 'Letzte Aktivität',
  },
  leadSource: {
    inquiry: 'Anfrage',
    manual: 'Manuell',
    widget: 'Website-Widget',
  },
  activity: {
    createdAt: 'Zeitpunkt (UTC)',
    kind: 'Art',
    person: 'Person',
    support: 'Support',
    subject: 'Betrifft',
    details: 'Details',
  },
  statistics: {
    seminar: 'Seminar',
    status: 'Status',
    impressions: 'Impressionen',
    seminarViews: 'Seminaraufrufe',
    messageClicks: 'Nachricht-Klicks',
    phoneClicks: 'Telefon-Klicks',
    websiteClicks: 'Website-Klicks',
    moreInfoClicks: 'Mehr-Infos-Klicks',
    inquiries: 'Anfragen',
    conversionRate: 'Konversionsrate (%)',
  },
};

export const csvEn: SameKeys<typeof csvDe> = {
  delimiter: ',',
  yes: 'yes',
  no: 'no',
  leads: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    state: 'State',
    seminar: 'Seminar',
    seminarNumber: 'Seminar number',
    stage: 'Stage',
    owner: 'Owner',
    message: 'Message',
    notes: 'Notes',
    source: 'Source',
    unread: 'Unread',
    createdAt: 'Created',
    lastActivityAt: 'Last activity',
  },
  leadSource: {
    inquiry: 'Inquiry',
    manual: 'Manual',
    widget: 'Website widget',
  },
  activity: {
    createdAt: 'Time (UTC)',
    kind: 'Kind',
    person: 'Person',
    support: 'Support',
    subject: 'Concerns',
    details: 'Details',
  },
  statistics: {
    seminar: 'Seminar',
    status: 'Status',
    impressions: 'Impressions',
    seminarViews: 'Seminar views',
    messageClicks: 'Message clicks',
    phoneClicks: 'Phone clicks',
    websiteClicks: 'Website clicks',
    moreInfoClicks: 'More-info clicks',
    inquiries: 'Inquiries',
    conversionRate: 'Conversion rate (%)',
  },
};

/**
 * The words for a seminar's state, one per state and language, for every screen that names
 * one (list badges, filters, statistics, support, the overview's flag) and the status toast
 * (spec §4: "Seminar status updated"). Without imports, so i18n.ts can carry them as the
 * shared `seminarStatus` section.
 */

export const seminarStatusTexts = {
  de: {
    label: {
      draft: 'Entwurf',
      online: 'Online',
      paused: 'Unsichtbar',
      archived: 'Archiviert',
      expired: 'Abgelaufen',
    },
    /** The overview's flag on a seminar that starts (and so stops being bookable) within 30 days. */
    startsSoon: 'Beginnt bald',
    /** The confirmation after a status change: the spec's words, then the seminar and its new state. */
    updated: {
      draft: 'Seminarstatus aktualisiert: „{{title}}“ ist jetzt ein Entwurf',
      online: 'Seminarstatus aktualisiert: „{{title}}“ ist jetzt online',
      paused: 'Seminarstatus aktualisiert: „{{title}}“ ist jetzt unsichtbar',
      archived: 'Seminarstatus aktualisiert: „{{title}}“ ist jetzt archiviert',
      expired: 'Seminarstatus aktualisiert: „{{title}}“ ist jetzt abgelaufen',
    },
  },
  en: {
    label: {
      draft: 'Draft',
      online: 'Online',
      paused: 'Invisible',
      archived: 'Archived',
      expired: 'Expired',
    },
    startsSoon: 'Starts soon',
    updated: {
      draft: 'Seminar status updated: “{{title}}” is now a draft',
      online: 'Seminar status updated: “{{title}}” is now online',
      paused: 'Seminar status updated: “{{title}}” is now invisible',
      archived: 'Seminar status updated: “{{title}}” is now archived',
      expired: 'Seminar status updated: “{{title}}” has now expired',
    },
  },
} as const satisfies Record<
  'de' | 'en',
  {
    label: Record<'draft' | 'online' | 'paused' | 'archived' | 'expired', string>;
    startsSoon: string;
    updated: Record<'draft' | 'online' | 'paused' | 'archived' | 'expired', string>;
  }
>;

/**
 * What the server writes of seminars (the server's `seminar` section): a duplicate's title ends in
 * `copySuffix`; a provider's calendar feed is named `feedName`.
 */
export const seminarServerTextsDe = { copySuffix: ' (Kopie)', feedName: '{{provider}} – Seminare' };
export const seminarServerTextsEn: typeof seminarServerTextsDe = {
  copySuffix: ' (copy)',
  feedName: '{{provider}} – seminars',
};

/**
 * Texts of the leads feature without imports, so i18n.ts can carry them without an import cycle
 * (leads.ts → auth.ts → i18n.ts).
 */
import type { LeadStage } from './leads';

/**
 * The lead stages' words as the seed names them (open = in contact, waiting = reserved): the
 * shared `leadStage` section, for the screens and the CSV export alike.
 */
export const leadStageTextsDe = {
  new: 'Neu',
  open: 'In Kontakt',
  waiting: 'Reserviert',
  booked: 'Gebucht',
  archived: 'Archiviert',
  closed: 'Abgeschlossen',
} satisfies Record<LeadStage, string>;
export const leadStageTextsEn: typeof leadStageTextsDe = {
  new: 'New',
  open: 'In contact',
  waiting: 'Reserved',
  booked: 'Booked',
  archived: 'Archived',
  closed: 'Closed',
};

/** Validation texts of the lead rules (spread into `validation` of both languages in i18n.ts). */
export type LeadValidationKey =
  | 'leadOwnerInvalid'
  | 'leadSeminarInvalid'
  | 'leadStageInvalid'
  | 'leadStateInvalid'
  | 'leadMessageRequired'
  | 'messageTextRequired'
  | 'leadNothingToUpdate'
  | 'attendanceDayOutsideSeminar'
  | 'attendanceDayRepeated'
  | 'attendanceDayAhead'
  | 'documentKindsRequired';

export const leadValidationDe: Record<LeadValidationKey, string> = {
  leadOwnerInvalid: 'Der Verantwortliche konnte nicht geändert werden: Diese Person gehört nicht zu deinem Team.',
  leadSeminarInvalid: 'Bitte wähle eines deiner Seminare.',
  leadStageInvalid: 'Bitte wähle eine gültige Phase.',
  leadStateInvalid: 'Bitte wähle ein Bundesland aus der Liste.',
  leadMessageRequired: 'Bitte schreibe eine Nachricht.',
  messageTextRequired: 'Bitte schreibe eine Nachricht.',
  leadNothingToUpdate: 'Es wurde nichts geändert.',
  attendanceDayOutsideSeminar: 'Dieser Tag liegt nicht im Zeitraum des Seminars.',
  attendanceDayRepeated: 'Jeder Tag darf nur einmal vorkommen.',
  attendanceDayAhead: 'Ein Tag, der noch bevorsteht, kann nicht als anwesend markiert werden.',
  documentKindsRequired: 'Bitte wähle mindestens ein Dokument.',
};
export const leadValidationEn: Record<LeadValidationKey, string> = {
  leadOwnerInvalid: 'The owner could not be changed: this person is not part of your team.',
  leadSeminarInvalid: 'Please choose one of your seminars.',
  leadStageInvalid: 'Please choose a valid stage.',
  leadStateInvalid: 'Please choose a state from the list.',
  leadMessageRequired: 'Please write a message.',
  messageTextRequired: 'Please write a message.',
  leadNothingToUpdate: 'Nothing was changed.',
  attendanceDayOutsideSeminar: 'This day is not within the seminar’s dates.',
  attendanceDayRepeated: 'Each day may appear only once.',
  attendanceDayAhead: 'A day still ahead cannot be marked as attended.',
  documentKindsRequired: 'Please choose at least one document.',
};

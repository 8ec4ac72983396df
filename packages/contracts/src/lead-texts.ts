/**
 * Texts of the leads feature without imports, so i18n.ts can spread the validation texts
 * without an import cycle (leads.ts → auth.ts → i18n.ts).
 */

export const leadTexts = {
  de: {
    ownerUpdateFailed: 'Der Verantwortliche konnte nicht geändert werden. Bitte versuche es erneut.',
    ownerUpdated: 'Verantwortliche Person aktualisiert',
    stageUpdated: 'Phase aktualisiert',
    notesSaved: 'Notizen gespeichert',
    markedUnread: 'Als ungelesen markiert',
    leadCreated: 'Lead angelegt',
    replySent: 'Antwort gesendet',
    inquirySent: 'Vielen Dank! Ihre Anfrage wurde gesendet. Sie erhalten in Kürze eine Bestätigung per E-Mail.',
    publicReplySent: 'Vielen Dank! Ihre Antwort wurde übermittelt.',
    replyLinkInvalid:
      'Dieser Antwort-Link ist nicht mehr gültig. Bitte antworten Sie über den Link in der neuesten E-Mail.',
  },
  en: {
    ownerUpdateFailed: 'The owner could not be changed. Please try again.',
    ownerUpdated: 'Owner updated',
    stageUpdated: 'Stage updated',
    notesSaved: 'Notes saved',
    markedUnread: 'Marked as unread',
    leadCreated: 'Lead created',
    replySent: 'Reply sent',
    inquirySent: 'Thank you! Your inquiry has been sent. You will shortly receive a confirmation by email.',
    publicReplySent: 'Thank you! Your answer has been sent.',
    replyLinkInvalid: 'This reply link is no longer valid. Please answer through the link in the latest email.',
  },
} as const;

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

/**
 * Texts of the message rules without imports, so i18n.ts can spread the validation texts without
 * an import cycle (as lead-texts.ts does).
 */
export type MessageRuleValidationKey =
  | 'messageRuleVariableUnknown'
  | 'messageRuleAudienceTrigger'
  | 'messageRuleOffsetOnEvent'
  | 'messageRuleTextRequired'
  | 'messageRuleAttachBookedOnly';

export const messageRuleValidationDe: Record<MessageRuleValidationKey, string> = {
  messageRuleVariableUnknown:
    'Dieser Text nutzt eine unbekannte Variable. Erlaubt sind die Variablen unter dem Textfeld.',
  messageRuleAudienceTrigger: 'Diese Empfänger passen nicht zum Auslöser.',
  messageRuleOffsetOnEvent: 'Bei einem Nachrückplatz wird sofort gesendet: bitte 0 Tage angeben.',
  messageRuleTextRequired: 'Bitte gib Betreff und Text auf Deutsch und Englisch an.',
  messageRuleAttachBookedOnly: 'Unterlagen gibt es nur für gebuchte Teilnehmende.',
};
export const messageRuleValidationEn: Record<MessageRuleValidationKey, string> = {
  messageRuleVariableUnknown:
    'This text uses an unknown variable. Allowed are the variables listed below the text field.',
  messageRuleAudienceTrigger: 'These recipients do not fit the trigger.',
  messageRuleOffsetOnEvent: 'A freed place is offered at once: please enter 0 days.',
  messageRuleTextRequired: 'Please enter the subject and text in German and English.',
  messageRuleAttachBookedOnly: 'Documents are for booked participants only.',
};

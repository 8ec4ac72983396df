/**
 * Texts the API and the web app share: error messages, validation messages, the seminar
 * states' words and the texts that name a count.
 * The API answers `message` from here in the caller's language; the web app loads these
 * as its `errors`, `validation` and `counts` sections, so both always say the same thing. The
 * server reads them through i18next too (`translate`), so a count picks its plural form
 * (`_one`, `_other`) by the same rules and keys on both sides (docs/decisions/026-format-module.md).
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { ErrorCode } from './errors';
import { seminarValidationDe, seminarValidationEn } from './seminar-rules';
import { providerValidationDe, providerValidationEn } from './provider-texts';
import { leadValidationDe, leadValidationEn } from './lead-texts';
import { seminarStatusTexts } from './seminar-texts';

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

/**
 * A text per error code; a code whose message names a count also has i18next's plural forms
 * (`_one`, `_other`), which `errorMessage` and the web app's i18next both pick by `count`.
 */
type ErrorTexts = Record<ErrorCode, string> & Record<'LOCATION_IN_USE_one' | 'LOCATION_IN_USE_other', string>;

const errorsDe: ErrorTexts = {
  VALIDATION_FAILED: 'Bitte prüfe deine Eingaben.',
  BAD_REQUEST: 'Die Anfrage ist ungültig.',
  UNAUTHORIZED: 'Bitte melde dich an.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
  TOTP_REQUIRED: 'Bitte gib den Code aus deiner Authenticator-App ein.',
  TOTP_INVALID: 'Der Code ist falsch oder wurde schon verwendet.',
  INBOUND_SIGNATURE_INVALID: 'Die Signatur oder die Zugangsdaten dieser eingehenden E-Mail sind ungültig.',
  INBOUND_SIGNATURE_STALE: 'Die Signatur dieser eingehenden E-Mail ist zu alt.',
  EMAIL_NOT_VERIFIED: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.',
  FORBIDDEN: 'Dafür fehlt dir die Berechtigung.',
  PAID_ACTION_ADMIN_ONLY:
    'Kostenpflichtige Buchungen kann nur ein Admin deines Anbieters verbindlich bestätigen. Bitte wende dich an: {{admins}}.',
  NOT_FOUND: 'Nicht gefunden.',
  CONFLICT: 'Das steht im Widerspruch zum aktuellen Stand. Bitte lade neu.',
  LOCATION_IN_USE:
    'Dieser Ort wird von Seminaren verwendet und kann nicht gelöscht werden. Ändere dort den Ort oder setze ihn auf inaktiv.',
  LOCATION_IN_USE_one:
    'Dieser Ort wird von {{count}} Seminar verwendet und kann nicht gelöscht werden. Ändere dort den Ort oder setze ihn auf inaktiv.',
  LOCATION_IN_USE_other:
    'Dieser Ort wird von {{count}} Seminaren verwendet und kann nicht gelöscht werden. Ändere dort den Ort oder setze ihn auf inaktiv.',
  INVITATION_PENDING:
    'Diese Person ist bereits eingeladen, hat die Einladung aber noch nicht angenommen. Du kannst die Einladung erneut senden.',
  ALREADY_CONFIRMED: 'Deine E-Mail-Adresse ist bereits bestätigt. Bitte melde dich an.',
  LINK_INVALID: 'Dieser Link ist ungültig. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast.',
  LINK_EXPIRED: 'Dieser Link ist nicht mehr gültig.',
  PAYLOAD_TOO_LARGE: 'Die Datei oder Anfrage ist zu groß.',
  SEMINAR_RULES: 'Das Seminar erfüllt noch nicht alle Regeln.',
  BOOST_NOT_BOOKABLE: 'Nur veröffentlichte (online), noch nicht abgelaufene Seminare können geboostet werden.',
  BOOST_DAYS_INVALID: 'Ein Boost dauert mindestens einen und höchstens 365 Tage.',
  BOOST_PAST_COURSE_START: 'Ein Boost läuft höchstens bis zum Kursbeginn. Bitte wähle weniger Tage.',
  BOOST_ALREADY_CONFIRMED: 'Bestätigte Buchungen sind verbindlich und können nicht storniert werden.',
  SEMINAR_NOT_ENDED: 'Die Teilnahmebescheinigung gibt es, sobald das Seminar zu Ende ist.',
  NOT_A_PARTICIPANT: 'Unterlagen gibt es nur für Teilnehmende: Bitte setze den Lead zuerst auf „Gebucht“.',
  RATE_LIMITED: 'Bitte warte ein paar Sekunden, bevor du es erneut versuchst.',
  INTERNAL: 'Etwas ist schiefgelaufen. Bitte versuche es später erneut.',
  UNAVAILABLE: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es später erneut.',
};

const errorsEn: ErrorTexts = {
  VALIDATION_FAILED: 'Please check your input.',
  BAD_REQUEST: 'The request is invalid.',
  UNAUTHORIZED: 'Please sign in.',
  INVALID_CREDENTIALS: 'Email address or password is incorrect.',
  TOTP_REQUIRED: 'Please enter the code from your authenticator app.',
  TOTP_INVALID: 'The code is wrong or has already been used.',
  INBOUND_SIGNATURE_INVALID: 'The signature or credentials of this inbound email are invalid.',
  INBOUND_SIGNATURE_STALE: 'The signature of this inbound email is too old.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first. We have sent you a link.',
  FORBIDDEN: 'You do not have permission to do that.',
  PAID_ACTION_ADMIN_ONLY: 'Only an admin of your provider can confirm paid bookings. Please ask: {{admins}}.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with the current state. Please reload.',
  LOCATION_IN_USE:
    'This location is used by seminars and cannot be deleted. Change the location there or set it to inactive.',
  LOCATION_IN_USE_one:
    'This location is used by {{count}} seminar and cannot be deleted. Change the location there or set it to inactive.',
  LOCATION_IN_USE_other:
    'This location is used by {{count}} seminars and cannot be deleted. Change the location there or set it to inactive.',
  INVITATION_PENDING: 'This person has already been invited but has not accepted yet. You can resend the invitation.',
  ALREADY_CONFIRMED: 'Your email address is already confirmed. Please sign in.',
  LINK_INVALID: 'This link is not valid. Please check that you copied it completely from the email.',
  LINK_EXPIRED: 'This link is no longer valid',
  PAYLOAD_TOO_LARGE: 'The file or request is too large.',
  SEMINAR_RULES: 'The seminar does not meet all rules yet.',
  BOOST_NOT_BOOKABLE: 'Only published (online) seminars that have not expired can be boosted.',
  BOOST_DAYS_INVALID: 'A boost lasts at least one and at most 365 days.',
  BOOST_PAST_COURSE_START: 'A boost runs at most until the course starts. Please choose fewer days.',
  BOOST_ALREADY_CONFIRMED: 'Confirmed bookings are binding and cannot be cancelled.',
  SEMINAR_NOT_ENDED: 'The attendance certificate is available once the seminar has ended.',
  NOT_A_PARTICIPANT: 'Documents exist only for participants: please set the lead to “Booked” first.',
  RATE_LIMITED: 'Please wait a few seconds before trying again.',
  INTERNAL: 'Something went wrong. Please try again later.',
  UNAVAILABLE: 'The service is unavailable right now. Please try again later.',
};

/** Validation message keys used as zod messages and as `fieldErrors` values. */
const validationDe = {
  required: 'Dieses Feld ist erforderlich.',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  passwordTooShort: 'Dein Passwort sollte mindestens {{min}} Zeichen enthalten',
  passwordTooCommon: 'Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
  selectOption: 'Bitte wähle eine der Optionen',
  acceptTerms: 'Bitte stimme den Nutzungsbedingungen zu.',
  tooLong: 'Dieser Text ist zu lang (höchstens {{max}} Zeichen).',
  invalidCountry: 'Bitte wähle ein Land aus der Liste.',
  invalidLanguage: 'Bitte wähle eine Sprache.',
  invalidTelephone: 'Bitte gib eine gültige Telefonnummer ein.',
  invalid: 'Dieser Wert ist ungültig.',
  dateInvalid: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ an.',
  locationStreetRequired: 'Bitte gib die Adresse an (nur bei Online-Orten nicht nötig).',
  confirmRequired: 'Bitte bestätige die kostenpflichtige Veröffentlichung.',
  seminarStatusTransitionInvalid: 'Dieser Statuswechsel ist nicht möglich.',
  seminarNotDraft: 'Nur Entwürfe können gelöscht werden. Veröffentlichte Seminare kannst du archivieren.',
  publishCostsChanged: 'Die Kosten haben sich geändert. Bitte prüfe die Zusammenfassung erneut.',
  boostDaysInvalid: 'Bitte gib eine ganze Zahl von Tagen an (mindestens 1).',
  boostNotBookable: 'Dieses Seminar ist nicht online oder hat bereits begonnen.',
  boostPastCourseStart: 'So viele Tage passen nicht bis zum Kursbeginn.',
  totpFormat: 'Bitte gib den sechsstelligen Code ein.',
  totpInvalid: 'Der Code ist falsch oder wurde schon verwendet.',
  twoFactorNotSetUp: 'Bitte starte zuerst die Einrichtung.',
  twoFactorAlreadyOn: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  twoFactorOff: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  notInSupportSession: 'Das ist in einer Support-Sitzung nicht möglich.',
  recognitionValidityOrder: '„Gültig ab“ darf nicht nach „gültig bis“ liegen.',
  recognitionStateNoLaw: 'In diesem Bundesland gibt es (noch) kein Bildungsurlaubsgesetz für diesen Zeitraum.',
  recognitionDocumentType: 'Bitte lade den Bescheid als PDF hoch.',
  recognitionDocumentTooLarge: 'Der Bescheid ist zu groß (höchstens {{max}} MB).',
  recognitionDocumentUnknown: 'Der Anerkennungsbescheid wurde nicht gefunden. Bitte lade ihn erneut hoch.',
  ...seminarValidationDe,
  ...providerValidationDe,
  ...leadValidationDe,
};

const validationEn: typeof validationDe = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Your password should contain at least {{min}} characters',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordsDoNotMatch: 'Passwords do not match',
  selectOption: 'Please select one of the options',
  acceptTerms: 'Please agree to the terms of use.',
  tooLong: 'This text is too long (at most {{max}} characters).',
  invalidCountry: 'Please choose a country from the list.',
  invalidLanguage: 'Please choose a language.',
  invalidTelephone: 'Please enter a valid telephone number.',
  invalid: 'This value is invalid.',
  dateInvalid: 'Please enter a valid date in the format DD/MM/YYYY.',
  locationStreetRequired: 'Please enter the address (not needed for online locations).',
  confirmRequired: 'Please confirm the paid publication.',
  seminarStatusTransitionInvalid: 'This status change is not possible.',
  seminarNotDraft: 'Only drafts can be deleted. Published seminars can be archived.',
  publishCostsChanged: 'The costs have changed. Please review the summary again.',
  boostDaysInvalid: 'Please enter a whole number of days (at least 1).',
  boostNotBookable: 'This seminar is not online or has already started.',
  boostPastCourseStart: 'That many days do not fit before the course starts.',
  totpFormat: 'Please enter the six-digit code.',
  totpInvalid: 'The code is wrong or has already been used.',
  twoFactorNotSetUp: 'Please start the set-up first.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorOff: 'Two-factor sign-in is not on.',
  notInSupportSession: 'This is not possible in a support session.',
  recognitionValidityOrder: '“Valid from” must not be after “valid until”.',
  recognitionStateNoLaw: 'This state has no educational-leave law (yet) for this period.',
  recognitionDocumentType: 'Please upload the notice as a PDF.',
  recognitionDocumentTooLarge: 'The notice is too large (at most {{max}} MB).',
  recognitionDocumentUnknown: 'The recognition notice was not found. Please upload it again.',
  ...seminarValidationEn,
  ...providerValidationEn,
  ...leadValidationEn,
};

export type ValidationKey = keyof typeof validationDe;

/**
 * Texts with a count that the server writes (invoice and paperwork PDFs, mail notes, the 429
 * message), as i18next plural keys; `translate(language, 'counts.days', { count })`.
 */
const countsDe = {
  days_one: '{{count}} Tag',
  days_other: '{{count}} Tage',
  pieces: '{{count}} Stk.',
  /** The attendance certificate's heading above the seminar's days. */
  attendedDays_one: 'Anwesend an {{present}} von {{count}} Seminartag:',
  attendedDays_other: 'Anwesend an {{present}} von {{count}} Seminartagen:',
  retryInMinutes_one: 'Bitte versuche es in {{count}} Minute erneut.',
  retryInMinutes_other: 'Bitte versuche es in {{count}} Minuten erneut.',
  /** Appended to a participant's mail reply that had attachments. */
  mailAttachmentsDropped_one:
    '[Diese E-Mail hatte {{count}} Anhang. Anhänge werden nicht übernommen; bitte fragen Sie nach, wenn Sie ihn brauchen.]',
  mailAttachmentsDropped_other:
    '[Diese E-Mail hatte {{count}} Anhänge. Anhänge werden nicht übernommen; bitte fragen Sie nach, wenn Sie sie brauchen.]',
};

const countsEn: typeof countsDe = {
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  pieces: '{{count}} pcs',
  attendedDays_one: 'Present on {{present}} of {{count}} seminar day:',
  attendedDays_other: 'Present on {{present}} of {{count}} seminar days:',
  retryInMinutes_one: 'Please try again in {{count}} minute.',
  retryInMinutes_other: 'Please try again in {{count}} minutes.',
  mailAttachmentsDropped_one:
    '[This email had {{count}} attachment. Attachments are not taken over; please ask for it if you need it.]',
  mailAttachmentsDropped_other:
    '[This email had {{count}} attachments. Attachments are not taken over; please ask for them if you need them.]',
};

export const sharedMessages = {
  de: { errors: errorsDe, validation: validationDe, seminarStatus: seminarStatusTexts.de, counts: countsDe },
  en: { errors: errorsEn, validation: validationEn, seminarStatus: seminarStatusTexts.en, counts: countsEn },
} as const;

let server: I18n | undefined;

/** The server's i18next: the shared texts of both languages, ready on first use (no loading). */
function serverTexts(): I18n {
  if (!server) {
    server = createInstance();
    void server.init({
      resources: { de: { translation: sharedMessages.de }, en: { translation: sharedMessages.en } },
      lng: defaultLanguage,
      fallbackLng: false,
      supportedLngs: [...languages],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  return server;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A shared text (`errors.…`, `validation.…`, `counts.…`) in a language with its `{{values}}`
 * filled in; a numeric `count` picks the plural form (`_one`, `_other`) as the web app's i18next does.
 */
export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return (serverTexts().t as unknown as Translate)(key, { ...values, lng: language });
}

/** The message of an error code in a language; with a numeric `count`, its plural form where it has one. */
export function errorMessage(
  code: ErrorCode,
  language: Language = defaultLanguage,
  params?: Record<string, string | number>,
): string {
  return translate(language, `errors.${code}`, params);
}

/** Picks a supported language from a tag or an Accept-Language header; German otherwise. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const tags = header.split(',').map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return (tags.find((tag): tag is Language => (languages as readonly string[]).includes(tag)) ??
    defaultLanguage) as Language;
}

/**
 * The texts of the API and the web app as i18next resources, one place for every text either
 * side writes.
 * - `sharedMessages`: what both say — error and validation messages, the seminar states' and lead
 *   stages' words, the activity kinds and the texts that name a count. The API answers `message`
 *   from here in the caller's language; the web app loads these as its `errors`, `validation`,
 *   `seminarStatus`, `leadStage`, `activityKind` and `counts` sections.
 * - `serverMessages`: those and what only the server writes — mails (`mail`), the participant's
 *   paperwork (`paperwork`), invoices (`invoice`), CSV exports (`csv`) and `seminar`.
 * The server reads them through one i18next instance (`textsIn(language)`, a `t` whose keys the
 * compiler checks), so a count picks its plural form (`_one`, `_other`) and a text fills its
 * `{{values}}` by the same rules as the web app (docs/decisions/056-server-texts-from-the-translation-files.md).
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { ApiErrorCode, ErrorCode } from './errors';
import { seminarRuleKey, seminarValidationDe, seminarValidationEn } from './seminar-rules';
import { providerValidationDe, providerValidationEn } from './provider-texts';
import { leadStageTextsDe, leadStageTextsEn, leadValidationDe, leadValidationEn } from './lead-texts';
import { messageRuleValidationDe, messageRuleValidationEn } from './message-rule-texts';
import { seminarImportValidationDe, seminarImportValidationEn } from './seminar-import-texts';
import { seminarServerTextsDe, seminarServerTextsEn, seminarStatusTexts } from './seminar-texts';
import { activityKindTextsDe, activityKindTextsEn } from './activity-texts';
import { mailDe, mailEn } from './mail-texts';
import { paperworkDe, paperworkEn } from './paperwork-texts';
import { invoiceDe, invoiceEn } from './invoice-texts';
import { csvDe, csvEn } from './csv-texts';

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
  INBOUND_SIGNATURE_REUSED: 'Diese Signatur einer eingehenden E-Mail wurde schon einmal verwendet.',
  FILE_CONTENT_INVALID: 'Die Datei ist nicht, was ihr Name oder Typ sagt.',
  EMAIL_NOT_VERIFIED: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.',
  FORBIDDEN: 'Dafür fehlt dir die Berechtigung.',
  PAID_ACTION_ADMIN_ONLY:
    'Kostenpflichtige Buchungen kann nur ein Admin deines Anbieters verbindlich bestätigen. Bitte wende dich an: {{admins}}.',
  API_KEY_SCOPE_MISSING:
    'Dieser API-Schlüssel darf das nicht: Ihm fehlt der Bereich „{{scope}}“. Lege in den Einstellungen einen Schlüssel mit diesem Bereich an.',
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
  INQUIRY_TOO_FAST: 'Bitte prüfen Sie Ihre Anfrage einen Moment und senden Sie sie dann erneut.',
  INQUIRY_FORM_EXPIRED:
    'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie Ihre Anfrage erneut.',
  PAYLOAD_TOO_LARGE: 'Die Datei oder Anfrage ist zu groß.',
  SEMINAR_RULES: 'Das Seminar erfüllt noch nicht alle Regeln.',
  SEMINAR_IMPORT_INVALID:
    'Nichts wurde importiert: Bitte korrigiere die genannten Zeilen und lade die Datei erneut hoch.',
  BOOST_NOT_BOOKABLE: 'Nur veröffentlichte (online), noch nicht abgelaufene Seminare können geboostet werden.',
  BOOST_DAYS_INVALID: 'Ein Boost dauert mindestens einen und höchstens 365 Tage.',
  BOOST_PAST_COURSE_START: 'Ein Boost läuft höchstens bis zum Kursbeginn. Bitte wähle weniger Tage.',
  BOOST_START_INVALID: 'Ein Boost beginnt frühestens heute und spätestens am Tag vor dem Kursbeginn.',
  BOOST_ALREADY_CONFIRMED: 'Bestätigte Buchungen sind verbindlich und können nicht storniert werden.',
  SEMINAR_NOT_ENDED: 'Die Teilnahmebescheinigung gibt es, sobald das Seminar zu Ende ist.',
  NOT_A_PARTICIPANT:
    'Unterlagen gibt es nur für Teilnehmende: Bitte setze den Lead zuerst auf „Gebucht“ oder „Abgeschlossen“.',
  WORK_STATE_UNKNOWN:
    'Das Bundesland des Arbeitsorts fehlt am Lead. Ohne es lässt sich keine Anerkennung nennen und kein Antrag an den Arbeitgeber schreiben.',
  NO_LAW_IN_STATE:
    '{{state}} hat zum Seminarbeginn kein Bildungsurlaubsgesetz: Es gibt keine Anerkennung, auf die sich ein Dokument stützen könnte.',
  RECOGNITION_MISSING:
    'Für {{state}} hat dieses Seminar keine Anerkennung als Bildungsurlaub. Trage die Anerkennung für {{state}} ein; bis dahin gibt es keinen Antrag an den Arbeitgeber, nur die Anmeldebestätigung ohne Anerkennung.',
  RECOGNITION_EXPIRED:
    'Die Anerkennung für {{state}} gilt nicht für alle Seminartage ({{dates}}). Trage die gültige Anerkennung ein; bis dahin gibt es keinen Antrag an den Arbeitgeber, nur die Anmeldebestätigung ohne Anerkennung.',
  RECOGNITION_INCOMPLETE:
    'Die Anerkennung für {{state}} braucht noch: {{missing}}. Ohne diese Angaben kann sie kein Dokument stützen.',
  NO_ATTENDANCE: 'Die Teilnahmebescheinigung gibt es erst, wenn mindestens ein Seminartag als anwesend abgehakt ist.',
  WIDGET_ORIGIN_NOT_ALLOWED: 'Anfragen über das Widget sind auf dieser Website nicht freigegeben.',
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
  INBOUND_SIGNATURE_REUSED: 'This signature of an inbound email was used before.',
  FILE_CONTENT_INVALID: 'The file is not what its name or type says.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first. We have sent you a link.',
  FORBIDDEN: 'You do not have permission to do that.',
  PAID_ACTION_ADMIN_ONLY: 'Only an admin of your provider can confirm paid bookings. Please ask: {{admins}}.',
  API_KEY_SCOPE_MISSING:
    'This API key may not do that: it lacks the scope “{{scope}}”. Create a key with this scope in the settings.',
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
  INQUIRY_TOO_FAST: 'Please take a moment to check your inquiry, then send it again.',
  INQUIRY_FORM_EXPIRED: 'This form has expired. Please reload the page and send your inquiry again.',
  PAYLOAD_TOO_LARGE: 'The file or request is too large.',
  SEMINAR_RULES: 'The seminar does not meet all rules yet.',
  SEMINAR_IMPORT_INVALID: 'Nothing was imported: please correct the lines named and upload the file again.',
  BOOST_NOT_BOOKABLE: 'Only published (online) seminars that have not expired can be boosted.',
  BOOST_DAYS_INVALID: 'A boost lasts at least one and at most 365 days.',
  BOOST_PAST_COURSE_START: 'A boost runs at most until the course starts. Please choose fewer days.',
  BOOST_START_INVALID: 'A boost starts today at the earliest and on the day before the course starts at the latest.',
  BOOST_ALREADY_CONFIRMED: 'Confirmed bookings are binding and cannot be cancelled.',
  SEMINAR_NOT_ENDED: 'The attendance certificate is available once the seminar has ended.',
  NOT_A_PARTICIPANT: 'Documents exist only for participants: please set the lead to “Booked” or “Closed” first.',
  WORK_STATE_UNKNOWN:
    'The lead has no state of work. Without it no recognition can be named and no letter to the employer written.',
  NO_LAW_IN_STATE:
    '{{state}} has no educational-leave law in force when the seminar starts: there is no recognition a document could rest on.',
  RECOGNITION_MISSING:
    'This seminar has no recognition as educational leave in {{state}}. Add the recognition for {{state}}; until then there is no letter to the employer, only the registration confirmation without recognition.',
  RECOGNITION_EXPIRED:
    'The recognition for {{state}} does not cover all seminar days ({{dates}}). Add the valid recognition; until then there is no letter to the employer, only the registration confirmation without recognition.',
  RECOGNITION_INCOMPLETE:
    'The recognition for {{state}} still needs: {{missing}}. Without these it cannot back a document.',
  NO_ATTENDANCE: 'The attendance certificate needs at least one seminar day ticked as present.',
  WIDGET_ORIGIN_NOT_ALLOWED: 'Inquiries through the widget are not enabled on this website.',
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
  boostStartInvalid: 'Bitte wähle einen Tag ab heute und vor dem Kursbeginn.',
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
  widgetOriginInvalid: 'Bitte gib eine Website-Adresse ohne Pfad an, z. B. https://www.beispiel.de.',
  widgetOriginsTooMany: 'Es sind höchstens 20 Websites möglich.',
  webhookUrlInvalid: 'Bitte gib eine vollständige Adresse an, die mit https:// beginnt.',
  webhookUrlPrivate: 'Diese Adresse zeigt in ein privates Netz. Bitte gib eine öffentlich erreichbare Adresse an.',
  webhookEventsRequired: 'Bitte wähle mindestens ein Ereignis.',
  webhooksTooMany: 'Es sind höchstens 20 Webhooks möglich.',
  ...seminarValidationDe,
  ...providerValidationDe,
  ...leadValidationDe,
  ...messageRuleValidationDe,
  ...seminarImportValidationDe,
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
  boostStartInvalid: 'Please choose a day from today and before the course starts.',
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
  widgetOriginInvalid: 'Please enter a website address without a path, e.g. https://www.example.com.',
  widgetOriginsTooMany: 'At most 20 websites are possible.',
  webhookUrlInvalid: 'Please enter a complete address starting with https://.',
  webhookUrlPrivate: 'This address points into a private network. Please enter a publicly reachable address.',
  webhookEventsRequired: 'Please choose at least one event.',
  webhooksTooMany: 'At most 20 webhooks are possible.',
  ...seminarValidationEn,
  ...providerValidationEn,
  ...leadValidationEn,
  ...messageRuleValidationEn,
  ...seminarImportValidationEn,
};

export type ValidationKey = keyof typeof validationDe;

/**
 * Texts with a count that both sides write, as i18next plural keys (`_one`, `_other`);
 * `t('counts.days', { count })`.
 */
const countsDe = {
  days_one: '{{count}} Tag',
  days_other: '{{count}} Tage',
  retryInMinutes_one: 'Bitte versuche es in {{count}} Minute erneut.',
  retryInMinutes_other: 'Bitte versuche es in {{count}} Minuten erneut.',
};

const countsEn: typeof countsDe = {
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  retryInMinutes_one: 'Please try again in {{count}} minute.',
  retryInMinutes_other: 'Please try again in {{count}} minutes.',
};

export const sharedMessages = {
  de: {
    errors: errorsDe,
    validation: validationDe,
    seminarStatus: seminarStatusTexts.de,
    leadStage: leadStageTextsDe,
    activityKind: activityKindTextsDe,
    counts: countsDe,
  },
  en: {
    errors: errorsEn,
    validation: validationEn,
    seminarStatus: seminarStatusTexts.en,
    leadStage: leadStageTextsEn,
    activityKind: activityKindTextsEn,
    counts: countsEn,
  },
} as const;

/** Every text the server writes: the shared ones and its own sections (not loaded by the web app). */
export const serverMessages = {
  de: {
    ...sharedMessages.de,
    mail: mailDe,
    paperwork: paperworkDe,
    invoice: invoiceDe,
    csv: csvDe,
    seminar: seminarServerTextsDe,
  },
  en: {
    ...sharedMessages.en,
    mail: mailEn,
    paperwork: paperworkEn,
    invoice: invoiceEn,
    csv: csvEn,
    seminar: seminarServerTextsEn,
  },
} as const;

/** A plural form's key without its suffix: `days_one` → `days` (i18next picks the form by `count`). */
type WithoutPlural<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;

/** The dotted keys of every text in a section tree (`mail.verifyEmail.subject`), plural forms once. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${Prefix}${WithoutPlural<`${K}`>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A key of a text the server writes, checked against the German texts. */
export type TextKey = KeysOf<(typeof serverMessages)['de']>;

/** Values filled into a text's `{{name}}` placeholders; a numeric `count` picks the plural form. */
export type TextValues = Record<string, string | number>;

/** The server's `t` in one language. */
export type Translate = (key: TextKey, values?: TextValues) => string;

let server: I18n | undefined;

/** The server's i18next: every server text of both languages, ready on first use (no loading). */
function serverTexts(): I18n {
  if (!server) {
    server = createInstance();
    void server.init({
      resources: { de: { translation: serverMessages.de }, en: { translation: serverMessages.en } },
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

/**
 * The server's `t` in a language: `textsIn('de')('mail.hello', { name: 'Anna' })` is "Hallo Anna,";
 * a numeric `count` picks the plural form (`_one`, `_other`) as the web app's i18next does.
 */
export function textsIn(language: Language): Translate {
  const t = serverTexts().getFixedT(language) as unknown as (key: string, options: TextValues) => string;
  return (key, values = {}) => t(key, values);
}

/**
 * The message of an error code in a language; with a numeric `count`, its plural form where it has
 * one. The numeric code (rule 14) reads as its seminar rule.
 */
export function errorMessage(code: ApiErrorCode, language: Language = defaultLanguage, params?: TextValues): string {
  if (typeof code === 'number') return textsIn(language)(`validation.${seminarRuleKey(code)}`, params);
  return textsIn(language)(`errors.${code}`, params);
}

/** Picks a supported language from a tag or an Accept-Language header; German otherwise. */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return defaultLanguage;
  const tags = header.split(',').map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return (tags.find((tag): tag is Language => (languages as readonly string[]).includes(tag)) ??
    defaultLanguage) as Language;
}

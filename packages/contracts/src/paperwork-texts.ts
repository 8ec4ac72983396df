/**
 * The participant's paperwork as PDF (the `paperwork` section of the server's texts, i18n.ts):
 * the registration confirmation, the letter to the employer and the attendance certificate.
 * The employer letter is always drawn in German (a German employer reads it); its English texts
 * keep both languages alike. Without imports but types, so i18n.ts can carry them.
 */
import type { SameKeys } from './text-shape';

export const paperworkDe = {
  title: {
    'registration-confirmation': 'Anmeldebestätigung',
    'employer-letter': 'Antrag auf Bildungsurlaub',
    'attendance-certificate': 'Teilnahmebescheinigung',
  },
  /** The PDF's keywords besides its title. */
  keyword: 'Bildungsurlaub',
  /** What a recognition lacks (RECOGNITION_INCOMPLETE's {{missing}}). */
  missing: {
    number: 'Anerkennungsnummer',
    authority: 'anerkennende Stelle',
  },
  price: {
    free: 'kostenfrei',
    onRequest: 'auf Anfrage',
  },
  validity: {
    unlimited: 'ohne Befristung',
    until: 'gültig bis {{until}}',
    from: 'gültig ab {{from}}',
    between: 'gültig {{from}} – {{until}}',
  },
  /** "3 Seminartage: Do 07.01., Fr 08.01., Mo 11.01.2027". */
  seminarDays_one: '{{count}} Seminartag: {{days}}',
  seminarDays_other: '{{count}} Seminartage: {{days}}',
  daily: 'täglich {{from}}–{{to}} Uhr',
  /** `{{hours}}` is the number as written in the language ("6,5"). */
  teachingHours_one: '{{hours}} Unterrichtsstunde pro Tag',
  teachingHours_other: '{{hours}} Unterrichtsstunden pro Tag',
  fact: {
    seminar: 'Seminar',
    dates: 'Termin',
    seminarDays: 'Seminartage',
    times: 'Zeiten',
    place: 'Ort',
    price: 'Preis',
    provider: 'Veranstalter',
    participant: 'Teilnehmer/in',
    state: 'Bundesland',
    law: 'Rechtsgrundlage',
    number: 'Anerkennungsnummer',
    authority: 'Anerkennende Stelle',
    validity: 'Gültigkeit',
    note: 'Hinweis',
  },
  recognisedElsewhere: 'Anerkennung aus {{from}}, die {{state}} anerkennt.',
  providerLevel: 'Anerkennung des Veranstalters, die für alle seine Seminare in diesem Land gilt.',
  phone: 'Tel. {{phone}}',
  /** The caption below the line the provider signs on. */
  providerSignature: '{{place}}, {{date}} – {{provider}}, Unterschrift',
  placeAndDate: '{{place}}, {{date}}',
  recognition: {
    heading: 'Anerkennung als Bildungsurlaub',
    text: 'Das Seminar ist in {{state}} als Bildungsurlaub anerkannt; die Anerkennung gilt für alle oben genannten Seminartage.',
  },
  confirmation: {
    /** Above the German version that follows a confirmation in another language. */
    germanVersion: 'Deutsche Fassung für den Arbeitgeber',
    intro: 'Hiermit bestätigen wir die verbindliche Anmeldung von {{name}} zu folgendem Seminar:',
    withoutRecognition: 'Diese Bestätigung enthält keinen Nachweis einer Anerkennung als Bildungsurlaub.',
    programme: 'Programm',
  },
  employerLetter: {
    street: 'Straße, Hausnummer',
    postalCode: 'PLZ, Ort',
    placeAndDate: 'Ort, Datum',
    to: 'An',
    employer: 'Arbeitgeber (Firma)',
    attention: 'z. Hd. Personalabteilung / Vorgesetzte/r',
    subject: 'Antrag auf Bildungsurlaub – Rechtsgrundlage: {{law}}',
    salutation: 'Sehr geehrte Damen und Herren,',
    request:
      'hiermit beantrage ich Bildungsurlaub (Rechtsgrundlage: {{law}}) für die Teilnahme an folgendem, in {{state}} anerkannten Seminar:',
    deadlineHeading: 'Frist',
    deadline_one:
      'Das Gesetz verlangt, den Arbeitgeber spätestens {{count}} Woche vor Beginn zu informieren, für dieses Seminar also bis zum {{date}}.',
    deadline_other:
      'Das Gesetz verlangt, den Arbeitgeber spätestens {{count}} Wochen vor Beginn zu informieren, für dieses Seminar also bis zum {{date}}.',
    deadlinePassed:
      'Hinweis: Diese Frist ist am {{date}} abgelaufen. Der Antrag wird verspätet gestellt; ich bitte dennoch um Freistellung.',
    noDeadline: 'Das Gesetz nennt keine feste Frist in Wochen; ich informiere Sie so früh wie möglich.',
    enclosed: 'Die Anmeldebestätigung des Veranstalters mit dem Nachweis der Anerkennung liegt bei.',
    confirmPlease: 'Bitte bestätigen Sie mir die Freistellung schriftlich.',
    closing: 'Mit freundlichen Grüßen',
    signature: '{{name}}, Unterschrift',
    /** `{{contact}}`: the provider's name, phone and email, ending the sentence. */
    questions: 'Rückfragen zum Seminar und zur Anerkennung beantwortet der Veranstalter: {{contact}}',
    enclosure: 'Anlage: Anmeldebestätigung mit Nachweis der Anerkennung',
  },
  certificate: {
    intro: 'Hiermit bescheinigen wir, dass {{name}} an folgendem Seminar teilgenommen hat:',
    /** The heading above the seminar's days. */
    attendedDays_one: 'Anwesend an {{present}} von {{count}} Seminartag:',
    attendedDays_other: 'Anwesend an {{present}} von {{count}} Seminartagen:',
    present: 'anwesend',
    absent: 'nicht anwesend',
    /** Below the days, where the seminar keeps its teaching hours. */
    attendedHours: 'Teilgenommene Unterrichtsstunden: {{present}} von {{total}}',
    free: 'Diese Bescheinigung wird kostenfrei ausgestellt.',
  },
};

export const paperworkEn: SameKeys<typeof paperworkDe> = {
  title: {
    'registration-confirmation': 'Registration confirmation',
    'employer-letter': 'Request for educational leave',
    'attendance-certificate': 'Certificate of attendance',
  },
  keyword: 'educational leave',
  missing: {
    number: 'recognition number',
    authority: 'recognising authority',
  },
  price: {
    free: 'free of charge',
    onRequest: 'on request',
  },
  validity: {
    unlimited: 'without time limit',
    until: 'valid until {{until}}',
    from: 'valid from {{from}}',
    between: 'valid {{from}} – {{until}}',
  },
  seminarDays_one: '{{count}} seminar day: {{days}}',
  seminarDays_other: '{{count}} seminar days: {{days}}',
  daily: 'daily {{from}}–{{to}}',
  teachingHours_one: '{{hours}} teaching hour a day',
  teachingHours_other: '{{hours}} teaching hours a day',
  fact: {
    seminar: 'Seminar',
    dates: 'Dates',
    seminarDays: 'Seminar days',
    times: 'Times',
    place: 'Place',
    price: 'Price',
    provider: 'Provider',
    participant: 'Participant',
    state: 'State',
    law: 'Law',
    number: 'Recognition number',
    authority: 'Recognising authority',
    validity: 'Validity',
    note: 'Note',
  },
  recognisedElsewhere: 'Recognition from {{from}}, which {{state}} accepts.',
  providerLevel: 'Recognition of the provider, valid for all its seminars in this state.',
  phone: 'Phone {{phone}}',
  providerSignature: '{{place}}, {{date}} – {{provider}}, signature',
  placeAndDate: '{{place}}, {{date}}',
  recognition: {
    heading: 'Recognition as educational leave',
    text: 'The seminar is recognised as educational leave in {{state}}; the recognition covers all seminar days above.',
  },
  confirmation: {
    germanVersion: 'German version for the employer',
    intro: 'We hereby confirm the binding registration of {{name}} for the following seminar:',
    withoutRecognition: 'This confirmation contains no proof of recognition as educational leave.',
    programme: 'Programme',
  },
  employerLetter: {
    street: 'Street, number',
    postalCode: 'Postcode, town',
    placeAndDate: 'Place, date',
    to: 'To',
    employer: 'Employer (company)',
    attention: 'Attn. Human resources / line manager',
    subject: 'Request for educational leave – legal basis: {{law}}',
    salutation: 'Dear Sir or Madam,',
    request:
      'I hereby request educational leave (legal basis: {{law}}) to attend the following seminar, recognised in {{state}}:',
    deadlineHeading: 'Deadline',
    deadline_one:
      'The law requires informing the employer at least {{count}} week before the start, for this seminar by {{date}}.',
    deadline_other:
      'The law requires informing the employer at least {{count}} weeks before the start, for this seminar by {{date}}.',
    deadlinePassed:
      'Note: this deadline passed on {{date}}. The request is made late; I nevertheless ask to be granted the leave.',
    noDeadline: 'The law sets no fixed deadline in weeks; I am informing you as early as possible.',
    enclosed: 'The provider’s registration confirmation with the proof of recognition is enclosed.',
    confirmPlease: 'Please confirm the leave to me in writing.',
    closing: 'Yours faithfully',
    signature: '{{name}}, signature',
    questions: 'The provider answers questions about the seminar and its recognition: {{contact}}',
    enclosure: 'Enclosure: registration confirmation with the proof of recognition',
  },
  certificate: {
    intro: 'We hereby certify that {{name}} attended the following seminar:',
    attendedDays_one: 'Present on {{present}} of {{count}} seminar day:',
    attendedDays_other: 'Present on {{present}} of {{count}} seminar days:',
    present: 'present',
    absent: 'absent',
    attendedHours: 'Teaching hours attended: {{present}} of {{total}}',
    free: 'This certificate is issued free of charge.',
  },
};

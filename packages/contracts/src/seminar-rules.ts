/**
 * The seminar rule codes and their texts, without imports, so that i18n.ts can spread the
 * validation texts without pulling the seminar schemas (and zod) into every page's start-up.
 */

// ---------------------------------------------------------------------------------------------
// Rule codes
// ---------------------------------------------------------------------------------------------

/**
 * Numbered seminar rule failures (the `codes` of a 422, code 14 of the 409 start-date lock).
 * `key` is the validation message key (`validation.<key>` in the web app, `fieldErrors` values),
 * `field` the form field the message belongs to. Numbers are stable: never renumber, only append.
 */
export const seminarRules = {
  1: { key: 'seminarTitleRequired', field: 'title', de: 'Bitte gib einen Titel ein.', en: 'Please enter a title.' },
  2: {
    key: 'seminarTitleTooLong',
    field: 'title',
    de: 'Der Titel darf höchstens 200 Zeichen lang sein.',
    en: 'The title may have at most 200 characters.',
  },
  3: {
    key: 'seminarDescriptionTooLong',
    field: 'descriptionWeb',
    de: 'Die Beschreibung muss weniger als 5000 Zeichen haben.',
    en: 'The description must have fewer than 5000 characters.',
  },
  4: {
    key: 'seminarCategoryRequired',
    field: 'categoryId',
    de: 'Bitte wähle eine Kategorie.',
    en: 'Please choose a category.',
  },
  5: {
    key: 'seminarTypeRequired',
    field: 'seminarType',
    de: 'Bitte wähle die Seminarart.',
    en: 'Please choose the seminar type.',
  },
  6: {
    key: 'seminarFormRequired',
    field: 'seminarForm',
    de: 'Bitte wähle die Seminarform.',
    en: 'Please choose the seminar form.',
  },
  7: {
    key: 'seminarLocationRequired',
    field: 'locationId',
    de: 'Bitte gib einen Veranstaltungsort an (nur bei Online-Seminaren nicht nötig).',
    en: 'Please choose a location (not needed for online seminars).',
  },
  8: {
    key: 'seminarStartDateRequired',
    field: 'startDate',
    de: 'Bitte gib das Startdatum an.',
    en: 'Please enter the start date.',
  },
  9: {
    key: 'seminarEndDateRequired',
    field: 'endDate',
    de: 'Bitte gib das Enddatum an.',
    en: 'Please enter the end date.',
  },
  10: {
    key: 'seminarDateInvalid',
    field: 'startDate',
    // Names `dateInputFormats` (dates.ts) of the language; seminars.test.ts keeps the two in step.
    de: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ an.',
    en: 'Please enter a valid date in the format DD/MM/YYYY.',
  },
  11: {
    key: 'seminarStartAfterEnd',
    field: 'endDate',
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    en: 'The end date must not be before the start date.',
  },
  12: {
    key: 'seminarPriceRequired',
    field: 'priceCents',
    de: 'Bitte gib den Preis an.',
    en: 'Please enter the price.',
  },
  13: {
    key: 'seminarPriceRangeIncomplete',
    field: 'priceMinCents',
    de: 'Bitte gib Mindest- und Höchstpreis an.',
    en: 'Please enter both the minimum and the maximum price.',
  },
  14: {
    key: 'seminarStartDateLocked',
    field: 'startDate',
    de: 'Das Startdatum eines veröffentlichten Seminars kann nur der Support ändern. Bitte wende dich an uns.',
    en: 'The start date of a published seminar can only be changed by support. Please contact us.',
  },
  15: {
    key: 'seminarPriceRangeOrder',
    field: 'priceMaxCents',
    de: 'Der Mindestpreis muss unter dem Höchstpreis liegen.',
    en: 'The minimum price must be below the maximum price.',
  },
  16: {
    key: 'seminarPriceTypeRequired',
    field: 'priceType',
    de: 'Bitte wähle die Preisart.',
    en: 'Please choose the price type.',
  },
  17: {
    key: 'seminarDirectLinkInvalid',
    field: 'directLink',
    de: 'Bitte gib einen gültigen https-Link an.',
    en: 'Please enter a valid https link.',
  },
  18: {
    key: 'seminarBrochureTextTooLong',
    field: 'descriptionBrochure',
    de: 'Der Broschürentext ist zu lang (höchstens {{max}} Zeichen).',
    en: 'The brochure text is too long (at most {{max}} characters).',
  },
  19: {
    key: 'seminarRecognitionRequired',
    field: 'recognitions',
    de: 'Zum Veröffentlichen braucht das Seminar eine Anerkennung in mindestens einem Bundesland.',
    en: 'To publish, the seminar needs a recognition in at least one state.',
  },
  20: {
    key: 'seminarRecognitionStateNoLaw',
    field: 'recognitions',
    de: 'In einem gewählten Bundesland gilt am Seminarbeginn kein Bildungsurlaubsgesetz; dort ist keine Anerkennung möglich.',
    en: 'A chosen state has no educational-leave law in force on the seminar’s start date; no recognition is possible there.',
  },
  21: {
    key: 'seminarRecognitionInvalid',
    field: 'recognitions',
    de: 'Jedes Bundesland darf nur einmal vorkommen; die Anerkennungsnummer hat höchstens 50 Zeichen.',
    en: 'Each state may appear only once; a recognition number has at most 50 characters.',
  },
  22: {
    key: 'seminarMaxParticipantsInvalid',
    field: 'maxParticipants',
    de: 'Die maximale Teilnehmerzahl muss eine positive ganze Zahl sein.',
    en: 'The maximum number of participants must be a positive whole number.',
  },
  23: {
    key: 'seminarPriceNotAllowed',
    field: 'priceCents',
    de: 'Für diese Preisart darf dieser Preis nicht angegeben werden.',
    en: 'This price must not be given for this price type.',
  },
  24: {
    key: 'seminarPriceInvalid',
    field: 'priceCents',
    de: 'Preise sind ganze, nicht negative Centbeträge.',
    en: 'Prices are whole, non-negative amounts in cents.',
  },
  25: {
    key: 'seminarLocationUnknown',
    field: 'locationId',
    de: 'Dieser Veranstaltungsort existiert nicht.',
    en: 'This location does not exist.',
  },
  26: {
    key: 'seminarOwnerUnknown',
    field: 'ownerId',
    de: 'Diese Person gehört nicht zu deinem Team.',
    en: 'This person is not part of your team.',
  },
  27: { key: 'seminarTextTooLong', field: '', de: 'Dieser Text ist zu lang.', en: 'This text is too long.' },
  28: {
    key: 'seminarPublicationChannelInvalid',
    field: 'publicationChannel',
    de: 'Bitte wähle den Veröffentlichungskanal.',
    en: 'Please choose the publication channel.',
  },
  29: { key: 'seminarValueInvalid', field: '', de: 'Dieser Wert ist ungültig.', en: 'This value is invalid.' },
  30: {
    key: 'seminarStartDateInPast',
    field: 'startDate',
    de: 'Zum Veröffentlichen muss das Startdatum heute oder später sein.',
    en: 'To publish, the start date must be today or later.',
  },
  31: {
    key: 'seminarRecognitionValidityInvalid',
    field: 'recognitions',
    de: 'Die Gültigkeit einer Anerkennung braucht echte Daten, und „gültig ab“ darf nicht nach „gültig bis“ liegen.',
    en: 'A recognition’s validity needs real dates, and “valid from” must not be after “valid until”.',
  },
  32: {
    key: 'seminarRecognitionNotValid',
    field: 'recognitions',
    de: 'Zum Veröffentlichen muss jede Anerkennung für alle Seminartage gültig sein.',
    en: 'To publish, every recognition must be valid on all days of the seminar.',
  },
  33: {
    key: 'seminarRecognitionProviderMissing',
    field: 'recognitions',
    de: 'In Hessen setzt die Anerkennung einer Veranstaltung die Anerkennung des Trägers voraus. Trage sie unter „Anerkennungen“ ein.',
    en: 'In Hesse an event recognition requires the provider’s own recognition. Add it under “Recognitions”.',
  },
  34: {
    key: 'seminarRecognitionDocumentUnknown',
    field: 'recognitions',
    de: 'Der Anerkennungsbescheid wurde nicht gefunden. Bitte lade ihn erneut hoch.',
    en: 'The recognition notice was not found. Please upload it again.',
  },
  35: {
    key: 'seminarTimeInvalid',
    field: 'timeTo',
    de: 'Bitte gib Beginn und Ende als Uhrzeit an (HH:MM); das Ende liegt nach dem Beginn.',
    en: 'Please enter the start and end time (HH:MM); the end must be after the start.',
  },
  36: {
    key: 'seminarTeachingHoursInvalid',
    field: 'teachingHoursPerDay',
    de: 'Die Unterrichtsstunden pro Tag liegen zwischen 0,5 und 12 (in Viertelstunden).',
    en: 'Teaching hours per day are between 0.5 and 12 (in quarter hours).',
  },
  37: {
    key: 'seminarNonSeminarDatesInvalid',
    field: 'nonSeminarDates',
    de: 'Tage ohne Seminar müssen echte Daten zwischen Start- und Enddatum sein, jedes nur einmal.',
    en: 'Days without seminar must be real dates between the start and end date, each only once.',
  },
  38: {
    key: 'seminarNoSeminarDay',
    field: 'nonSeminarDates',
    de: 'Zwischen Start- und Enddatum bleibt kein Seminartag übrig. Markiere das Wochenende als Seminartage oder entferne Tage ohne Seminar.',
    en: 'No seminar day is left between the start and end date. Mark the weekend as seminar days or remove days without seminar.',
  },
} as const satisfies Record<number, { key: string; field: string; de: string; en: string }>;

export type SeminarRuleCode = keyof typeof seminarRules;
export type SeminarRuleKey = (typeof seminarRules)[SeminarRuleCode]['key'];
export const SEMINAR_START_DATE_LOCKED = 14 as const;

/** The validation key of a rule code (`validation.<key>` is its text); an unknown code reads as rule 29, "invalid". */
export const seminarRuleKey = (code: number): SeminarRuleKey =>
  (seminarRules[code as SeminarRuleCode] ?? seminarRules[29]).key;

/** `[code, {key, field, de, en}]` in code order — the documented list. */
export const seminarRuleCodes = Object.entries(seminarRules).map(([code, rule]) => ({ code: Number(code), ...rule }));

export const seminarRuleCodeByKey: Record<string, SeminarRuleCode> = Object.fromEntries(
  Object.entries(seminarRules).map(([code, rule]) => [rule.key, Number(code) as SeminarRuleCode]),
);

function rulesTexts(language: 'de' | 'en'): Record<SeminarRuleKey, string> {
  return Object.fromEntries(Object.values(seminarRules).map((rule) => [rule.key, rule[language]])) as Record<
    SeminarRuleKey,
    string
  >;
}
/** The rule texts as validation messages (spread into `validation` of both languages in i18n.ts). */
export const seminarValidationDe = rulesTexts('de');
export const seminarValidationEn = rulesTexts('en');

/**
 * The 16 German states and their educational-leave (Bildungsurlaub) laws as data, and the pure
 * rules the server, the dashboard and the marketplace derive from them: which law applies on a
 * day, the employee's notice deadline, whether a state accepts a recognition for a seminar date.
 *
 * The participant's WORK state decides which law applies, not the venue. A change of law is a
 * new entry in a state's `laws` list with its dates — never a code change. Each state names the
 * pages its facts were taken from (`sources`); where sources disagree the law text wins and a
 * comment says so.
 */
import { addDaysIso, daysBetweenIso } from './dates';

export const recognitionModels = ['event', 'provider', 'provider_and_event'] as const;
export type RecognitionModel = (typeof recognitionModels)[number];

/** One version of a state's law with the rules it sets, in force from `inForceFrom` (inclusive). */
export interface LawVersion {
  name: string;
  inForceFrom: string;
  /** Last day in force (inclusive); null while it is the current law. */
  inForceUntil: string | null;
  recognitionModel: RecognitionModel;
  /** Whether an event recognised under another state's law counts in this state. */
  acceptsOtherStates: boolean;
  /** Weeks before the seminar the employee must tell the employer; null when the law names none. */
  noticeWeeks: number | null;
  /** Weeks before the seminar a provider must apply for the event's recognition. */
  applicationWeeks: number | null;
  minDays: number | null;
  minHoursPerDay: number | null;
}

export interface StateDefinition {
  code: string;
  name: { de: string; en: string };
  authority: { de: string; en: string };
  sources: readonly string[];
  /** Versions in date order; empty when the state has no educational-leave law. */
  laws: readonly LawVersion[];
}

/** A state's rules on one day: the public shape of `GET /public/states`. */
export interface StateRules {
  code: StateCode;
  name: { de: string; en: string };
  law: { name: string; inForceFrom: string; inForceUntil: string | null } | null;
  recognitionModel: RecognitionModel;
  acceptsOtherStates: boolean;
  noticeWeeks: number | null;
  applicationWeeks: number | null;
  minDays: number | null;
  minHoursPerDay: number | null;
  authority: { de: string; en: string };
  sources: string[];
}

/**
 * Minimum course length: the usual 6 (clock or teaching) hours a day unless the law sets more;
 * minimum days only where the law asks for a multi-day course.
 */
export const stateDefinitions = [
  {
    code: 'BW',
    name: { de: 'Baden-Württemberg', en: 'Baden-Württemberg' },
    authority: { de: 'Regierungspräsidium Karlsruhe', en: 'Regierungspräsidium Karlsruhe (regional council)' },
    // Bildungszeitgesetz BW (BzG BW) of 17 Mar 2015, in force 1 Jul 2015; only providers are
    // recognised (Trägeranerkennung). Sources disagree on the notice period (GEW BW and older
    // brochures say 8 weeks, test.de says 9): the amending law of 4 Feb 2021 changed § 7 (1)
    // from 8 to 9 weeks with effect from 1 Jul 2021 (haufe.de summary of the law) — both versions
    // are kept so seminars on either side of that day get their own deadline.
    sources: [
      'https://rp.baden-wuerttemberg.de/themen/bildung/bildungszeit/',
      'https://lexaris.de/book/version/documentflat/head/1123016',
      'https://haufe.de/recht/deutsches-anwalt-office-premium/bildungsurlaub-baden-wuerttemberg-zusammenfassung_idesk_PI17574_LI12356577.html',
    ],
    laws: [
      {
        name: 'Bildungszeitgesetz Baden-Württemberg (BzG BW)',
        inForceFrom: '2015-07-01',
        inForceUntil: '2021-06-30',
        recognitionModel: 'provider',
        acceptsOtherStates: false,
        noticeWeeks: 8,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
      {
        name: 'Bildungszeitgesetz Baden-Württemberg (BzG BW)',
        inForceFrom: '2021-07-01',
        inForceUntil: null,
        recognitionModel: 'provider',
        acceptsOtherStates: false,
        noticeWeeks: 9,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'BY',
    name: { de: 'Bayern', en: 'Bavaria' },
    authority: { de: 'Keine (kein Gesetz)', en: 'None (no law)' },
    // Bavaria has no educational-leave law (recht-und-schule.de, medienservice.sachsen.de 4 Feb 2026).
    sources: ['https://www.recht-und-schule.de/de/rechtsportal/arbeitsrecht/fortbildung/bildungsurlaub/'],
    laws: [],
  },
  {
    code: 'BE',
    name: { de: 'Berlin', en: 'Berlin' },
    authority: {
      de: 'Senatsverwaltung für Arbeit, Soziales, Gleichstellung, Integration, Vielfalt und Antidiskriminierung',
      en: 'Senate Department for Labour and Social Affairs',
    },
    // Bildungsurlaubsgesetz (BiUrlG) of 24 Oct 1990 until 31 Aug 2021, replaced by the Berliner
    // Bildungszeitgesetz (BiZeitG) of 5 Jul 2021 from 1 Sep 2021 (berlin.de press release of
    // 28 Sep 2021): events are recognised one by one; notice at least 6 weeks before the course.
    sources: [
      'https://www.berlin.de/rbmskzl/aktuelles/pressemitteilungen/2021/pressemitteilung.1130531.php',
      'https://lexaris.io/book/version/documentflat/head/1255756',
      'https://personalrat.bbaw.de/de/informationen/bildungsurlaub',
    ],
    laws: [
      {
        name: 'Berliner Bildungsurlaubsgesetz (BiUrlG)',
        inForceFrom: '1990-11-01',
        inForceUntil: '2021-08-31',
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
      {
        name: 'Berliner Bildungszeitgesetz (BiZeitG)',
        inForceFrom: '2021-09-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'BB',
    name: { de: 'Brandenburg', en: 'Brandenburg' },
    authority: {
      de: 'Ministerium für Bildung, Jugend und Sport (MBJS)',
      en: 'Ministry of Education, Youth and Sport (MBJS)',
    },
    // Brandenburgisches Weiterbildungsgesetz (BbgWBG) of 15 Dec 1993: notice 6 weeks; events are
    // recognised on application at least 10 weeks before the event.
    sources: [
      'https://mbjs.brandenburg.de/bildung/lebenslanges-lernen/bildungsfreistellung-bildungsurlaub.html',
      'https://bravors.brandenburg.de/gesetze/bbgwbg',
    ],
    laws: [
      {
        name: 'Brandenburgisches Weiterbildungsgesetz (BbgWBG)',
        inForceFrom: '1993-12-30',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: 10,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'HB',
    name: { de: 'Bremen', en: 'Bremen' },
    authority: { de: 'Die Senatorin für Kinder und Bildung', en: 'Senator for Children and Education' },
    // Bremisches Bildungszeitgesetz (BremBZG, formerly Bildungsurlaubsgesetz BremBUG) of
    // 18 Dec 1974: notice "in der Regel" 4 weeks; courses of at least one day and 6 teaching
    // hours a day (service.bremen.de, ef.de, IG BCE overview 2020).
    sources: [
      'https://www.service.bremen.de/sixcms/detail.php?gsid=bremen128.c.409890.de',
      'https://ef.de/bildungsurlaub/uebersicht/bildungsurlaub-bremen',
    ],
    laws: [
      {
        name: 'Bremisches Bildungszeitgesetz (BremBZG)',
        inForceFrom: '1975-01-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 4,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'HH',
    name: { de: 'Hamburg', en: 'Hamburg' },
    authority: {
      de: 'Hamburger Institut für Berufliche Bildung (HIBB)',
      en: 'Hamburg Institute for Vocational Education (HIBB)',
    },
    // Hamburgisches Bildungsurlaubsgesetz of 21 Jan 1974: notice 6 weeks (recht-und-schule.de).
    sources: [
      'https://www.hamburg.de/bildungsurlaub/',
      'https://www.recht-und-schule.de/de/rechtsportal/arbeitsrecht/fortbildung/bildungsurlaub/',
    ],
    laws: [
      {
        name: 'Hamburgisches Bildungsurlaubsgesetz (HmbBUG)',
        inForceFrom: '1974-02-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'HE',
    name: { de: 'Hessen', en: 'Hesse' },
    authority: {
      de: 'Hessisches Ministerium für Arbeit, Integration, Jugend und Soziales',
      en: 'Hessian Ministry of Labour, Integration, Youth and Social Affairs',
    },
    // Hessisches Gesetz über den Anspruch auf Bildungsurlaub (HBUG): the provider is recognised
    // first, then each event; applications at least 10 weeks ahead; at least 3 days of 6 hours;
    // attendance certificate free of charge (§ 5). Since 1 Jan 2024 Hessen no longer accepts
    // events recognised by other states — a second version of the law from that day.
    sources: [
      'https://soziales.hessen.de/arbeit/bildungsurlaub',
      'https://www.rv.hessenrecht.hessen.de/bshe/document/jlr-BildUrlGHErahmen',
    ],
    laws: [
      {
        name: 'Hessisches Bildungsurlaubsgesetz (HBUG)',
        inForceFrom: '1985-01-01',
        inForceUntil: '2023-12-31',
        recognitionModel: 'provider_and_event',
        acceptsOtherStates: true,
        noticeWeeks: 6,
        applicationWeeks: 10,
        minDays: 3,
        minHoursPerDay: 6,
      },
      {
        name: 'Hessisches Bildungsurlaubsgesetz (HBUG)',
        inForceFrom: '2024-01-01',
        inForceUntil: null,
        recognitionModel: 'provider_and_event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: 10,
        minDays: 3,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'MV',
    name: { de: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Western Pomerania' },
    authority: {
      de: 'Landesamt für Gesundheit und Soziales (LAGuS)',
      en: 'State Office for Health and Social Affairs (LAGuS)',
    },
    // Bildungsfreistellungsgesetz M-V (BfG M-V) of 13 Dec 2013: notice 8 weeks, at least 3 days.
    sources: ['https://www.lagus.mv-regierung.de/Soziales/Bildungsfreistellung/'],
    laws: [
      {
        name: 'Bildungsfreistellungsgesetz Mecklenburg-Vorpommern (BfG M-V)',
        inForceFrom: '2014-01-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 8,
        applicationWeeks: null,
        minDays: 3,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'NI',
    name: { de: 'Niedersachsen', en: 'Lower Saxony' },
    authority: {
      de: 'Agentur für Erwachsenen- und Weiterbildung (AEWB)',
      en: 'Agency for Adult and Continuing Education (AEWB)',
    },
    // Niedersächsisches Bildungsurlaubsgesetz (NBildUG): the employee tells the employer "so früh
    // wie möglich" — no fixed number of weeks, so no deadline is computed; applications about
    // 3 months (13 weeks) ahead; at least 3 days of 8 teaching hours.
    sources: [
      'https://www.aewb-nds.de/bildungsurlaub/',
      'https://www.nds-voris.de/jportal/?quelle=jlink&query=BildUrlG+ND',
    ],
    laws: [
      {
        name: 'Niedersächsisches Bildungsurlaubsgesetz (NBildUG)',
        inForceFrom: '1991-01-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: null,
        applicationWeeks: 13,
        minDays: 3,
        minHoursPerDay: 8,
      },
    ],
  },
  {
    code: 'NW',
    name: { de: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' },
    authority: { de: 'Bezirksregierung (nach Sitz des Trägers)', en: 'District government (by the provider’s seat)' },
    // Arbeitnehmerweiterbildungsgesetz (AWbG) of 6 Nov 1984: providers are recognised, not
    // events; notice 6 weeks.
    sources: [
      'https://www.bildungsurlaub.nrw.de/',
      'https://recht.nrw.de/lmi/owa/br_text_anzeigen?v_id=10000000000000000451',
    ],
    laws: [
      {
        name: 'Arbeitnehmerweiterbildungsgesetz NRW (AWbG)',
        inForceFrom: '1985-01-01',
        inForceUntil: null,
        recognitionModel: 'provider',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'RP',
    name: { de: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' },
    authority: {
      de: 'Ministerium für Arbeit, Soziales, Transformation und Digitalisierung',
      en: 'Ministry of Labour, Social Affairs, Transformation and Digitalisation',
    },
    // Bildungsfreistellungsgesetz RLP (BFG) of 30 Mar 1993: notice 6 weeks, at least 3 days.
    sources: ['https://mastd.rlp.de/themen/arbeit/bildungsfreistellung'],
    laws: [
      {
        name: 'Bildungsfreistellungsgesetz Rheinland-Pfalz (BFG)',
        inForceFrom: '1993-04-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: 3,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'SL',
    name: { de: 'Saarland', en: 'Saarland' },
    authority: { de: 'Ministerium für Bildung und Kultur', en: 'Ministry of Education and Culture' },
    // Saarländisches Bildungsfreistellungsgesetz (SBFG): notice 6 weeks; events recognised in
    // another state are recognised in the Saarland as well.
    sources: ['https://www.saarland.de/mbk/DE/portale/bildungsserver/themen/weiterbildung/bildungsfreistellung'],
    laws: [
      {
        name: 'Saarländisches Bildungsfreistellungsgesetz (SBFG)',
        inForceFrom: '2015-01-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: true,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'SN',
    name: { de: 'Sachsen', en: 'Saxony' },
    authority: { de: 'Noch nicht bestimmt', en: 'Not yet designated' },
    // Sächsisches Qualifizierungszeitgesetz (SäQZG), passed by the Landtag on 4 Feb 2026, in force
    // from 1 Jan 2027: 3 days a year (medienservice.sachsen.de, 4 Feb 2026). The notice period and
    // minimum length are not yet published, so they stay unknown (null) until they are.
    sources: [
      'https://www.medienservice.sachsen.de/medien/news/1094759',
      'https://kreissportbund.net/news/3tbildungszeitsn',
    ],
    laws: [
      {
        name: 'Sächsisches Qualifizierungszeitgesetz (SäQZG)',
        inForceFrom: '2027-01-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: null,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: null,
      },
    ],
  },
  {
    code: 'ST',
    name: { de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' },
    authority: { de: 'Landesverwaltungsamt Sachsen-Anhalt', en: 'State Administration Office of Saxony-Anhalt' },
    // Bildungsfreistellungsgesetz Sachsen-Anhalt (BFG LSA) of 4 Mar 1998: notice 6 weeks.
    sources: ['https://lvwa.sachsen-anhalt.de/das-lvwa/arbeit-soziales/bildungsfreistellung/'],
    laws: [
      {
        name: 'Bildungsfreistellungsgesetz Sachsen-Anhalt (BFG LSA)',
        inForceFrom: '1998-03-12',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'SH',
    name: { de: 'Schleswig-Holstein', en: 'Schleswig-Holstein' },
    authority: {
      de: 'Schleswig-Holsteinisches Institut für Berufliche Bildung (SHIBB)',
      en: 'Schleswig-Holstein Institute for Vocational Education (SHIBB)',
    },
    // Weiterbildungsgesetz Schleswig-Holstein (WBG) of 6 Mar 2012: notice 6 weeks; events are
    // recognised on application at least 10 weeks ahead.
    sources: ['https://www.schleswig-holstein.de/DE/fachinhalte/W/weiterbildung/bildungsfreistellung.html'],
    laws: [
      {
        name: 'Weiterbildungsgesetz Schleswig-Holstein (WBG)',
        inForceFrom: '2012-03-20',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 6,
        applicationWeeks: 10,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
  {
    code: 'TH',
    name: { de: 'Thüringen', en: 'Thuringia' },
    authority: {
      de: 'Thüringer Ministerium für Bildung, Wissenschaft und Kultur',
      en: 'Thuringian Ministry of Education, Science and Culture',
    },
    // Thüringer Bildungsfreistellungsgesetz (ThürBfG) of 15 Jul 2015, in force 1 Jan 2016:
    // notice 8 weeks; recognitions are not limited in time.
    sources: ['https://bildung.thueringen.de/erwachsenenbildung/bildungsfreistellung'],
    laws: [
      {
        name: 'Thüringer Bildungsfreistellungsgesetz (ThürBfG)',
        inForceFrom: '2016-01-01',
        inForceUntil: null,
        recognitionModel: 'event',
        acceptsOtherStates: false,
        noticeWeeks: 8,
        applicationWeeks: null,
        minDays: null,
        minHoursPerDay: 6,
      },
    ],
  },
] as const satisfies readonly StateDefinition[];

export type StateCode = (typeof stateDefinitions)[number]['code'];

/** The 16 states (ISO 3166-2 without `DE-`) with their names, for pickers and labels. */
export const germanStates = stateDefinitions.map((s) => ({ code: s.code, de: s.name.de, en: s.name.en })) as {
  code: StateCode;
  de: string;
  en: string;
}[];
export const stateCodes = stateDefinitions.map((s) => s.code) as unknown as readonly [StateCode, ...StateCode[]];

const definitions = new Map<string, StateDefinition>(stateDefinitions.map((s) => [s.code, s]));

/** A state's name in a language; an unknown code as it is, no state as ''. */
export function stateName(code: string | null | undefined, language: 'de' | 'en'): string {
  if (!code) return '';
  return definitions.get(code)?.name[language] ?? code;
}

/** The law version in force in a state on a day (ISO date), or null. */
export function lawOn(code: string, date: string): LawVersion | null {
  const state = definitions.get(code);
  if (!state) return null;
  return (
    state.laws.find((law) => law.inForceFrom <= date && (law.inForceUntil === null || date <= law.inForceUntil)) ?? null
  );
}

/** Whether a state has an educational-leave law in force on a day. */
export const lawInForce = (code: string, date: string): boolean => lawOn(code, date) !== null;

/** Whether a state has a law in force on a day or any later one (a recognition can still matter). */
export const hasLawFrom = (code: string, date: string): boolean =>
  definitions.get(code)?.laws.some((law) => law.inForceUntil === null || date <= law.inForceUntil) ?? false;

/** Whether a state has a law in force on any day of a period (either end open). */
export const lawDuring = (code: string, from: string | null | undefined, until: string | null | undefined): boolean =>
  definitions
    .get(code)
    ?.laws.some(
      (law) =>
        law.inForceFrom <= (until ?? '9999-12-31') && (law.inForceUntil ?? '9999-12-31') >= (from ?? '0000-01-01'),
    ) ?? false;

/** A state's rules on a day; without a law in force every rule is unknown (null / false). */
export function stateRulesOn(code: StateCode, date: string): StateRules {
  const state = definitions.get(code)!;
  const law = lawOn(code, date);
  return {
    code,
    name: { ...state.name },
    law: law ? { name: law.name, inForceFrom: law.inForceFrom, inForceUntil: law.inForceUntil } : null,
    recognitionModel: law?.recognitionModel ?? 'event',
    acceptsOtherStates: law?.acceptsOtherStates ?? false,
    noticeWeeks: law?.noticeWeeks ?? null,
    applicationWeeks: law?.applicationWeeks ?? null,
    minDays: law?.minDays ?? null,
    minHoursPerDay: law?.minHoursPerDay ?? null,
    authority: { ...state.authority },
    sources: [...state.sources],
  };
}

/** All 16 states' rules on a day, in the order of `stateDefinitions`. */
export const allStateRulesOn = (date: string): StateRules[] => stateCodes.map((code) => stateRulesOn(code, date));

/**
 * Last day the employee may tell the employer: seminar start minus the work state's notice
 * weeks under the law in force on the start day. Calendar weeks — weekends and holidays do not
 * move it. Null when the state has no law then or the law names no number of weeks.
 */
export function employerNoticeDeadline(startDate: string, stateCode: string): string | null {
  const weeks = lawOn(stateCode, startDate)?.noticeWeeks;
  return weeks === null || weeks === undefined ? null : addDaysIso(startDate, -7 * weeks);
}

/**
 * Where a lead's deadline to tell the employer stands on `today`: days left (0 = due today),
 * days overdue, or `started` once the seminar has begun — then the deadline is history and no
 * warning is due. `unknown` without a deadline.
 */
export function noticeDeadlineStatus(
  deadline: string | null,
  seminarStart: string | null,
  today: string,
): { kind: 'unknown' } | { kind: 'started' } | { kind: 'left'; days: number } | { kind: 'overdue'; days: number } {
  if (!deadline) return { kind: 'unknown' };
  if (seminarStart && seminarStart <= today) return { kind: 'started' };
  const left = daysBetweenIso(today, deadline);
  return left < 0 ? { kind: 'overdue', days: -left } : { kind: 'left', days: left };
}

/** Last day a provider may apply for an event's recognition in a state (start − applicationWeeks). */
export function recognitionApplicationDeadline(startDate: string, stateCode: string): string | null {
  const weeks = lawOn(stateCode, startDate)?.applicationWeeks;
  return weeks === null || weeks === undefined ? null : addDaysIso(startDate, -7 * weeks);
}

/** Whether a recognition in a state can count for a seminar starting on `startDate` (law in force then). */
export const acceptsRecognitionOn = (stateCode: string, startDate: string): boolean => lawInForce(stateCode, startDate);

/** Whether a provider-level recognition alone covers the state's seminars on a day (model `provider`). */
export const providerRecognitionSuffices = (stateCode: string, date: string): boolean =>
  lawOn(stateCode, date)?.recognitionModel === 'provider';

/** Whether an event recognition in the state needs the provider's own recognition first (model `provider_and_event`). */
export const providerRecognitionRequired = (stateCode: string, date: string): boolean =>
  lawOn(stateCode, date)?.recognitionModel === 'provider_and_event';

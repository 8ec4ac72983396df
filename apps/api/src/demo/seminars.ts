/**
 * Demo seminars and locations for the demo provider (Bildungswerk Elbe e. V.): about 30
 * realistic educational-leave seminars across several categories, states, statuses and
 * dates relative to today (past, starting within 30 days, later), plus four locations.
 */
import {
  addDaysIso,
  formatAddress,
  lawInForce,
  stateDefinitions,
  shiftDays,
  todayIso,
  type PriceType,
  type SeminarForm,
  type SeminarType,
  type StoredSeminarStatus,
} from '@bu/contracts';
import type { locations } from '../db/schema/index';
import { insertLocation, insertSeminar, type DemoSeeder } from './factories';

type LocationKey = 'hamburg' | 'ostsee' | 'deister' | 'online';

const demoLocations: Record<LocationKey, Omit<typeof locations.$inferInsert, 'providerId'>> = {
  hamburg: {
    type: 'presence',
    street: 'Große Elbstraße 145',
    postalCode: '22767',
    city: 'Hamburg',
    country: 'DE',
    state: 'HH',
    cityAddition: 'Altona',
    isBusinessAddress: true,
    validated: true,
  },
  ostsee: {
    type: 'presence',
    street: 'Strandallee 12',
    postalCode: '23743',
    city: 'Grömitz',
    country: 'DE',
    state: 'SH',
    cityAddition: 'Bildungsstätte Ostseeblick',
    validated: true,
  },
  deister: {
    type: 'presence',
    street: 'Lange Straße 8',
    postalCode: '30890',
    city: 'Barsinghausen',
    country: 'DE',
    state: 'NI',
    cityAddition: 'Tagungshaus am Deister',
    validated: null,
  },
  online: {
    type: 'online',
    street: null,
    postalCode: '22767',
    city: 'Hamburg',
    country: 'DE',
    state: 'HH',
    cityAddition: 'Online-Seminarraum',
    validated: null,
  },
};

interface DemoSeminar {
  title: string;
  number: string;
  category: number;
  type: SeminarType;
  form: SeminarForm;
  /** Start relative to today in days, and length in days. */
  start: number;
  days: number;
  price: [PriceType, number?, number?];
  states: string[];
  status: StoredSeminarStatus;
  location: LocationKey;
  intro: string;
  topics: string[];
  brochure?: string;
  expanded?: boolean;
  target?: string;
  max?: number;
}

const demoSeminars: DemoSeminar[] = [
  {
    title: 'Rhetorik und Präsentation im Beruf',
    number: 'BWE-101',
    category: 9,
    type: 'presence',
    form: 'block',
    start: 9,
    days: 5,
    price: ['exact', 54000],
    states: ['HH', 'SH', 'NI'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Sicher auftreten, klar argumentieren, überzeugend präsentieren: In fünf Tagen trainieren Sie Stimme, Körpersprache und Redeaufbau mit Videofeedback.',
    topics: [
      'Wirkung von Stimme und Körpersprache',
      'Argumentationstechniken',
      'Umgang mit Lampenfieber',
      'Präsentationen mit Videofeedback',
    ],
    brochure: 'Fünf Tage Training für sicheres Auftreten: Stimme, Körpersprache und Argumentation – mit Videofeedback.',
    target: 'Beschäftigte, die im Beruf präsentieren oder verhandeln',
  },
  {
    title: 'Stressbewältigung und Resilienz im Arbeitsalltag',
    number: 'BWE-102',
    category: 5,
    type: 'presence',
    form: 'block',
    start: 16,
    days: 5,
    price: ['exact', 49500],
    states: ['HH', 'SH', 'HB', 'NI'],
    status: 'online',
    location: 'ostsee',
    intro:
      'Wie bleibe ich gesund, wenn die Arbeit verdichtet wird? Wir analysieren Stressoren und erproben Methoden, die im Alltag tragen.',
    topics: [
      'Stressmodelle und Warnsignale',
      'Progressive Muskelentspannung',
      'Grenzen setzen im Team',
      'Persönlicher Resilienzplan',
    ],
    brochure: 'Stressoren erkennen, Ressourcen stärken: Methoden für einen gesunden Arbeitsalltag an der Ostsee.',
    expanded: true,
  },
  {
    title: 'Yoga und Achtsamkeit an der Ostsee',
    number: 'BWE-103',
    category: 6,
    type: 'presence',
    form: 'block',
    start: 24,
    days: 5,
    price: ['exact', 59000],
    states: ['SH', 'HH', 'BE', 'BB'],
    status: 'online',
    location: 'ostsee',
    intro:
      'Achtsamkeitspraxis und sanftes Hatha-Yoga verbinden sich mit arbeitspsychologischen Impulsen zu einem gesunden Umgang mit Belastung.',
    topics: [
      'Hatha-Yoga für Einsteiger und Geübte',
      'Achtsamkeitsübungen nach MBSR',
      'Ergonomie am Arbeitsplatz',
      'Transfer in den Berufsalltag',
    ],
  },
  {
    title: 'Demokratie unter Druck: Populismus verstehen',
    number: 'BWE-104',
    category: 1,
    type: 'presence',
    form: 'block',
    start: 38,
    days: 5,
    price: ['exact', 39000],
    states: ['HH', 'NI', 'HB', 'NW', 'HE'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Was macht populistische Bewegungen erfolgreich, und wie reagieren demokratische Institutionen? Mit Gästen aus Politik, Journalismus und Wissenschaft.',
    topics: [
      'Begriffe und Geschichte des Populismus',
      'Medien und Desinformation',
      'Gespräch in der Hamburgischen Bürgerschaft',
      'Argumentieren gegen Stammtischparolen',
    ],
    brochure:
      'Populismus, Medien und Demokratie – mit Besuch der Hamburgischen Bürgerschaft und Gästen aus der Praxis.',
  },
  {
    title: 'Klimawandel und Nachhaltigkeit im Wattenmeer',
    number: 'BWE-105',
    category: 14,
    type: 'presence',
    form: 'study_trip',
    start: 52,
    days: 5,
    price: ['range', 62000, 78000],
    states: ['SH', 'NI', 'HB', 'HH'],
    status: 'online',
    location: 'ostsee',
    intro:
      'Exkursionen ins Wattenmeer, Gespräche mit Küstenschutz und Landwirtschaft: Wie verändert der Klimawandel die Küste, und was können wir tun?',
    topics: [
      'Ökosystem Wattenmeer',
      'Küstenschutz und Meeresspiegelanstieg',
      'Nachhaltiger Konsum',
      'Exkursion mit Ranger:innen',
    ],
    target: 'Alle Interessierten, keine Vorkenntnisse nötig',
    max: 18,
  },
  {
    title: 'Englisch für den Beruf (B1/B2)',
    number: 'BWE-106',
    category: 8,
    type: 'presence',
    form: 'block',
    start: 66,
    days: 5,
    price: ['exact', 52000],
    states: ['HH', 'SH', 'NI', 'HB', 'BE'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Telefonate, Meetings und E-Mails auf Englisch: praxisnahes Training in kleinen Gruppen mit muttersprachlichen Trainer:innen.',
    topics: [
      'Small Talk und Networking',
      'Meetings leiten und Protokolle',
      'Professionelle E-Mails',
      'Präsentieren auf Englisch',
    ],
    max: 12,
  },
  {
    title: 'Spanisch kompakt für Einsteiger',
    number: 'BWE-107',
    category: 8,
    type: 'presence',
    form: 'block',
    start: 80,
    days: 5,
    price: ['exact', 48000],
    states: ['HH', 'SH'],
    status: 'online',
    location: 'hamburg',
    intro:
      'In einer Woche die Grundlagen: sich vorstellen, nach dem Weg fragen, einkaufen – und ein erster Blick auf Kultur und Gesellschaft Spaniens und Lateinamerikas.',
    topics: [
      'Aussprache und Grundwortschatz',
      'Alltagssituationen im Rollenspiel',
      'Landeskunde',
      'Selbstlernstrategien',
    ],
  },
  {
    title: 'Digitale Kompetenz: Künstliche Intelligenz im Büro',
    number: 'BWE-108',
    category: 12,
    type: 'online',
    form: 'block',
    start: 12,
    days: 5,
    price: ['exact', 45000],
    states: ['HH', 'NI', 'BE', 'BB', 'RP', 'SL'],
    status: 'online',
    location: 'online',
    intro:
      'Was können KI-Werkzeuge heute, wo liegen Grenzen und Risiken? Wir erproben Anwendungen und diskutieren Datenschutz und Mitbestimmung.',
    topics: [
      'Grundlagen generativer KI',
      'Texte und Tabellen mit KI-Assistenz',
      'Datenschutz und Urheberrecht',
      'Mitbestimmung bei KI-Einführung',
    ],
    brochure: 'KI im Büro verstehen und verantwortungsvoll nutzen – live online mit vielen Praxisübungen.',
  },
  {
    title: 'Excel für Einsteiger: Tabellen sicher beherrschen',
    number: 'BWE-109',
    category: 12,
    type: 'online',
    form: 'modular',
    start: 45,
    days: 10,
    price: ['exact', 42000],
    states: ['HH', 'NI', 'BE'],
    status: 'paused',
    location: 'online',
    intro:
      'Formeln, Diagramme und Pivot-Tabellen: Schritt für Schritt zu sicheren Tabellen im Berufsalltag, in zwei Modulen online.',
    topics: ['Formeln und Bezüge', 'Diagramme', 'Pivot-Tabellen', 'Daten prüfen und auswerten'],
  },
  {
    title: 'Führen ohne Vorgesetztenfunktion',
    number: 'BWE-110',
    category: 11,
    type: 'hybrid',
    form: 'block',
    start: 73,
    days: 5,
    price: ['exact', 61000],
    states: ['HH', 'SH', 'NI', 'NW'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Projekte leiten, Teams koordinieren, Konflikte moderieren – ohne formale Macht. Ein Seminar für laterale Führung, vor Ort oder online zugeschaltet.',
    topics: ['Rollenklärung und Auftrag', 'Einfluss ohne Hierarchie', 'Konfliktmoderation', 'Feedbackkultur'],
    expanded: true,
    brochure:
      'Laterale Führung für Projekt- und Teamverantwortliche: Rollen klären, Einfluss gewinnen, Konflikte moderieren.',
  },
  {
    title: 'Gewaltfreie Kommunikation im Team',
    number: 'BWE-111',
    category: 9,
    type: 'presence',
    form: 'block',
    start: 94,
    days: 5,
    price: ['exact', 51000],
    states: ['HH', 'HB', 'NI'],
    status: 'online',
    location: 'deister',
    intro:
      'Nach Marshall B. Rosenberg: Beobachtung, Gefühl, Bedürfnis, Bitte. Wir üben an Situationen aus dem eigenen Arbeitsalltag.',
    topics: [
      'Die vier Schritte der GFK',
      'Empathisch zuhören',
      'Kritik äußern und annehmen',
      'Übungen an eigenen Fällen',
    ],
  },
  {
    title: 'Hamburg im Nationalsozialismus: Orte der Erinnerung',
    number: 'BWE-112',
    category: 15,
    type: 'presence',
    form: 'study_trip',
    start: 108,
    days: 5,
    price: ['exact', 44000],
    states: ['HH', 'SH', 'NI', 'BE', 'HE', 'TH'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Stadtrundgänge, Gedenkstätte Neuengamme und Gespräche mit Historiker:innen: Wir erkunden, wie Hamburg mit seiner Geschichte umgeht.',
    topics: [
      'Hamburg 1933–1945',
      'Besuch der KZ-Gedenkstätte Neuengamme',
      'Stolpersteine im Stadtteil',
      'Erinnerungskultur heute',
    ],
  },
  {
    title: 'Kreatives Schreiben: Geschichten aus dem Arbeitsleben',
    number: 'BWE-113',
    category: 16,
    type: 'presence',
    form: 'block',
    start: 122,
    days: 5,
    price: ['exact', 47000],
    states: ['HH', 'SH'],
    status: 'online',
    location: 'ostsee',
    intro:
      'Schreiben als Werkzeug der Reflexion: Wir erzählen von Arbeit, Wandel und Zusammenarbeit – in kurzen Texten, Szenen und Porträts.',
    topics: ['Schreibimpulse und Techniken', 'Perspektivwechsel', 'Textwerkstatt mit Feedback', 'Lesung zum Abschluss'],
  },
  {
    title: 'Gesund im Schichtdienst',
    number: 'BWE-114',
    category: 4,
    type: 'presence',
    form: 'block',
    start: 136,
    days: 5,
    price: ['exact', 46000],
    states: ['HH', 'NI', 'HB', 'ST'],
    status: 'draft',
    location: 'deister',
    intro:
      'Schlaf, Ernährung und Bewegung unter den Bedingungen von Schicht- und Nachtarbeit – mit arbeitsmedizinischen Grundlagen und Praxis.',
    topics: [
      'Chronobiologie und Schlaf',
      'Ernährung im Schichtdienst',
      'Bewegung im Alltag',
      'Arbeitszeitmodelle und Mitbestimmung',
    ],
  },
  {
    title: 'Mitbestimmung im Betrieb: Rechte kennen und nutzen',
    number: 'BWE-115',
    category: 3,
    type: 'presence',
    form: 'block',
    start: 30,
    days: 5,
    price: ['exact', 38000],
    states: ['HH', 'NI', 'NW', 'HE', 'RP', 'SL', 'BW'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Betriebsverfassung, Tarifverträge und Arbeitsrecht verständlich erklärt – für Beschäftigte, die ihre Rechte kennen und sich einbringen wollen.',
    topics: [
      'Grundlagen des Betriebsverfassungsgesetzes',
      'Tarifautonomie',
      'Arbeitszeit und Urlaub',
      'Fallbeispiele aus der Praxis',
    ],
  },
  {
    title: 'Zeitmanagement und Selbstorganisation',
    number: 'BWE-116',
    category: 10,
    type: 'online',
    form: 'block',
    start: 150,
    days: 3,
    price: ['exact', 33000],
    states: ['HH', 'BE', 'BB'],
    status: 'draft',
    location: 'online',
    intro:
      'Prioritäten setzen, Unterbrechungen reduzieren, Aufgaben planen: Methoden, die zu Ihrem Arbeitsstil passen.',
    topics: ['Eisenhower und ALPEN', 'Umgang mit E-Mail-Flut', 'Fokuszeiten planen', 'Nein sagen'],
  },
  {
    title: 'Wandern und Gesundheit im Harz',
    number: 'BWE-117',
    category: 7,
    type: 'presence',
    form: 'block',
    start: 165,
    days: 5,
    price: ['on_request'],
    states: ['NI', 'ST', 'TH', 'HE'],
    status: 'draft',
    location: 'deister',
    intro:
      'Bewegung in der Natur als Gesundheitsprävention: tägliche Wanderungen, Grundlagen der Trainingslehre und Entspannung.',
    topics: [
      'Ausdauer und Gesundheit',
      'Tourenplanung',
      'Natur- und Kulturgeschichte des Harzes',
      'Entspannung nach Bewegung',
    ],
  },
  {
    title: 'Europa verstehen: Studienreise nach Brüssel',
    number: 'BWE-118',
    category: 20,
    type: 'presence',
    form: 'study_trip',
    start: 180,
    days: 5,
    price: ['range', 89000, 115000],
    states: ['HH', 'SH', 'NI', 'HB', 'NW', 'BE'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Gespräche im Europäischen Parlament, in der Kommission und mit Interessenvertretungen: Wie entsteht europäische Politik?',
    topics: [
      'Institutionen der EU',
      'Besuch im Europäischen Parlament',
      'Lobbyismus und Transparenz',
      'Europa und die Arbeitswelt',
    ],
    brochure: 'Studienreise nach Brüssel: Parlament, Kommission und Zivilgesellschaft im Gespräch.',
    expanded: true,
  },
  {
    title: 'Achtsam kommunizieren am Telefon und im Chat',
    number: 'BWE-119',
    category: 9,
    type: 'online',
    form: 'block',
    start: -20,
    days: 3,
    price: ['exact', 31000],
    states: ['HH', 'BE'],
    status: 'online',
    location: 'online',
    intro: 'Kundengespräche über Telefon und Chat professionell und freundlich führen – auch wenn es schwierig wird.',
    topics: ['Wirkung der Stimme', 'Schriftliche Kommunikation im Chat', 'Deeskalation', 'Selbstschutz'],
  },
  {
    title: 'Bremer Stadtgeschichte: Hanse, Hafen, Handel',
    number: 'BWE-120',
    category: 15,
    type: 'presence',
    form: 'study_trip',
    start: -45,
    days: 5,
    price: ['exact', 42000],
    states: ['HB', 'NI', 'HH'],
    status: 'archived',
    location: 'hamburg',
    intro: 'Von der Hanse bis zum Containerhafen: Wie Handel die Stadt Bremen geprägt hat.',
    topics: ['Die Hanse', 'Bremerhaven und Auswanderung', 'Hafenwirtschaft heute', 'Stadtrundgang'],
  },
  {
    title: 'Arbeit 4.0: Wie Digitalisierung Berufe verändert',
    number: 'BWE-121',
    category: 10,
    type: 'hybrid',
    form: 'block',
    start: -12,
    days: 5,
    price: ['exact', 47000],
    states: ['HH', 'NI', 'NW'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Automatisierung, Plattformarbeit und neue Kompetenzen: Wir untersuchen, wie sich Arbeit verändert und wie Beschäftigte den Wandel mitgestalten.',
    topics: [
      'Szenarien der Arbeitswelt',
      'Plattformökonomie',
      'Weiterbildung und Qualifizierung',
      'Gestaltung durch Mitbestimmung',
    ],
  },
  {
    title: 'Resilienz für Pflegekräfte',
    number: 'BWE-122',
    category: 5,
    type: 'presence',
    form: 'block',
    start: -70,
    days: 5,
    price: ['exact', 43000],
    states: ['HH', 'SH', 'NI'],
    status: 'online',
    location: 'ostsee',
    intro: 'Belastungen im Pflegeberuf erkennen und Ressourcen stärken – mit Supervisionselementen und Körperarbeit.',
    topics: ['Belastungen im Pflegealltag', 'Kollegiale Beratung', 'Körperarbeit', 'Selbstfürsorge'],
  },
  {
    title: 'Nachhaltig leben: Konsum, Ernährung, Mobilität',
    number: 'BWE-123',
    category: 14,
    type: 'online',
    form: 'block',
    start: -100,
    days: 5,
    price: ['free'],
    states: ['HH', 'BE', 'BB', 'MV'],
    status: 'archived',
    location: 'online',
    intro:
      'Was bringt der eigene Beitrag zum Klimaschutz? Wir rechnen nach, diskutieren politische Rahmenbedingungen und planen konkrete Schritte.',
    topics: ['CO₂-Fußabdruck', 'Ernährung und Klima', 'Mobilitätswende', 'Politische Rahmenbedingungen'],
  },
  {
    title: 'Niederländisch für Einsteiger',
    number: 'BWE-124',
    category: 8,
    type: 'presence',
    form: 'block',
    start: 58,
    days: 5,
    price: ['exact', 46000],
    states: ['NI', 'NW', 'HB'],
    status: 'paused',
    location: 'deister',
    intro:
      'Grundlagen der niederländischen Sprache für Beruf und Reise – mit Blick auf unsere Nachbarn und ihre Arbeitskultur.',
    topics: ['Aussprache und Grundwortschatz', 'Alltagsdialoge', 'Arbeitskultur in den Niederlanden', 'Landeskunde'],
  },
  {
    title: 'Konfliktmanagement für Teams',
    number: 'BWE-125',
    category: 17,
    type: 'presence',
    form: 'block',
    start: 87,
    days: 5,
    price: ['exact', 53000],
    states: ['HH', 'SH', 'NI', 'HE'],
    status: 'online',
    location: 'deister',
    intro:
      'Konflikte früh erkennen und konstruktiv lösen: Modelle, Gesprächstechniken und viele Übungen zu Fällen der Teilnehmenden.',
    topics: ['Konfliktdynamik nach Glasl', 'Gesprächsführung', 'Mediation im Kleinen', 'Fallarbeit'],
  },
  {
    title: 'Wirtschaft verstehen: Inflation, Zinsen, Löhne',
    number: 'BWE-126',
    category: 13,
    type: 'online',
    form: 'block',
    start: 101,
    days: 5,
    price: ['exact', 39000],
    states: ['HH', 'BE', 'NW', 'RP'],
    status: 'online',
    location: 'online',
    intro:
      'Warum steigen Preise, was macht die Zentralbank, und wie entstehen Löhne? Volkswirtschaft verständlich erklärt.',
    topics: ['Geldpolitik der EZB', 'Inflation und Kaufkraft', 'Tarifpolitik', 'Wirtschaftspolitische Debatten'],
  },
  {
    title: 'Ehrenamt stärken: Engagement organisieren',
    number: 'BWE-127',
    category: 19,
    type: 'presence',
    form: 'block',
    start: 143,
    days: 3,
    price: ['exact', 29000],
    states: ['HH', 'SH'],
    status: 'draft',
    location: 'hamburg',
    intro:
      'Vereine und Initiativen leben vom Engagement. Wir lernen, Freiwillige zu gewinnen, Aufgaben zu verteilen und Anerkennung zu organisieren.',
    topics: ['Freiwillige gewinnen', 'Aufgaben und Rollen', 'Versammlungen leiten', 'Anerkennungskultur'],
  },
  {
    title: 'Achtsamkeit und Selbstfürsorge (MBSR kompakt)',
    number: 'BWE-128',
    category: 6,
    type: 'presence',
    form: 'block',
    start: -150,
    days: 5,
    price: ['exact', 55000],
    states: ['SH', 'HH'],
    status: 'archived',
    location: 'ostsee',
    intro:
      'Die Kernelemente des achtsamkeitsbasierten Stressabbaus in einer Woche: Body-Scan, Sitzmeditation, achtsame Bewegung.',
    topics: ['Body-Scan', 'Sitzmeditation', 'Achtsame Bewegung', 'Achtsamkeit im Alltag'],
  },
  {
    title: 'Medienkompetenz: Fake News erkennen',
    number: 'BWE-129',
    category: 1,
    type: 'online',
    form: 'block',
    start: 115,
    days: 3,
    price: ['exact', 34000],
    states: ['HH', 'NI', 'BE', 'BB', 'HE'],
    status: 'paused',
    location: 'online',
    intro:
      'Quellen prüfen, Bilder verifizieren, Algorithmen verstehen: Werkzeuge gegen Desinformation für Beruf und Alltag.',
    topics: ['Faktencheck-Werkzeuge', 'Bildforensik', 'Algorithmen und Filterblasen', 'Verantwortung im Netz'],
  },
  {
    title: 'Präsentieren mit Wirkung: Storytelling im Beruf',
    number: 'BWE-130',
    category: 9,
    type: 'presence',
    form: 'block',
    start: 129,
    days: 5,
    price: ['exact', 56000],
    states: ['HH', 'SH', 'NI'],
    status: 'online',
    location: 'hamburg',
    intro:
      'Zahlen, Daten, Fakten – und eine Geschichte, die sie trägt. Wir entwickeln Präsentationen, die im Gedächtnis bleiben.',
    topics: ['Dramaturgie und Heldenreise', 'Daten visualisieren', 'Freies Sprechen', 'Präsentation mit Feedback'],
  },
];

const recognitionNumber = (state: string, index: number) =>
  `${state}-BU-${2026}-${String(100 + index * 7).padStart(4, '0')}`;

export const seedSeminarDemo: DemoSeeder = async (db, { providerId, userId }) => {
  const today = todayIso();
  await db.transaction(async (tx) => {
    const locationIds = {} as Record<LocationKey, { id: string; address: string }>;
    for (const [key, value] of Object.entries(demoLocations) as [LocationKey, (typeof demoLocations)[LocationKey]][]) {
      const row = await insertLocation(tx, { ...value, providerId });
      locationIds[key] = { id: row.id, address: formatAddress(row) };
    }
    for (const [index, s] of demoSeminars.entries()) {
      const startDate = addDaysIso(today, s.start);
      // Created some weeks before the start (or before today for later seminars); changed since.
      const createdAt = shiftDays(new Date(), -(demoSeminars.length - index + 30));
      const updatedAt = shiftDays(createdAt, (index * 5) % 23);
      const location = locationIds[s.location];
      const states = s.states.filter((state) => lawInForce(state, startDate));
      await insertSeminar(
        tx,
        {
          providerId,
          ownerId: userId,
          title: s.title,
          seminarNumber: s.number,
          categoryId: s.category,
          descriptionWeb: `<p>${s.intro}</p><h3>Inhalte</h3><ul>${s.topics.map((t) => `<li><p>${t}</p></li>`).join('')}</ul><p>Das Seminar ist als Bildungsurlaub anerkannt; die Anerkennungsnummern finden Sie unten.</p>`,
          descriptionBrochure: s.brochure ?? null,
          seminarType: s.type,
          seminarForm: s.form,
          startDate,
          endDate: addDaysIso(startDate, s.days - 1),
          dateComment: s.form === 'modular' ? 'Zwei Module à fünf Tage, jeweils 9–16 Uhr' : null,
          priceType: s.price[0],
          priceCents: s.price[0] === 'exact' ? s.price[1]! : null,
          priceMinCents: s.price[0] === 'range' ? s.price[1]! : null,
          priceMaxCents: s.price[0] === 'range' ? s.price[2]! : null,
          priceComment:
            s.price[0] === 'range'
              ? 'Je nach Zimmerkategorie, inkl. Vollpension'
              : s.price[0] === 'exact'
                ? 'inkl. Seminarunterlagen und Mittagessen'
                : null,
          locationId: location.id,
          formattedAddress: location.address,
          targetGroup: s.target ?? 'Beschäftigte aller Branchen mit Anspruch auf Bildungsurlaub',
          prerequisites: null,
          maxParticipants: s.max ?? 16,
          timeFrom: '09:00',
          timeTo: index % 2 ? '16:30' : '16:00',
          teachingHoursPerDay: index % 2 ? 7 : 6,
          infoTelephone: '+49 40 3861 2290',
          directLink: `https://bildungswerk-elbe.example/seminare/${s.number.toLowerCase()}`,
          specialFeatures: s.type === 'hybrid' ? 'Teilnahme vor Ort oder online möglich' : null,
          publicationChannel: s.brochure ? 'online_brochure' : 'online',
          followUpBooking: index % 4 === 0,
          expandedText: s.expanded ?? false,
          status: s.status,
          createdFromDashboard: index % 6 !== 5,
          publishedAt: s.status === 'draft' ? null : shiftDays(createdAt, 1),
          createdAt,
          updatedAt,
        },
        // Every third recognition lacks its number: the lead screen shows what that keeps from the papers.
        states.map((state, i) => ({
          state,
          number: i % 3 === 2 ? null : recognitionNumber(state, index),
          authority: stateDefinitions.find((d) => d.code === state)?.authority.de ?? null,
        })),
      );
    }
  });
};

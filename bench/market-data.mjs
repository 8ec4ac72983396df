// The marketplace bench's data (issue 47): 50 providers with their locations, and online seminar
// dates `first`..`last` spread over the 16 states and every category, written the way the product
// writes them — plain INSERTs into the product's tables, so its triggers (the kept answer, the
// data version and counts) run for every row as they do for the API's and the CSV import's
// writes. Plain SQL, runs unchanged on PGlite and PostgreSQL 15; `marketSql(1, n)` then
// `marketSql(n + 1, m)` grows a market from n to m dates.
//
// Each date: a German title (a topic, a place, sometimes a subtitle) and a description from
// sentence parts, 20 % online (no location), the rest at one of the provider's four locations;
// start within the next 18 months, 1–3 states' recognitions; every 100th date has a running,
// confirmed boost.
//
// Write a large market in chunks (`marketChunks`), each its own transaction: every row bumps its
// provider's data version (ADR 015), and one transaction updating the same 50 rows 100,000 times
// walks ever longer version chains (a quadratic cost: 80,000 dates took 290 s in one statement).

export const MARKET_PROVIDERS = 50;

const STATES = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'];

const CITIES = [
  ['Stuttgart', '70173', 'BW'],
  ['Freiburg im Breisgau', '79098', 'BW'],
  ['München', '80331', 'BY'],
  ['Nürnberg', '90402', 'BY'],
  ['Berlin', '10115', 'BE'],
  ['Potsdam', '14467', 'BB'],
  ['Bremen', '28195', 'HB'],
  ['Hamburg', '20095', 'HH'],
  ['Frankfurt am Main', '60311', 'HE'],
  ['Kassel', '34117', 'HE'],
  ['Rostock', '18055', 'MV'],
  ['Hannover', '30159', 'NI'],
  ['Cuxhaven', '27472', 'NI'],
  ['Köln', '50667', 'NW'],
  ['Münster', '48143', 'NW'],
  ['Mainz', '55116', 'RP'],
  ['Saarbrücken', '66111', 'SL'],
  ['Leipzig', '04109', 'SN'],
  ['Dresden', '01067', 'SN'],
  ['Magdeburg', '39104', 'ST'],
  ['Kiel', '24103', 'SH'],
  ['Sankt Peter-Ording', '25826', 'SH'],
  ['Erfurt', '99084', 'TH'],
  ['Weimar', '99423', 'TH'],
];

const TOPICS = [
  'Kommunikation im Team',
  'Gewaltfreie Kommunikation im Beruf',
  'Konflikte im Arbeitsalltag lösen',
  'Stressbewältigung und Resilienz',
  'Gesund arbeiten im Homeoffice',
  'Rhetorik und Präsentation',
  'Demokratie in Europa',
  'Nachhaltig leben und arbeiten',
  'Achtsamkeit und Yoga',
  'Wandern und Gesundheit',
  'Digitale Medien kompetent nutzen',
  'Künstliche Intelligenz im Berufsalltag',
  'Zeitmanagement und Selbstorganisation',
  'Führen ohne Vorgesetztenfunktion',
  'Englisch für den Beruf',
  'Spanisch für Anfänger',
  'Betriebsratsarbeit: Grundlagen',
  'Arbeitsrecht für Beschäftigte',
  'Deutsche Geschichte vor Ort',
  'Klimawandel und Energiewende',
  'Interkulturelle Kompetenz',
  'Work-Life-Balance und Zeitwohlstand',
  'Burnout vorbeugen',
  'Selbstbewusst auftreten',
  'Teamarbeit und Kooperation',
  'Excel und Datenanalyse',
  'Datenschutz und Datensicherheit',
  'Geld, Rente und Vorsorge verstehen',
  'Kreatives Schreiben',
  'Fotografie und Bildsprache',
  'Ernährung und Bewegung',
  'Gesellschaft im Wandel',
  'Medienkompetenz und Desinformation',
  'Pflege von Angehörigen und Beruf',
  'Rückenschule und Ergonomie',
  'Körpersprache und Stimme',
  'Entscheidungen treffen',
  'Veränderungen im Beruf gestalten',
  'Mitbestimmung in der Arbeitswelt',
  'Wirtschaft verstehen',
];

const PLACES = [
  'an der Nordsee',
  'an der Ostsee',
  'im Harz',
  'im Schwarzwald',
  'am Bodensee',
  'in Berlin',
  'in Hamburg',
  'in Leipzig',
  'im Allgäu',
  'in der Sächsischen Schweiz',
  'auf Rügen',
  'in Weimar',
  '',
  '',
];

const SUBTITLES = ['', '', '', ' – Grundlagen', ' – Aufbaukurs', ' – Kompaktseminar', ' für Frauen', ' 50plus'];

const OPENINGS = [
  'Fünf Tage Bildungsurlaub mit Zeit für Austausch und neue Perspektiven.',
  'In diesem Seminar lernen Sie Methoden kennen, die Sie sofort im Arbeitsalltag anwenden können.',
  'Das Seminar verbindet Theorie und Praxis in einer kleinen Gruppe von höchstens 16 Teilnehmenden.',
  'Wir arbeiten mit Übungen, kurzen Vorträgen und Gesprächen in Kleingruppen.',
  'Eine Woche Abstand vom Alltag, um Gewohnheiten zu hinterfragen und Neues auszuprobieren.',
  'Erfahrene Referentinnen und Referenten begleiten Sie durch die Seminarwoche.',
];

const CONTENTS = [
  'Im Mittelpunkt stehen Kommunikation, aktives Zuhören und klare Absprachen.',
  'Sie erfahren, wie Stress entsteht und welche Strategien langfristig entlasten.',
  'Wir beschäftigen uns mit politischen Institutionen, Beteiligung und aktuellen Debatten.',
  'Themen sind gesunde Ernährung, Bewegung im Alltag und ausreichend Erholung.',
  'Sie üben, vor Gruppen zu sprechen, Argumente zu ordnen und überzeugend aufzutreten.',
  'Es geht um digitale Werkzeuge, ihre Chancen und ihre Grenzen im Beruf.',
  'Wir betrachten ökologische, soziale und wirtschaftliche Fragen der Nachhaltigkeit.',
  'Exkursionen zu Gedenkstätten und Museen ergänzen die Arbeit im Seminarraum.',
  'Sie reflektieren Ihre Rolle im Team und entwickeln Wege zu besserer Zusammenarbeit.',
  'Grundlagen des Arbeits- und Sozialrechts werden an Beispielen aus der Praxis erklärt.',
];

const CLOSINGS = [
  'Das Seminar ist in mehreren Bundesländern als Bildungsurlaub anerkannt.',
  'Unterkunft und Verpflegung können auf Wunsch dazugebucht werden.',
  'Vorkenntnisse sind nicht erforderlich.',
  'Bitte bringen Sie bequeme Kleidung und wetterfeste Schuhe mit.',
  'Die Anmeldeunterlagen für Ihren Arbeitgeber erhalten Sie mit der Buchungsbestätigung.',
];

const text = (s) => `'${s.replaceAll("'", "''")}'`;
const array = (list) => `(ARRAY[${list.map(text).join(', ')}])`;

/** The providers, their first user and four locations each; nothing when they exist already. */
export function marketProvidersSql() {
  const cities = CITIES.map(([city, postal, state]) => `(${text(city)}, ${text(postal)}, ${text(state)})`).join(', ');
  return `
INSERT INTO providers (name, street, postal_code, city, country, website, email, phone, description)
SELECT (ARRAY['Bildungswerk', 'Akademie', 'Heimvolkshochschule', 'Bildungszentrum', 'Institut für Weiterbildung'])[1 + p % 5]
    || ' ' || c.city || ' ' || p,
  'Seminarstraße ' || p, c.postal, c.city, 'DE', 'https://anbieter-' || p || '.example', 'kontakt@anbieter-' || p || '.example',
  '+49 30 ' || (2000000 + p), 'Bildungsurlaub seit ' || (1970 + p) || ': Seminare für Beschäftigte aus allen Branchen.'
FROM generate_series(1, ${MARKET_PROVIDERS}) p
  JOIN (SELECT row_number() OVER () - 1 AS n, city, postal FROM (VALUES ${cities}) v(city, postal, state)) c
    ON c.n = p % ${CITIES.length}
WHERE NOT EXISTS (SELECT 1 FROM providers WHERE email LIKE 'kontakt@anbieter-%');

INSERT INTO users (provider_id, email, first_name, last_name, role, is_creator, email_verified_at)
SELECT id, 'team@' || substr(email, 9), 'Team', name, 'admin', true, now()
FROM providers WHERE email LIKE 'kontakt@anbieter-%'
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.provider_id = providers.id);

INSERT INTO locations (provider_id, street, postal_code, city, country, state, is_business_address, validated)
SELECT p.id, 'Am Seminarhaus ' || l, c.postal, c.city, 'DE', c.state, l = 0, true
FROM (SELECT id, row_number() OVER (ORDER BY provider_number) AS n FROM providers WHERE email LIKE 'kontakt@anbieter-%') p,
  generate_series(0, 3) l,
  (SELECT row_number() OVER () - 1 AS n, city, postal, state FROM (VALUES ${cities}) v(city, postal, state)) c
WHERE c.n = (p.n * 5 + l * 7) % ${CITIES.length}
  AND NOT EXISTS (SELECT 1 FROM locations x WHERE x.provider_id = p.id);
`;
}

/** Seminar dates `first`..`last` (1-based), their recognitions and every 100th one's running boost. */
export function marketSeminarsSql(first, last) {
  return `
-- The triggers that write a seminar's kept answer (ADR 034) run once per seminar, after its
-- recognitions, instead of on its insert and again after each recognition: the same rows, in a
-- third of the time. Off while the dates and their recognitions are inserted, then the answer
-- trigger's own update once for each date.
ALTER TABLE seminars DISABLE TRIGGER seminars_answer_json;
ALTER TABLE seminar_recognitions DISABLE TRIGGER seminar_recognitions_inserted;
WITH p AS (SELECT array_agg(id ORDER BY provider_number) AS ids FROM providers WHERE email LIKE 'kontakt@anbieter-%'),
c AS (SELECT array_agg(id ORDER BY id) AS ids FROM seminar_categories WHERE id > 0)
INSERT INTO seminars (provider_id, owner_id, title, seminar_number, category_id, description_web, target_group,
  seminar_type, seminar_form, start_date, end_date, price_type, price_cents, location_id, publication_channel, status,
  published_at, created_at, updated_at)
SELECT pid,
  (SELECT id FROM users WHERE provider_id = pid LIMIT 1),
  ${array(TOPICS)}[1 + (g * 13) % ${TOPICS.length}]
    || CASE WHEN g % 5 = 0 THEN ' (online)' ELSE
      coalesce(' ' || nullif(${array(PLACES)}[1 + (g * 7) % ${PLACES.length}], ''), '') END
    || ${array(SUBTITLES)}[1 + (g / 3) % ${SUBTITLES.length}],
  'BU-' || lpad(g::text, 6, '0'),
  c.ids[1 + (g * 17) % array_length(c.ids, 1)],
  '<p>' || ${array(OPENINGS)}[1 + g % ${OPENINGS.length}] || ' '
    || ${array(CONTENTS)}[1 + (g / 7) % ${CONTENTS.length}] || '</p><p>'
    || ${array(CONTENTS)}[1 + (g / 11 + 3) % ${CONTENTS.length}] || ' '
    || ${array(CLOSINGS)}[1 + (g / 5) % ${CLOSINGS.length}] || '</p>',
  'Beschäftigte aller Branchen, Auszubildende',
  CASE WHEN g % 5 = 0 THEN 'online' ELSE 'presence' END, 'block',
  current_date + 1 + (g * 7919) % 540, current_date + 5 + (g * 7919) % 540,
  'exact', 29000 + (g % 50) * 1000,
  CASE WHEN g % 5 = 0 THEN NULL ELSE
    (SELECT id FROM locations WHERE provider_id = pid ORDER BY created_at, id OFFSET (g / 50) % 4 LIMIT 1) END,
  'online', 'online', now() - make_interval(mins => g), now() - make_interval(mins => g), now() - make_interval(mins => g)
FROM p, c, generate_series(${first}, ${last}) g, LATERAL (SELECT p.ids[1 + (g * 31) % ${MARKET_PROVIDERS}] AS pid) x;

-- 1–3 states per date, as its number ('BU-…') names it.
INSERT INTO seminar_recognitions (seminar_id, state, number, authority)
SELECT s.id, ${array(STATES)}[1 + st], 'AN-' || s.seminar_number || '-' || st, 'Landesamt'
FROM seminars s, LATERAL (SELECT substr(s.seminar_number, 4)::int AS g) n,
  LATERAL (SELECT DISTINCT unnest(ARRAY[(g * 5) % 16, CASE WHEN g % 3 > 0 THEN (g * 7 + 3) % 16 END,
    CASE WHEN g % 3 = 2 THEN (g * 11 + 9) % 16 END]) AS st) x
WHERE s.seminar_number LIKE 'BU-%' AND n.g BETWEEN ${first} AND ${last} AND st IS NOT NULL;
ALTER TABLE seminars ENABLE TRIGGER seminars_answer_json;
ALTER TABLE seminar_recognitions ENABLE TRIGGER seminar_recognitions_inserted;
UPDATE seminars SET answer_json = ''
WHERE seminar_number LIKE 'BU-%' AND substr(seminar_number, 4)::int BETWEEN ${first} AND ${last};

-- Every 100th date is boosted: confirmed, running today, ending before the course starts.
INSERT INTO boost_bookings (provider_id, seminar_id, status, days, starts_on, ends_on, price_per_day_cents, amount_cents, confirmed_at)
SELECT s.provider_id, s.id, 'confirmed', 7, current_date - 2, least(current_date + 4, s.start_date - 1), 500, 3500, now()
FROM seminars s
WHERE s.seminar_number LIKE 'BU-%' AND substr(s.seminar_number, 4)::int BETWEEN ${first} AND ${last}
  AND substr(s.seminar_number, 4)::int % 100 = 0 AND s.start_date > current_date;
`;
}

/** `[first, last]` ranges of at most `size` dates covering `first`..`last`. */
export function marketChunks(first, last, size = 2000) {
  const chunks = [];
  for (let a = first; a <= last; a += size) chunks.push([a, Math.min(last, a + size - 1)]);
  return chunks;
}

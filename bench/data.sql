-- Bench data for the demo provider (demo@bildungsurlaub.example): seminars up to 2,000 in all
-- (with two state recognitions each), 10,000 leads spread over them, each with a conversation
-- of one participant message (every third unread) and, for every second lead, a reply.
-- Plain SQL, runs unchanged on PGlite and PostgreSQL 15.
INSERT INTO seminars (provider_id, owner_id, title, seminar_number, category_id, description_web, target_group,
  seminar_type, seminar_form, start_date, end_date, price_type, price_cents, publication_channel, status,
  published_at, created_at, updated_at)
SELECT u.provider_id, u.id,
  (ARRAY['Kommunikation im Team', 'Gesundheit am Arbeitsplatz', 'Politische Bildung in Europa', 'Stressbewältigung und Resilienz',
    'Nachhaltig leben und arbeiten', 'Rhetorik und Präsentation', 'Digitale Medien kompetent nutzen', 'Zeitmanagement im Beruf'])[1 + i % 8]
    || ' ' || i,
  'BU-' || lpad(i::text, 5, '0'),
  1 + i % 11,
  '<p>Fünf Tage Bildungsurlaub: Grundlagen, Übungen und Austausch in der Gruppe. Seminar ' || i || ' mit Exkursion und Reflexion.</p>',
  'Beschäftigte aller Branchen',
  'presence', 'block',
  current_date + (i % 500 - 150), current_date + (i % 500 - 146),
  'exact', 39000 + (i % 40) * 1000,
  CASE WHEN i % 5 = 0 THEN 'online_brochure' ELSE 'online' END,
  (ARRAY['online', 'online', 'draft', 'paused', 'archived'])[1 + i % 5],
  CASE WHEN i % 5 = 2 THEN NULL ELSE now() - make_interval(mins => i) END,
  now() - make_interval(mins => i * 7), now() - make_interval(mins => i * 3)
FROM users u, generate_series(1, (2000 - (SELECT count(*) FROM seminars s JOIN users d ON d.provider_id = s.provider_id WHERE d.email = 'demo@bildungsurlaub.example'))::int) i
WHERE u.email = 'demo@bildungsurlaub.example';

INSERT INTO seminar_recognitions (seminar_id, state, number)
SELECT s.id, st.state, 'AN-' || substr(s.id::text, 1, 6)
FROM seminars s JOIN users u ON u.provider_id = s.provider_id AND u.email = 'demo@bildungsurlaub.example',
  (VALUES ('HH'), ('NI')) st(state)
ON CONFLICT DO NOTHING;

WITH p AS (SELECT provider_id, id AS user_id FROM users WHERE email = 'demo@bildungsurlaub.example'),
s AS (SELECT row_number() OVER (ORDER BY s.created_at, s.id) AS n, s.id FROM seminars s, p WHERE s.provider_id = p.provider_id),
sc AS (SELECT count(*) AS c FROM s)
INSERT INTO leads (provider_id, seminar_id, owner_id, first_name, last_name, email, phone, message, state, stage, unread, source,
  created_at, updated_at, last_activity_at)
SELECT p.provider_id, s.id, CASE WHEN i % 2 = 0 THEN p.user_id END,
  (ARRAY['Anna', 'Jonas', 'Lea', 'Paul', 'Mia', 'Felix', 'Emma', 'Lukas'])[1 + i % 8],
  (ARRAY['Schmidt', 'Müller', 'Weber', 'Fischer', 'Wagner', 'Becker', 'Hoffmann', 'Koch'])[1 + (i / 8) % 8] || i,
  'teilnehmer' || i || '@example.org', '+49 30 ' || (1000000 + i),
  'Ist im Seminar noch ein Platz frei? Mein Arbeitgeber hat den Bildungsurlaub genehmigt.', 'HH',
  (ARRAY['new', 'open', 'waiting', 'booked', 'archived', 'closed'])[1 + i % 6], i % 3 = 0, 'inquiry',
  now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 4)
FROM p, sc, generate_series(1, 10000) i JOIN s ON s.n = 1 + (i % 2000);

INSERT INTO conversations (provider_id, lead_id, created_at, last_message_at)
SELECT l.provider_id, l.id, l.created_at, l.last_activity_at
FROM leads l JOIN users u ON u.provider_id = l.provider_id AND u.email = 'demo@bildungsurlaub.example'
ON CONFLICT DO NOTHING;

INSERT INTO conversation_messages (conversation_id, provider_id, direction, text, read_at, created_at)
SELECT c.id, c.provider_id, 'in', l.message, CASE WHEN l.unread THEN NULL ELSE c.created_at END, c.created_at
FROM conversations c JOIN leads l ON l.id = c.lead_id JOIN users u ON u.provider_id = l.provider_id AND u.email = 'demo@bildungsurlaub.example';

INSERT INTO conversation_messages (conversation_id, provider_id, direction, text, created_at)
SELECT c.id, c.provider_id, 'out', 'Ja, es sind noch Plätze frei. Wir senden Ihnen die Anmeldeunterlagen.', c.last_message_at
FROM conversations c JOIN leads l ON l.id = c.lead_id JOIN users u ON u.provider_id = l.provider_id AND u.email = 'demo@bildungsurlaub.example'
WHERE l.email LIKE 'teilnehmer%' AND substr(l.phone, 8)::int % 2 = 0;

ANALYZE;

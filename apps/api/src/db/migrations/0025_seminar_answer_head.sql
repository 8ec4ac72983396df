-- The list appends the day's fields (status, isExpired, startDateLocked) to each listed seminar's
-- stored answer, and Node splices the page's text into the answer unparsed (ADR 034). Two costs of
-- that text remained (bench/RESULTS.md, 2026-11-26 evening), both now paid once when a seminar is
-- written instead of on every list call:
-- - The column kept the whole object, so every call cut its closing brace off again
--   (`left(answer_json, -1)`), which counts the characters of the whole text: 0.13 ms of the list
--   statement's 0.65 for a page of 25. It now keeps the answer without its closing brace; the list
--   appends the rest and closes it, and appending text copies bytes.
-- - V8 reads UTF-8 text with any non-ASCII character in it about 20 times slower than ASCII text
--   (0.083 against 0.004 ms for a page of 25 seminars with 162 umlaut bytes, Node 20 and 22), the
--   largest single cost of the list in Node. The answer now keeps every non-ASCII character as its
--   JSON escape (`\u00e4`, characters beyond U+FFFF as their two UTF-16 escapes, as JSON.parse
--   reads them): the same JSON, in ASCII.
CREATE OR REPLACE FUNCTION "json_ascii"(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  ch text;
  c int;
  escaped text := t;
BEGIN
  -- Each distinct non-ASCII character once (a seminar has a handful: umlauts, dashes, quotes).
  FOR ch IN SELECT DISTINCT m[1] FROM regexp_matches(t, '([^\x01-\x7f])', 'g') AS m LOOP
    c := ascii(ch);
    escaped := replace(escaped, ch, CASE WHEN c < 65536 THEN '\u' || lpad(to_hex(c), 4, '0')
      ELSE '\u' || to_hex(55296 + ((c - 65536) >> 10)) || '\u' || to_hex(56320 + ((c - 65536) & 1023)) END);
  END LOOP;
  RETURN escaped;
END
$$;--> statement-breakpoint
ALTER TABLE "seminars" RENAME COLUMN "answer_json" TO "answer_head";--> statement-breakpoint
ALTER TABLE "seminars" ALTER COLUMN "answer_head" SET DEFAULT '{';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "seminars_write_answer_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."answer_head" := "json_ascii"(left("seminar_answer_json"(NEW), -1));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "seminar_recognitions_rewrite_answer_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "seminars" SET "answer_head" = '{' WHERE "id" = NEW."seminar_id";
  END IF;
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD."seminar_id" IS DISTINCT FROM NEW."seminar_id") THEN
    UPDATE "seminars" SET "answer_head" = '{' WHERE "id" = OLD."seminar_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "seminars" SET "answer_head" = '{';

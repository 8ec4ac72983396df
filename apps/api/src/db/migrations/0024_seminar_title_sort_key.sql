-- The seminar list's title order reads an index: its key (accents folded, lower-cased, sorted
-- with collation "C", as before) is a stored column. unaccent() with the dictionary named is
-- immutable in fact; the wrapper says so, which a generated column needs (bench/RESULTS.md,
-- 2026-11-26).
CREATE OR REPLACE FUNCTION public.seminar_title_key(title text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, title)) $$;--> statement-breakpoint
ALTER TABLE "seminars" ADD COLUMN "title_sort_key" text GENERATED ALWAYS AS (public.seminar_title_key(title)) STORED;--> statement-breakpoint
CREATE INDEX "seminars_provider_title_idx" ON "seminars" USING btree ("provider_id","title_sort_key" collate "C","created_at" DESC NULLS FIRST,"id");

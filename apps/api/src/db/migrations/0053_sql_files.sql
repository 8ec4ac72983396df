-- The current bodies of the database's functions and triggers live in src/db/sql/, one file per
-- group, applied after the migrations whenever a file changed (db/sql-files.ts, ADR 059). This
-- table remembers the text last applied of each file.
CREATE TABLE "sql_files" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The seminar's kept answer is its plain JSON again (ADR 059, amending 034): UTF-8 and the whole
-- object, in `answer_json`; json_ascii() and the open-ended `answer_head` (migration 0025) saved
-- 0.08 and 0.13 ms a page against a list p99 of 30–50 ms (bench/RESULTS.md). The triggers that
-- wrote `answer_head` go; db/sql/seminar_answer_json.sql creates their successors and rewrites
-- every answer right after this migration.
DROP TRIGGER "seminars_answer_json" ON "seminars";--> statement-breakpoint
DROP TRIGGER "seminar_recognitions_inserted" ON "seminar_recognitions";--> statement-breakpoint
DROP TRIGGER "seminar_recognitions_updated" ON "seminar_recognitions";--> statement-breakpoint
DROP TRIGGER "seminar_recognitions_deleted" ON "seminar_recognitions";--> statement-breakpoint
DROP FUNCTION "seminars_write_answer_json"();--> statement-breakpoint
DROP FUNCTION "seminar_recognitions_rewrite_answers"();--> statement-breakpoint
DROP FUNCTION "json_ascii"(text);--> statement-breakpoint
ALTER TABLE "seminars" RENAME COLUMN "answer_head" TO "answer_json";--> statement-breakpoint
ALTER TABLE "seminars" ALTER COLUMN "answer_json" SET DEFAULT '{}';

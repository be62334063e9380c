CREATE TABLE "helper_name_pairs" (
	"pair" text PRIMARY KEY NOT NULL,
	"helpers" integer NOT NULL,
	CONSTRAINT "helper_name_pairs_helpers_check" CHECK ("helper_name_pairs"."helpers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "helper_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"helpers" integer NOT NULL,
	CONSTRAINT "helper_name_words_helpers_check" CHECK ("helper_name_words"."helpers" >= 0)
);
--> statement-breakpoint
CREATE INDEX "helper_name_words_word_idx" ON "helper_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "helper_search_names_words_idx" ON "helper_search_names" USING gin (string_to_array("search_name", ' '));--> statement-breakpoint
-- Kept by statement triggers on helper_search_names, like helper_search_total (0020): every
-- insert, update or delete becomes one signed count per word and per pair of words (a profile
-- counted once for each), applied words first, each in order (so two writers lock shared rows in
-- the same order); what no name holds any more is removed.
CREATE FUNCTION "helper_name_words_of"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	SELECT DISTINCT w."word" FROM unnest(string_to_array("name", ' ')) AS w("word") WHERE w."word" <> ''
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_pairs_of"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	SELECT a."word" || ' ' || b."word"
	FROM "helper_name_words_of"("name") AS a("word"), "helper_name_words_of"("name") AS b("word")
	WHERE a."word" < b."word"
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_counts_change"("added" text[], "removed" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"change" record;
BEGIN
	FOR "change" IN
		SELECT "kind", "term", sum("sign")::int AS "delta" FROM (
			SELECT 'word' AS "kind", t AS "term", 1 AS "sign" FROM unnest("added") AS n, "helper_name_words_of"(n) AS t
			UNION ALL SELECT 'word', t, -1 FROM unnest("removed") AS n, "helper_name_words_of"(n) AS t
			UNION ALL SELECT 'pair', t, 1 FROM unnest("added") AS n, "helper_name_pairs_of"(n) AS t
			UNION ALL SELECT 'pair', t, -1 FROM unnest("removed") AS n, "helper_name_pairs_of"(n) AS t
		) AS "changes"
		GROUP BY "kind", "term" HAVING sum("sign") <> 0
		ORDER BY "kind" DESC, "term"
	LOOP
		-- A CHECK is tested on the row an upsert proposes: negative changes are plain updates.
		IF "change"."kind" = 'word' AND "change"."delta" > 0 THEN
			INSERT INTO "helper_name_words" ("word", "helpers") VALUES ("change"."term", "change"."delta")
			ON CONFLICT ("word") DO UPDATE SET "helpers" = "helper_name_words"."helpers" + excluded."helpers";
		ELSIF "change"."kind" = 'word' THEN
			UPDATE "helper_name_words" SET "helpers" = "helpers" + "change"."delta" WHERE "word" = "change"."term";
			DELETE FROM "helper_name_words" WHERE "word" = "change"."term" AND "helpers" = 0;
		ELSIF "change"."delta" > 0 THEN
			INSERT INTO "helper_name_pairs" ("pair", "helpers") VALUES ("change"."term", "change"."delta")
			ON CONFLICT ("pair") DO UPDATE SET "helpers" = "helper_name_pairs"."helpers" + excluded."helpers";
		ELSE
			UPDATE "helper_name_pairs" SET "helpers" = "helpers" + "change"."delta" WHERE "pair" = "change"."term";
			DELETE FROM "helper_name_pairs" WHERE "pair" = "change"."term" AND "helpers" = 0;
		END IF;
	END LOOP;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "helper_name_counts_change"(array(SELECT "search_name" FROM "inserted_names"), '{}');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "helper_name_counts_change"('{}', array(SELECT "search_name" FROM "deleted_names"));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "helper_name_counts_change"(
		array(SELECT "search_name" FROM "new_names"),
		array(SELECT "search_name" FROM "old_names")
	);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "helper_name_words";
	DELETE FROM "helper_name_pairs";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_insert" AFTER INSERT ON "helper_search_names" REFERENCING NEW TABLE AS "inserted_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_delete" AFTER DELETE ON "helper_search_names" REFERENCING OLD TABLE AS "deleted_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_deleted"();--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_update" AFTER UPDATE ON "helper_search_names" REFERENCING OLD TABLE AS "old_names" NEW TABLE AS "new_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_updated"();--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_truncate" AFTER TRUNCATE ON "helper_search_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_truncated"();--> statement-breakpoint
SELECT "helper_name_counts_change"(array(SELECT "search_name" FROM "helper_search_names"), '{}');--> statement-breakpoint
ANALYZE "helper_name_words";--> statement-breakpoint
ANALYZE "helper_name_pairs";--> statement-breakpoint
ANALYZE "helper_search_names";
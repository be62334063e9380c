CREATE TABLE "helper_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"helpers" integer NOT NULL,
	CONSTRAINT "helper_name_words_helpers_check" CHECK ("helper_name_words"."helpers" >= 0)
);
--> statement-breakpoint
CREATE INDEX "helper_name_words_word_idx" ON "helper_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "helper_search_names_words_idx" ON "helper_search_names" USING gin (string_to_array("search_name", ' '));--> statement-breakpoint
-- Kept by statement triggers on helper_search_names, like helper_search_total (0020). Each change
-- becomes one signed count per word (a profile counted once per word of its name), applied in
-- word order (so two writers lock shared words in the same order); words no name holds any more
-- are removed.
CREATE FUNCTION "helper_name_words_apply"("changes" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"change" record;
BEGIN
	FOR "change" IN SELECT "key", "value"::int AS "delta" FROM jsonb_each_text("changes") ORDER BY "key" LOOP
		IF "change"."delta" > 0 THEN
			INSERT INTO "helper_name_words" ("word", "helpers") VALUES ("change"."key", "change"."delta")
			ON CONFLICT ("word") DO UPDATE SET "helpers" = "helper_name_words"."helpers" + excluded."helpers";
		ELSE
			UPDATE "helper_name_words" SET "helpers" = "helpers" + "change"."delta" WHERE "word" = "change"."key";
			DELETE FROM "helper_name_words" WHERE "word" = "change"."key" AND "helpers" = 0;
		END IF;
	END LOOP;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "helper_name_words_apply"(coalesce((
		SELECT jsonb_object_agg("word", "n") FROM (
			SELECT "word", count(*) AS "n" FROM (
				SELECT DISTINCT r."uid", w."word"
				FROM "inserted_names" r, unnest(string_to_array(r."search_name", ' ')) AS w("word")
				WHERE w."word" <> ''
			) AS "held" GROUP BY "word"
		) AS "counts"
	), '{}'));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "helper_name_words_apply"(coalesce((
		SELECT jsonb_object_agg("word", -"n") FROM (
			SELECT "word", count(*) AS "n" FROM (
				SELECT DISTINCT r."uid", w."word"
				FROM "deleted_names" r, unnest(string_to_array(r."search_name", ' ')) AS w("word")
				WHERE w."word" <> ''
			) AS "held" GROUP BY "word"
		) AS "counts"
	), '{}'));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "helper_name_words_apply"(coalesce((
		SELECT jsonb_object_agg("word", "n") FROM (
			SELECT "word", sum("sign") AS "n" FROM (
				SELECT DISTINCT r."uid", w."word", 1 AS "sign"
				FROM "new_names" r, unnest(string_to_array(r."search_name", ' ')) AS w("word")
				WHERE w."word" <> ''
				UNION ALL
				SELECT DISTINCT r."uid", w."word", -1 AS "sign"
				FROM "old_names" r, unnest(string_to_array(r."search_name", ' ')) AS w("word")
				WHERE w."word" <> ''
			) AS "held" GROUP BY "word" HAVING sum("sign") <> 0
		) AS "counts"
	), '{}'));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_name_words_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "helper_name_words";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_insert" AFTER INSERT ON "helper_search_names" REFERENCING NEW TABLE AS "inserted_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_delete" AFTER DELETE ON "helper_search_names" REFERENCING OLD TABLE AS "deleted_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_deleted"();--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_update" AFTER UPDATE ON "helper_search_names" REFERENCING OLD TABLE AS "old_names" NEW TABLE AS "new_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_updated"();--> statement-breakpoint
CREATE TRIGGER "helper_name_words_counted_truncate" AFTER TRUNCATE ON "helper_search_names" FOR EACH STATEMENT EXECUTE FUNCTION "helper_name_words_truncated"();--> statement-breakpoint
INSERT INTO "helper_name_words" ("word", "helpers")
SELECT "word", count(*) FROM (
	SELECT DISTINCT r."uid", w."word"
	FROM "helper_search_names" r, unnest(string_to_array(r."search_name", ' ')) AS w("word")
	WHERE w."word" <> ''
) AS "held" GROUP BY "word";--> statement-breakpoint
ANALYZE "helper_name_words";--> statement-breakpoint
ANALYZE "helper_search_names";

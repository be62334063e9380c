CREATE TABLE "helper_search_total" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "helper_search_total_one_row" CHECK ("helper_search_total"."only")
);
--> statement-breakpoint
CREATE INDEX "helper_search_nationality_idx" ON "helper_search" USING btree ("nationality");--> statement-breakpoint
CREATE INDEX "helper_search_religion_idx" ON "helper_search" USING btree ("religion");--> statement-breakpoint
CREATE INDEX "helper_search_gender_idx" ON "helper_search" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "helper_search_accommodation_idx" ON "helper_search" USING btree ("accommodation");--> statement-breakpoint
CREATE INDEX "helper_search_profile_type_idx" ON "helper_search" USING btree ("profile_type");--> statement-breakpoint
CREATE INDEX "helper_search_horoscope_idx" ON "helper_search" USING btree ("horoscope");--> statement-breakpoint
CREATE INDEX "helper_search_availability_idx" ON "helper_search" USING btree ("availability_date");--> statement-breakpoint
INSERT INTO "helper_search_total" ("only", "total") SELECT true, count(*) FROM "helper_search";--> statement-breakpoint
CREATE FUNCTION "helper_search_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "helper_search_total" SET "total" = "total" + (SELECT count(*) FROM "inserted_rows");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_search_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "helper_search_total" SET "total" = "total" - (SELECT count(*) FROM "deleted_rows");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "helper_search_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "helper_search_total" SET "total" = 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "helper_search_counted_insert" AFTER INSERT ON "helper_search" REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "helper_search_count_inserted"();--> statement-breakpoint
CREATE TRIGGER "helper_search_counted_delete" AFTER DELETE ON "helper_search" REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "helper_search_count_deleted"();--> statement-breakpoint
CREATE TRIGGER "helper_search_counted_truncate" AFTER TRUNCATE ON "helper_search" FOR EACH STATEMENT EXECUTE FUNCTION "helper_search_count_truncated"();

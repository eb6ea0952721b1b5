CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_value" jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key_check" CHECK ("feature_flags"."key" ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "feature_flags_rules_check" CHECK (jsonb_typeof("feature_flags"."rules") = 'array')
);
--> statement-breakpoint
-- The SDK keeps its cached payload while `dateUpdated` (the latest updated_at) stays the same, so every
-- change must move it forward, also one made by hand in SQL (strictly: a later millisecond).
CREATE FUNCTION "feature_flags_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."updated_at" := greatest(clock_timestamp(), OLD."updated_at" + interval '1 millisecond');
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "feature_flags_touch" BEFORE UPDATE ON "feature_flags" FOR EACH ROW EXECUTE FUNCTION "feature_flags_touch"();

CREATE TABLE "banner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text,
	"image" jsonb,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"button" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"action" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_window_ordered" CHECK ("banner"."starts_at" is null or "banner"."ends_at" is null or "banner"."starts_at" < "banner"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "hot_match" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_image_url" text NOT NULL,
	"away_team_image_url" text NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"room_id" text NOT NULL,
	"node_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_match_window_ordered" CHECK ("hot_match"."ends_at" is null or "hot_match"."starts_at" < "hot_match"."ends_at")
);
--> statement-breakpoint
CREATE INDEX "banner_position_idx" ON "banner" USING btree ("enabled","position");--> statement-breakpoint
CREATE INDEX "hot_match_time_idx" ON "hot_match" USING btree ("enabled","match_time");--> statement-breakpoint
-- The start-up configuration's single banner becomes the carousel's first banner (issue 10,
-- decision 045): its artwork is rendered into variants at the next start (source media:<path>).
INSERT INTO "banner" ("source", "title", "text")
  SELECT 'media:' || "banner_path", "banner_title", "banner_text" FROM "merchant"
  WHERE "banner_path" <> '' AND NOT EXISTS (SELECT 1 FROM "banner");--> statement-breakpoint
ALTER TABLE "merchant" DROP COLUMN "banner_path";--> statement-breakpoint
ALTER TABLE "merchant" DROP COLUMN "banner_title";--> statement-breakpoint
ALTER TABLE "merchant" DROP COLUMN "banner_text";
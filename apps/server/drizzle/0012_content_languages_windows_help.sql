CREATE TABLE "help_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bar" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"facebook" text,
	"telegram1" text,
	"telegram2" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bar_single_row" CHECK ("service_bar"."id" = 1)
);
--> statement-breakpoint
-- Title and content become per-language maps (decision 043): an existing row's single text
-- is the merchant's default language's (MY before the merchant is seeded).
ALTER TABLE "announcement" ADD COLUMN "title_by_language" jsonb;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "content_by_language" jsonb;--> statement-breakpoint
UPDATE "announcement" SET
	"title_by_language" = jsonb_build_object(coalesce((SELECT "default_language" FROM "merchant" WHERE "id" = 1), 'MY'), "title"),
	"content_by_language" = jsonb_build_object(coalesce((SELECT "default_language" FROM "merchant" WHERE "id" = 1), 'MY'), "content");--> statement-breakpoint
ALTER TABLE "announcement" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "announcement" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "announcement" RENAME COLUMN "title_by_language" TO "title";--> statement-breakpoint
ALTER TABLE "announcement" RENAME COLUMN "content_by_language" TO "content";--> statement-breakpoint
ALTER TABLE "announcement" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "platform" text DEFAULT 'M' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_window_ordered" CHECK ("announcement"."ends_at" is null or "announcement"."starts_at" is null or "announcement"."starts_at" < "announcement"."ends_at");
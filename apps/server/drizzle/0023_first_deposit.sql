CREATE TABLE "member_first_deposit" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"deposit_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_first_deposit_deposit_unique" UNIQUE("deposit_id")
);
--> statement-breakpoint
ALTER TABLE "deposit_promotion" ADD COLUMN "kind" text DEFAULT 'every_deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_first_deposit" ADD CONSTRAINT "member_first_deposit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_first_deposit" ADD CONSTRAINT "member_first_deposit_deposit_id_deposit_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_promotion" ADD CONSTRAINT "deposit_promotion_kind_known" CHECK ("deposit_promotion"."kind" in ('first_deposit', 'every_deposit'));--> statement-breakpoint
-- Members who already have an approved deposit have had their first: the earliest one is it.
INSERT INTO "member_first_deposit" ("member_id", "deposit_id", "created_at")
SELECT DISTINCT ON ("member_id") "member_id", "id", coalesce("resolved_at", "created_at")
FROM "deposit" WHERE "state" = 'approved'
ORDER BY "member_id", "resolved_at", "id";--> statement-breakpoint
-- The demo seed's promotion was a first-deposit bonus by its title before kinds existed.
UPDATE "deposit_promotion" SET "kind" = 'first_deposit' WHERE "title" ILIKE 'first deposit%';

CREATE TABLE "bank_card" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"card_number" text NOT NULL,
	"payee_name" text NOT NULL,
	"branch" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_card_number_digits" CHECK ("bank_card"."card_number" ~ '^[0-9]{8,30}$')
);
--> statement-breakpoint
ALTER TABLE "bank_card" ADD CONSTRAINT "bank_card_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_card_member_idx" ON "bank_card" USING btree ("member_id");
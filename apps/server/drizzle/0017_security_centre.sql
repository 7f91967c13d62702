CREATE TABLE "bank" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_digits" integer NOT NULL,
	"max_digits" integer NOT NULL,
	"luhn" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_kind_known" CHECK ("bank"."kind" in ('bank', 'wallet')),
	CONSTRAINT "bank_digits_range" CHECK ("bank"."min_digits" >= 8 and "bank"."max_digits" <= 30 and "bank"."min_digits" <= "bank"."max_digits")
);
--> statement-breakpoint
CREATE TABLE "email_verification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "security_answer" (
	"member_id" bigint NOT NULL,
	"slot" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_answer_member_id_slot_pk" PRIMARY KEY("member_id","slot"),
	CONSTRAINT "security_answer_slot" CHECK ("security_answer"."slot" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "security_setting" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_bank_cards" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "security_setting_one_row" CHECK ("security_setting"."id" = 1),
	CONSTRAINT "security_setting_max_cards" CHECK ("security_setting"."max_bank_cards" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification" ADD CONSTRAINT "email_verification_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_answer" ADD CONSTRAINT "security_answer_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_member_idx" ON "email_verification" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_member_number_live" ON "bank_card" USING btree ("member_id","bank_code","card_number") WHERE "bank_card"."removed_at" is null;--> statement-breakpoint
-- Myanmar's banks and wallets (issue 11; decision 056): bank account numbers are not Luhn
-- numbers; wallets are the account's phone number (09 and 7 to 9 digits); MPU debit cards are
-- 16-digit card numbers with a Luhn check digit. The operator edits the list (`bank:set`).
INSERT INTO "bank" ("code", "name", "kind", "min_digits", "max_digits", "luhn", "sort_order") VALUES
	('KBZ', 'KBZ Bank', 'bank', 10, 20, false, 10),
	('AYA', 'AYA Bank', 'bank', 10, 20, false, 20),
	('CB', 'CB Bank', 'bank', 10, 20, false, 30),
	('YOMA', 'Yoma Bank', 'bank', 10, 20, false, 40),
	('UAB', 'uab bank', 'bank', 10, 20, false, 50),
	('MAB', 'Myanma Apex Bank', 'bank', 10, 20, false, 60),
	('AGD', 'AGD Bank', 'bank', 10, 20, false, 70),
	('MPU', 'MPU debit card', 'bank', 16, 19, true, 80),
	('KBZPAY', 'KBZPay', 'wallet', 9, 11, false, 110),
	('WAVEPAY', 'WavePay', 'wallet', 9, 11, false, 120),
	('AYAPAY', 'AYA Pay', 'wallet', 9, 11, false, 130),
	('CBPAY', 'CB Pay', 'wallet', 9, 11, false, 140),
	('ONEPAY', 'OnePay', 'wallet', 9, 11, false, 150);
--> statement-breakpoint
INSERT INTO "security_setting" ("id", "max_bank_cards") VALUES (1, 3);

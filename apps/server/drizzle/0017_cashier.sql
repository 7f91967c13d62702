CREATE TABLE "cashier_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deposit_turnover_multiple" integer DEFAULT 1 NOT NULL,
	"withdrawal_min_minor" bigint NOT NULL,
	"withdrawal_max_minor" bigint NOT NULL,
	"withdrawal_daily_count" integer NOT NULL,
	"withdrawal_daily_amount_minor" bigint NOT NULL,
	"time_zone" text DEFAULT 'Asia/Yangon' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashier_settings_one_row" CHECK ("cashier_settings"."id" = 1),
	CONSTRAINT "cashier_settings_multiple" CHECK ("cashier_settings"."deposit_turnover_multiple" between 0 and 100),
	CONSTRAINT "cashier_settings_withdrawal_limits" CHECK ("cashier_settings"."withdrawal_min_minor" > 0 and "cashier_settings"."withdrawal_max_minor" >= "cashier_settings"."withdrawal_min_minor"
        and "cashier_settings"."withdrawal_daily_count" >= 0 and "cashier_settings"."withdrawal_daily_amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"type" text NOT NULL,
	"provider" text,
	"amount_minor" bigint NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"promotion_id" bigint,
	"bonus_turnover_multiple" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"request_key" text NOT NULL,
	"receiving_account_id" bigint,
	"payer_name" text,
	"reference" text,
	"receipt_file" text,
	"receipt_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "deposit_member_request_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "deposit_amount_positive" CHECK ("deposit"."amount_minor" > 0 and "deposit"."bonus_minor" >= 0),
	CONSTRAINT "deposit_state_known" CHECK ("deposit"."state" in ('pending', 'approved', 'rejected', 'cancelled', 'failed')),
	CONSTRAINT "deposit_resolved_when_final" CHECK (("deposit"."state" = 'pending') = ("deposit"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "deposit_channel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"provider" text,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channel_code_unique" UNIQUE("code"),
	CONSTRAINT "deposit_channel_type_known" CHECK ("deposit_channel"."type" in ('bank_transfer', 'gateway')),
	CONSTRAINT "deposit_channel_limits" CHECK ("deposit_channel"."min_minor" > 0 and "deposit_channel"."max_minor" >= "deposit_channel"."min_minor"),
	CONSTRAINT "deposit_channel_gateway_provider" CHECK (("deposit_channel"."type" = 'gateway') = ("deposit_channel"."provider" is not null)),
	CONSTRAINT "deposit_channel_code_shape" CHECK ("deposit_channel"."code" ~ '^[a-z0-9][a-z0-9-]{0,39}$')
);
--> statement-breakpoint
CREATE TABLE "deposit_promotion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bonus_percent" integer NOT NULL,
	"max_bonus_minor" bigint NOT NULL,
	"min_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_promotion_percent" CHECK ("deposit_promotion"."bonus_percent" between 1 and 1000),
	CONSTRAINT "deposit_promotion_max" CHECK ("deposit_promotion"."max_bonus_minor" > 0 and "deposit_promotion"."min_deposit_minor" >= 0),
	CONSTRAINT "deposit_promotion_multiple" CHECK ("deposit_promotion"."turnover_multiple" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "gateway_notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"deposit_id" bigint,
	"outcome" text NOT NULL,
	"body" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"remaining_minor" bigint DEFAULT 0 NOT NULL,
	"required_total_minor" bigint DEFAULT 0 NOT NULL,
	"wagered_total_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_turnover_not_negative" CHECK ("member_turnover"."remaining_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receiving_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"branch" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "withdrawal_member_request_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "withdrawal_amount_positive" CHECK ("withdrawal"."amount_minor" > 0),
	CONSTRAINT "withdrawal_state_known" CHECK ("withdrawal"."state" in ('pending', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawal_resolved_when_final" CHECK (("withdrawal"."state" = 'pending') = ("withdrawal"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_wallet_id_wallet_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_channel_id_deposit_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_promotion_id_deposit_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."deposit_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_receiving_account_id_receiving_account_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_account" ADD CONSTRAINT "receiving_account_channel_id_deposit_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_wallet_id_wallet_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_card_id_bank_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_member_idx" ON "deposit" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposit_state_idx" ON "deposit" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "gateway_notification_deposit_idx" ON "gateway_notification" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "receiving_account_channel_idx" ON "receiving_account" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "withdrawal_member_idx" ON "withdrawal" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_member_created_idx" ON "withdrawal" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_state_idx" ON "withdrawal" USING btree ("state","id");
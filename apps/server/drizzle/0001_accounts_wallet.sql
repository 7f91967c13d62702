CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wallet_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_wallet_idempotency_key" UNIQUE("wallet_id","idempotency_key"),
	CONSTRAINT "ledger_entry_amount_not_zero" CHECK ("ledger_entry"."amount_minor" <> 0),
	CONSTRAINT "ledger_entry_balance_after_not_negative" CHECK ("ledger_entry"."balance_after_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"nickname" text,
	"mobile_dialing_code" text,
	"mobile_num" text,
	"email" text,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_type" integer DEFAULT 0 NOT NULL,
	"upline_id" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"payment_password_hash" text,
	"id_number" text,
	"qq_num" text,
	"facebook" text,
	"wechat" text,
	"line" text,
	"whatsapp" text,
	"zalo" text,
	"payee_name" text,
	"recommender_id" text,
	"affiliate_code" text,
	"is_trial" boolean DEFAULT false NOT NULL,
	"trial_expires_at" timestamp with time zone,
	CONSTRAINT "member_account_unique" UNIQUE("account"),
	CONSTRAINT "member_mobile_unique" UNIQUE("mobile_dialing_code","mobile_num"),
	CONSTRAINT "member_account_lower_case" CHECK ("member"."account" = lower("member"."account")),
	CONSTRAINT "member_status_known" CHECK ("member"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "member_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet"."balance_minor" >= 0),
	CONSTRAINT "wallet_currency_iso" CHECK ("wallet"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_wallet_id_wallet_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_session_member_id_idx" ON "member_session" USING btree ("member_id");
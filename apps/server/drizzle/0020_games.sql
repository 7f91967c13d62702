CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "fair_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"player_id" text NOT NULL,
	"family" text NOT NULL,
	"game_id" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "fair_round_seed_nonce_unique" UNIQUE("seed_id","nonce"),
	CONSTRAINT "fair_round_state_known" CHECK ("fair_round"."state" in ('open', 'settled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "fair_seed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_seed_provider_known" CHECK ("fair_seed"."provider" in ('inhouse', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "game" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"vendor_game_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"icon" text NOT NULL,
	"family" text,
	"classifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"min_bet_minor" bigint NOT NULL,
	"is_lobby" boolean DEFAULT false NOT NULL,
	"trial_allowed" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_node_id_unique" UNIQUE("node_id"),
	CONSTRAINT "game_vendor_game_unique" UNIQUE("vassalage","vendor_game_id"),
	CONSTRAINT "game_type_known" CHECK ("game"."game_type" in ('SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'ELOTT', 'LOTT')),
	CONSTRAINT "game_family_known" CHECK ("game"."family" is null or "game"."family" in ('dice', 'mines', 'slot')),
	CONSTRAINT "game_min_bet_positive" CHECK ("game"."min_bet_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "game_category" (
	"game_type" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_category_known" CHECK ("game_category"."game_type" in ('SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'ELOTT', 'LOTT'))
);
--> statement-breakpoint
CREATE TABLE "game_classification" (
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_classification_vassalage_game_type_key_pk" PRIMARY KEY("vassalage","game_type","key")
);
--> statement-breakpoint
CREATE TABLE "game_favourite" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourite_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint,
	"game_type" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"detail" jsonb,
	"vendor_record_url" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_round_vendor_round_unique" UNIQUE("vassalage","round_id"),
	CONSTRAINT "game_round_state_known" CHECK ("game_round"."state" in ('open', 'settled', 'refunded')),
	CONSTRAINT "game_round_amounts" CHECK ("game_round"."stake_minor" >= 0 and "game_round"."win_minor" >= 0 and "game_round"."refunded_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"language" text NOT NULL,
	"back_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_session_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_vendor" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"adapter" text NOT NULL,
	"small_icon" text NOT NULL,
	"large_icon" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance_from" timestamp with time zone,
	"maintenance_until" timestamp with time zone,
	"wallet_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendor_vassalage_shape" CHECK ("game_vendor"."vassalage" ~ '^[A-Z0-9_]{2,32}$')
);
--> statement-breakpoint
CREATE TABLE "game_vendor_type" (
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_vendor_type_vassalage_game_type_pk" PRIMARY KEY("vassalage","game_type"),
	CONSTRAINT "game_vendor_type_known" CHECK ("game_vendor_type"."game_type" in ('SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'ELOTT', 'LOTT'))
);
--> statement-breakpoint
CREATE TABLE "vendor_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"ref_transaction_id" text,
	"amount_minor" bigint NOT NULL,
	"transfer_id" bigint,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transaction_unique" UNIQUE("vassalage","transaction_id"),
	CONSTRAINT "vendor_transaction_kind_known" CHECK ("vendor_transaction"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "vendor_transaction_amount" CHECK ("vendor_transaction"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fair_round" ADD CONSTRAINT "fair_round_seed_id_fair_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_vassalage_game_vendor_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendor"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_classification" ADD CONSTRAINT "game_classification_vassalage_game_vendor_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendor"("vassalage") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendor_type" ADD CONSTRAINT "game_vendor_type_vassalage_game_vendor_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendor"("vassalage") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transaction" ADD CONSTRAINT "vendor_transaction_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_round_player_idx" ON "fair_round" USING btree ("provider","player_id","id");--> statement-breakpoint
CREATE INDEX "fair_seed_player_idx" ON "fair_seed" USING btree ("provider","player_id","id");--> statement-breakpoint
CREATE INDEX "game_type_position_idx" ON "game" USING btree ("game_type","position","id");--> statement-breakpoint
CREATE INDEX "game_vassalage_idx" ON "game" USING btree ("vassalage","position","id");--> statement-breakpoint
CREATE INDEX "game_hot_idx" ON "game" USING btree ("hot_rank") WHERE "game"."hot_rank" is not null;--> statement-breakpoint
CREATE INDEX "game_search_trgm_idx" ON "game" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "game_favourite_member_idx" ON "game_favourite" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recent_member_idx" ON "game_recent" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "game_round_member_idx" ON "game_round" USING btree ("member_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "game_session_member_idx" ON "game_session" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_transaction_round_idx" ON "vendor_transaction" USING btree ("vassalage","round_id");
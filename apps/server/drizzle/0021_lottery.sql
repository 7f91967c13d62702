CREATE TABLE "lottery_bet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"content" text NOT NULL,
	"combinations" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds" text NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"idempotency_key" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bet_member_key_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "lottery_bet_state_known" CHECK ("lottery_bet"."state" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "lottery_bet_stake_positive" CHECK ("lottery_bet"."stake_minor" > 0),
	CONSTRAINT "lottery_bet_payout_not_negative" CHECK ("lottery_bet"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draw" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"numero" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draw_game_numero_unique" UNIQUE("game_id","numero"),
	CONSTRAINT "lottery_draw_state_known" CHECK ("lottery_draw"."state" in ('open', 'locked', 'drawn', 'settled', 'voided')),
	CONSTRAINT "lottery_draw_times_ordered" CHECK ("lottery_draw"."open_at" <= "lottery_draw"."lock_at" and "lottery_draw"."lock_at" <= "lottery_draw"."draw_at"),
	CONSTRAINT "lottery_draw_seed_hex" CHECK ("lottery_draw"."seed" ~ '^[0-9a-f]{64}$' and "lottery_draw"."seed_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"selection" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"liability_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_bet_type_selection_pk" PRIMARY KEY("draw_id","bet_type","selection")
);
--> statement-breakpoint
CREATE TABLE "lottery_game" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"family" text NOT NULL,
	"group_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_url" text NOT NULL,
	"interval_seconds" integer,
	"daily_time" text,
	"time_zone" text NOT NULL,
	"lock_seconds" integer NOT NULL,
	"entertainment" boolean DEFAULT true NOT NULL,
	"tradition" boolean DEFAULT true NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_game_code_unique" UNIQUE("code"),
	CONSTRAINT "lottery_game_family_known" CHECK ("lottery_game"."family" in ('FAST5', 'VNN')),
	CONSTRAINT "lottery_game_one_schedule" CHECK (("lottery_game"."interval_seconds" is null) <> ("lottery_game"."daily_time" is null)),
	CONSTRAINT "lottery_game_interval_positive" CHECK ("lottery_game"."interval_seconds" is null or "lottery_game"."interval_seconds" >= 60),
	CONSTRAINT "lottery_game_lock_positive" CHECK ("lottery_game"."lock_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_group" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_draw_id_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draw" ADD CONSTRAINT "lottery_draw_game_id_lottery_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_game" ADD CONSTRAINT "lottery_game_group_code_lottery_group_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."lottery_group"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bet_draw_state_idx" ON "lottery_bet" USING btree ("draw_id","state","id");--> statement-breakpoint
CREATE INDEX "lottery_bet_member_idx" ON "lottery_bet" USING btree ("member_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "lottery_draw_due_idx" ON "lottery_draw" USING btree ("state","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draw_game_time_idx" ON "lottery_draw" USING btree ("game_id","draw_at");
CREATE TABLE "remember_token" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chain_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "remember_token_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "remember_token_revoked_reason_known" CHECK ("remember_token"."revoked_reason" in ('reused', 'forgotten', 'password_changed', 'logout_everywhere'))
);
--> statement-breakpoint
ALTER TABLE "remember_token" ADD CONSTRAINT "remember_token_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remember_token_member_id_idx" ON "remember_token" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "remember_token_chain_idx" ON "remember_token" USING btree ("chain");
CREATE TABLE "affiliate_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"domain" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_code_code_unique" UNIQUE("code"),
	CONSTRAINT "affiliate_code_upper_case" CHECK ("affiliate_code"."code" = upper("affiliate_code"."code")),
	CONSTRAINT "affiliate_code_domain_lower_case" CHECK ("affiliate_code"."domain" = lower("affiliate_code"."domain"))
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_method" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_url" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_domain" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "head_icon" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_code" ADD CONSTRAINT "affiliate_code_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_code_agent_id_idx" ON "affiliate_code" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_head_icon_positive" CHECK ("member"."head_icon" >= 1);
CREATE TABLE "announcement_read" (
	"member_id" bigint NOT NULL,
	"announcement_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_read_pk" PRIMARY KEY("member_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"body_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_kind_known" CHECK ("message"."kind" in ('direct', 'welcome', 'broadcast')),
	CONSTRAINT "message_broadcast_has_no_member" CHECK (("message"."kind" = 'broadcast') = ("message"."member_id" is null))
);
--> statement-breakpoint
CREATE TABLE "message_body" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text DEFAULT 'message' NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_body_purpose_known" CHECK ("message_body"."purpose" in ('message', 'welcome'))
);
--> statement-breakpoint
CREATE TABLE "message_read" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_read_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_read" ADD CONSTRAINT "announcement_read_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_read" ADD CONSTRAINT "announcement_read_announcement_id_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_body_id_message_body_id_fk" FOREIGN KEY ("body_id") REFERENCES "public"."message_body"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read" ADD CONSTRAINT "message_read_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read" ADD CONSTRAINT "message_read_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_read_announcement_idx" ON "announcement_read" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "message_member_idx" ON "message" USING btree ("member_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "message_broadcast_idx" ON "message" USING btree ("sent_at","id") WHERE "message"."member_id" is null;--> statement-breakpoint
CREATE INDEX "message_sent_idx" ON "message" USING btree ("sent_at","id") WHERE "message"."kind" <> 'welcome';--> statement-breakpoint
CREATE INDEX "message_body_welcome_idx" ON "message_body" USING btree ("id") WHERE "message_body"."purpose" = 'welcome';--> statement-breakpoint
CREATE INDEX "message_read_message_idx" ON "message_read" USING btree ("message_id");
CREATE TABLE "announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"execution" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_type_known" CHECK ("announcement"."type" in ('A', 'PL', 'B', 'PU', 'PR', 'H')),
	CONSTRAINT "announcement_execution_known" CHECK ("announcement"."execution" is null or "announcement"."execution" in ('A', 'B', 'F'))
);
--> statement-breakpoint
CREATE INDEX "announcement_group_idx" ON "announcement" USING btree ("group_name","type");
CREATE TABLE "customer_service_link" (
	"position" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_resource" (
	"resource_type" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_image" (
	"position" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"trial_merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"main_domain" text NOT NULL,
	"default_language" text NOT NULL,
	"supported_languages" text[] NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"mobile_template_mem_cen" text NOT NULL,
	"mobile_template_dep_func" text NOT NULL,
	"image_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_ip_ranges" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_path" text NOT NULL,
	"logo_alt" text NOT NULL,
	"banner_path" text NOT NULL,
	"banner_alt" text NOT NULL,
	"copyright" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_single_row" CHECK ("merchant"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"command" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_rule" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_label_flag" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);

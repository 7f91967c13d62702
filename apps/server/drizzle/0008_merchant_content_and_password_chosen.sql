-- Licence alt texts become per-language merchant content; what was stored is English (decision 038).
ALTER TABLE "licence_image" ALTER COLUMN "alt" SET DATA TYPE jsonb USING jsonb_build_object('EN', "alt");--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "password_chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Members who registered by mobile number got a password nobody knows unless MOBILENUMPASSREG3 was
-- on, which the rows do not record: count them all as without one, so no flag change can lock
-- them out (decision 038). Setting a password (by phone, link or change) marks it chosen.
UPDATE "member" SET "password_chosen" = false
  WHERE NOT "is_trial" AND "mobile_num" IS NOT NULL
    AND "account" = substr("mobile_dialing_code", 2) || "mobile_num";--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "banner_title" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant" ADD COLUMN "banner_text" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The demo banner's artwork lost its drawn text: its words move to the row, in Burmese and English.
UPDATE "merchant" SET
  "banner_title" = '{"MY": "၁၀၀% ကြိုဆို ဘောနပ်စ်", "EN": "100% Welcome Bonus"}'::jsonb,
  "banner_text" = '{"MY": "အဖွဲ့ဝင်သစ်များ၏ ပထမဆုံး ငွေဖြည့်မှုအတွက်", "EN": "For new members, on the first deposit"}'::jsonb
  WHERE "banner_path" = 'brand/banner.svg';--> statement-breakpoint
ALTER TABLE "merchant" DROP COLUMN "banner_alt";--> statement-breakpoint
ALTER TABLE "merchant" DROP COLUMN "copyright";

CREATE TABLE "ledger_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_key" text NOT NULL,
	"kind" text NOT NULL,
	"wallet_id" bigint NOT NULL,
	"merchant_account_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"wallet_balance_after_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_transfer_key_unique" UNIQUE("transfer_key"),
	CONSTRAINT "ledger_transfer_amount_positive" CHECK ("ledger_transfer"."amount_minor" > 0),
	CONSTRAINT "ledger_transfer_kind_known" CHECK ("ledger_transfer"."kind" in ('deposit', 'withdrawal', 'bonus', 'adjustment', 'trial_credit', 'bet', 'payout', 'refund', 'rebate')),
	CONSTRAINT "ledger_transfer_direction_known" CHECK ("ledger_transfer"."direction" in ('credit', 'debit')),
	CONSTRAINT "ledger_transfer_state_known" CHECK ("ledger_transfer"."state" in ('posted', 'pending', 'voided')),
	CONSTRAINT "ledger_transfer_pending_is_debit" CHECK ("ledger_transfer"."state" <> 'pending' or "ledger_transfer"."direction" = 'debit'),
	CONSTRAINT "ledger_transfer_balance_after_when_posted" CHECK (("ledger_transfer"."state" = 'posted') = ("ledger_transfer"."wallet_balance_after_minor" is not null)),
	CONSTRAINT "ledger_transfer_balance_after_not_negative" CHECK ("ledger_transfer"."wallet_balance_after_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_account_code_unique" UNIQUE("code"),
	CONSTRAINT "merchant_account_kind_known" CHECK ("merchant_account"."kind" in ('bank_clearing', 'gateway_clearing', 'bonus_expense', 'adjustments', 'trial_credit', 'vendor', 'lottery')),
	CONSTRAINT "merchant_account_currency_iso" CHECK ("merchant_account"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "wallet" ADD COLUMN "held_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_wallet_id_wallet_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallet"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_merchant_account_id_merchant_account_id_fk" FOREIGN KEY ("merchant_account_id") REFERENCES "public"."merchant_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfer_wallet_created_idx" ON "ledger_transfer" USING btree ("wallet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transfer_account_idx" ON "ledger_transfer" USING btree ("merchant_account_id","state");--> statement-breakpoint
CREATE INDEX "ledger_transfer_reference_idx" ON "ledger_transfer" USING btree ("reference_type","reference_id");--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_held_not_negative" CHECK ("wallet"."held_minor" >= 0);--> statement-breakpoint
ALTER TABLE "wallet" ADD CONSTRAINT "wallet_available_not_negative" CHECK ("wallet"."balance_minor" - "wallet"."held_minor" >= 0);--> statement-breakpoint
-- Issue 11: today's signed entries become transfers against the merchant account they came from
-- (trial credit, manual adjustments); the balance after each entry carries over unchanged.
INSERT INTO "merchant_account" ("code", "kind", "currency")
SELECT DISTINCT ON (a.code) a.code, a.code, w.currency
FROM "ledger_entry" e
JOIN "wallet" w ON w.id = e.wallet_id
CROSS JOIN LATERAL (SELECT CASE e.kind WHEN 'trial_credit' THEN 'trial_credit' ELSE 'adjustments' END AS code) a
ORDER BY a.code, e.id;--> statement-breakpoint
INSERT INTO "ledger_transfer" ("transfer_key", "kind", "wallet_id", "merchant_account_id", "direction",
  "amount_minor", "currency", "state", "reference_type", "reference_id", "wallet_balance_after_minor",
  "created_at", "resolved_at")
SELECT 'legacy:' || e.wallet_id || ':' || e.idempotency_key, e.kind, e.wallet_id, ma.id,
  CASE WHEN e.amount_minor > 0 THEN 'credit' ELSE 'debit' END, abs(e.amount_minor), w.currency, 'posted',
  CASE WHEN e.reference IS NULL THEN NULL ELSE 'legacy' END, e.reference, e.balance_after_minor,
  e.created_at, e.created_at
FROM "ledger_entry" e
JOIN "wallet" w ON w.id = e.wallet_id
JOIN "merchant_account" ma ON ma.code = CASE e.kind WHEN 'trial_credit' THEN 'trial_credit' ELSE 'adjustments' END
ORDER BY e.id;--> statement-breakpoint
-- Append-only but for one move: a pending transfer is posted or voided, once (decision 061).
CREATE FUNCTION "ledger_transfer_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'ledger_transfer is append-only' USING ERRCODE = 'restrict_violation';
	END IF;
	IF OLD.state <> 'pending' OR NEW.state NOT IN ('posted', 'voided')
		OR NEW.transfer_key <> OLD.transfer_key OR NEW.kind <> OLD.kind
		OR NEW.wallet_id <> OLD.wallet_id OR NEW.merchant_account_id <> OLD.merchant_account_id
		OR NEW.direction <> OLD.direction OR NEW.amount_minor <> OLD.amount_minor
		OR NEW.currency <> OLD.currency OR NEW.created_at <> OLD.created_at
		OR NEW.reference_type IS DISTINCT FROM OLD.reference_type
		OR NEW.reference_id IS DISTINCT FROM OLD.reference_id THEN
		RAISE EXCEPTION 'ledger_transfer: only a pending transfer may be posted or voided, once' USING ERRCODE = 'restrict_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfer_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfer"
	FOR EACH ROW EXECUTE FUNCTION "ledger_transfer_append_only"();

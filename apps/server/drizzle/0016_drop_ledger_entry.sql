-- Its rows moved into ledger_transfer in 0015.
DROP TABLE "ledger_entry" CASCADE;--> statement-breakpoint
DROP FUNCTION "ledger_entry_append_only"();

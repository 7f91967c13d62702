-- The ledger is append-only (docs/decisions/008): a correction is a new entry, never an edit.
CREATE FUNCTION "ledger_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_entry is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entry_append_only" BEFORE UPDATE OR DELETE ON "ledger_entry"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entry_append_only"();

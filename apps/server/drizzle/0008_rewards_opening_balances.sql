-- docs/rewards.md "Opening balances": balances kept before the ledger existed become its first rows,
-- so that every balance equals the sum of its ledger rows from the start.
INSERT INTO "reward_ledger" ("student_id", "currency", "amount", "reason", "source", "idempotency_key")
SELECT "user_id", c."currency", c."amount", 'opening_balance', 'migration', 'opening:' || c."currency"
FROM "student_profiles"
CROSS JOIN LATERAL (VALUES ('exp', "exp"), ('umcoins', "umcoins"), ('medals', "medals"), ('keys', "keys"), ('bonuses', "bonuses")) AS c("currency", "amount")
WHERE c."amount" <> 0;
--> statement-breakpoint
-- The ledger is append-only: a row is never changed, a correction is a new row.
CREATE FUNCTION "reward_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reward_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reward_ledger_no_update" BEFORE UPDATE ON "reward_ledger"
FOR EACH ROW EXECUTE FUNCTION "reward_ledger_append_only"();

CREATE TABLE "reward_currency_limits" (
	"currency" text PRIMARY KEY NOT NULL,
	"max_balance" integer
);
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_currency_check" CHECK ("reward_ledger"."currency" in ('exp', 'umcoins', 'medals', 'keys', 'bonuses'))
);
--> statement-breakpoint
CREATE TABLE "level_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"period" text,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"threshold" integer NOT NULL,
	CONSTRAINT "reward_levels_threshold_unique" UNIQUE("threshold")
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_events" ADD CONSTRAINT "level_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_student_key_idx" ON "reward_ledger" USING btree ("student_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reward_ledger_student_currency_idx" ON "reward_ledger" USING btree ("student_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "level_events_student_idx" ON "level_events" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "level_events_drop_period_idx" ON "level_events" USING btree ("student_id","period") WHERE "level_events"."kind" = 'drop';
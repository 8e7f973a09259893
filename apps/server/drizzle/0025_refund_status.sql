DROP INDEX "refunds_order_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "error_message" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_pending_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
CREATE TABLE "payment_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"transaction_uuid" uuid NOT NULL,
	"order_id" integer NOT NULL,
	"payment_system" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"refund" boolean DEFAULT false NOT NULL,
	"detail" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_decisions" (
	"transaction_uuid" uuid PRIMARY KEY NOT NULL,
	"approve" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "requisites" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_transaction_uuid_transactions_uuid_fk" FOREIGN KEY ("transaction_uuid") REFERENCES "public"."transactions"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_decisions" ADD CONSTRAINT "sandbox_decisions_transaction_uuid_transactions_uuid_fk" FOREIGN KEY ("transaction_uuid") REFERENCES "public"."transactions"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_incidents_notice_idx" ON "payment_incidents" USING btree ("transaction_uuid","kind","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_incidents_created_idx" ON "payment_incidents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");
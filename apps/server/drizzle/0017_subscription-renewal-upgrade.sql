ALTER TABLE "cart_items" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "subscription_action" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "fixed_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subscription_action" text;
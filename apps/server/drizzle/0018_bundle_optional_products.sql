ALTER TABLE "bundle_products" ADD COLUMN "is_optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD COLUMN "optional_product_ids" integer[];
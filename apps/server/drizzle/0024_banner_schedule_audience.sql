ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "variants" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "class_year_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_banners" ADD COLUMN "variants" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_banners" ADD COLUMN "class_year_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_active_idx" ON "banners" USING btree ("id") WHERE "banners"."is_active";--> statement-breakpoint
CREATE INDEX "product_banners_active_idx" ON "product_banners" USING btree ("id") WHERE "product_banners"."is_active";--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" > "banners"."starts_at");--> statement-breakpoint
ALTER TABLE "product_banners" ADD CONSTRAINT "product_banners_window_check" CHECK ("product_banners"."ends_at" > "product_banners"."starts_at");
ALTER TABLE "packs" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;
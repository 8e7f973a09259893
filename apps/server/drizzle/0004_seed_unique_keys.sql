ALTER TABLE "banners" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_seed_key_unique" UNIQUE("seed_key");--> statement-breakpoint
ALTER TABLE "class_types" ADD CONSTRAINT "class_types_title_unique" UNIQUE("title");
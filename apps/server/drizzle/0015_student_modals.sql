CREATE TABLE "modal_poll_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modal_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"modal_id" integer NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"poll_id" integer NOT NULL,
	"variant_ids" integer[] DEFAULT '{}' NOT NULL,
	"text_feedback" text,
	"rating" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_modal_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"modal_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_modals" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"text_content" text DEFAULT '' NOT NULL,
	"image" text,
	"video" text,
	"redirect_url" text,
	"button_text" text,
	"can_skip" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"show_style" text DEFAULT 'FULL' NOT NULL,
	"item_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"variant" text,
	"class_year_id" integer,
	"product_type_id" integer,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_modals_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "modal_poll_variants" ADD CONSTRAINT "modal_poll_variants_poll_id_modal_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."modal_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_polls" ADD CONSTRAINT "modal_polls_modal_id_student_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."student_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_modal_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."modal_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modal_views" ADD CONSTRAINT "student_modal_views_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modal_views" ADD CONSTRAINT "student_modal_views_modal_id_student_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."student_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modals" ADD CONSTRAINT "student_modals_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modals" ADD CONSTRAINT "student_modals_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modal_poll_variants_poll_idx" ON "modal_poll_variants" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "modal_polls_modal_idx" ON "modal_polls" USING btree ("modal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_student_poll_idx" ON "poll_answers" USING btree ("student_id","poll_id");--> statement-breakpoint
CREATE INDEX "poll_answers_poll_idx" ON "poll_answers" USING btree ("poll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_modal_views_student_modal_idx" ON "student_modal_views" USING btree ("student_id","modal_id");--> statement-breakpoint
CREATE INDEX "student_modals_updated_idx" ON "student_modals" USING btree ("updated_at");
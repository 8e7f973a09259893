CREATE TABLE "goal_settings" (
	"class_type_id" integer NOT NULL,
	"class_year_id" integer NOT NULL,
	"max_points" integer NOT NULL,
	"step" integer NOT NULL,
	"default_points" integer NOT NULL,
	CONSTRAINT "goal_settings_class_type_id_class_year_id_pk" PRIMARY KEY("class_type_id","class_year_id")
);
--> statement-breakpoint
CREATE TABLE "individual_programs" (
	"student_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "individual_programs_student_id_product_type_id_pk" PRIMARY KEY("student_id","product_type_id")
);
--> statement-breakpoint
CREATE TABLE "student_goals" (
	"student_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"goal" integer,
	"current_result" integer,
	"is_priority" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_goals_student_id_class_type_id_pk" PRIMARY KEY("student_id","class_type_id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"user_id" integer NOT NULL,
	"step" text NOT NULL,
	"completed" boolean NOT NULL,
	CONSTRAINT "onboarding_steps_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
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
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_programs" ADD CONSTRAINT "individual_programs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_programs" ADD CONSTRAINT "individual_programs_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_poll_variants" ADD CONSTRAINT "modal_poll_variants_poll_id_modal_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."modal_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_polls" ADD CONSTRAINT "modal_polls_modal_id_student_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."student_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_modal_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."modal_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modal_views" ADD CONSTRAINT "student_modal_views_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modal_views" ADD CONSTRAINT "student_modal_views_modal_id_student_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "public"."student_modals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modals" ADD CONSTRAINT "student_modals_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_modals" ADD CONSTRAINT "student_modals_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_goals_one_priority_idx" ON "student_goals" USING btree ("student_id") WHERE "student_goals"."is_priority";--> statement-breakpoint
CREATE INDEX "modal_poll_variants_poll_idx" ON "modal_poll_variants" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "modal_polls_modal_idx" ON "modal_polls" USING btree ("modal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_student_poll_idx" ON "poll_answers" USING btree ("student_id","poll_id");--> statement-breakpoint
CREATE INDEX "poll_answers_poll_idx" ON "poll_answers" USING btree ("poll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_modal_views_student_modal_idx" ON "student_modal_views" USING btree ("student_id","modal_id");--> statement-breakpoint
CREATE INDEX "student_modals_updated_idx" ON "student_modals" USING btree ("updated_at");
CREATE TABLE "level_test_products" (
	"level_test_id" integer NOT NULL,
	"level" text NOT NULL,
	"product_type_id" integer NOT NULL,
	CONSTRAINT "level_test_products_level_test_id_level_pk" PRIMARY KEY("level_test_id","level")
);
--> statement-breakpoint
CREATE TABLE "level_test_results" (
	"student_id" integer NOT NULL,
	"level_test_id" integer NOT NULL,
	"points" integer NOT NULL,
	"max_points" integer NOT NULL,
	"percent" integer NOT NULL,
	"level" text NOT NULL,
	"current_result" integer NOT NULL,
	"exam_max_points" integer NOT NULL,
	"suggested_product_type_id" integer,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "level_test_results_student_id_level_test_id_pk" PRIMARY KEY("student_id","level_test_id")
);
--> statement-breakpoint
CREATE TABLE "level_test_tasks" (
	"level_test_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "level_test_tasks_level_test_id_task_id_pk" PRIMARY KEY("level_test_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "level_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"class_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "level_tests_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "apartment_lottery_entries" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"points" integer,
	"review_comment" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
ALTER TABLE "level_test_products" ADD CONSTRAINT "level_test_products_level_test_id_level_tests_id_fk" FOREIGN KEY ("level_test_id") REFERENCES "public"."level_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_products" ADD CONSTRAINT "level_test_products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_results" ADD CONSTRAINT "level_test_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_results" ADD CONSTRAINT "level_test_results_level_test_id_level_tests_id_fk" FOREIGN KEY ("level_test_id") REFERENCES "public"."level_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_results" ADD CONSTRAINT "level_test_results_suggested_product_type_id_product_types_id_fk" FOREIGN KEY ("suggested_product_type_id") REFERENCES "public"."product_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_tasks" ADD CONSTRAINT "level_test_tasks_level_test_id_level_tests_id_fk" FOREIGN KEY ("level_test_id") REFERENCES "public"."level_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_tasks" ADD CONSTRAINT "level_test_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_tests" ADD CONSTRAINT "level_tests_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_lottery_entries" ADD CONSTRAINT "apartment_lottery_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_lottery_entries" ADD CONSTRAINT "apartment_lottery_entries_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_tests_class_type_idx" ON "level_tests" USING btree ("class_type_id");--> statement-breakpoint
CREATE INDEX "apartment_lottery_entries_status_idx" ON "apartment_lottery_entries" USING btree ("status","submitted_at");
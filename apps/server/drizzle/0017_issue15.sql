CREATE TABLE "free_product_openings" (
	"student_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_product_openings_student_id_product_id_pk" PRIMARY KEY("student_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "student_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"transaction_uuid" text,
	"with_product_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"available_until" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_group_members" (
	"group_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_group_members_student_id_product_type_id_pk" PRIMARY KEY("student_id","product_type_id")
);
--> statement-breakpoint
CREATE TABLE "study_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"curator_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_answers" (
	"session_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	"max_points" integer NOT NULL,
	"value" jsonb,
	"state" text DEFAULT 'EMPTY' NOT NULL,
	"points" integer,
	"exp_earned" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "training_answers_session_id_task_id_pk" PRIMARY KEY("session_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"task_number_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retry_of" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
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
ALTER TABLE "chat_rooms" ALTER COLUMN "class_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "subscription_action" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "fixed_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subscription_action" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "kind" text DEFAULT 'curator' NOT NULL;--> statement-breakpoint
ALTER TABLE "free_product_openings" ADD CONSTRAINT "free_product_openings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_product_openings" ADD CONSTRAINT "free_product_openings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_gifts" ADD CONSTRAINT "student_gifts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_gifts" ADD CONSTRAINT "student_gifts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_gifts" ADD CONSTRAINT "student_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_gifts" ADD CONSTRAINT "student_gifts_with_product_id_products_id_fk" FOREIGN KEY ("with_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_curator_id_users_id_fk" FOREIGN KEY ("curator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "student_gifts_order_product_idx" ON "student_gifts" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "student_gifts_student_idx" ON "student_gifts" USING btree ("student_id","product_id");--> statement-breakpoint
CREATE INDEX "study_group_members_group_idx" ON "study_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "study_groups_product_type_idx" ON "study_groups" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "training_answers_task_idx" ON "training_answers" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "training_sessions_student_idx" ON "training_sessions" USING btree ("student_id","started_at");--> statement-breakpoint
CREATE INDEX "level_tests_class_type_idx" ON "level_tests" USING btree ("class_type_id");--> statement-breakpoint
CREATE INDEX "apartment_lottery_entries_status_idx" ON "apartment_lottery_entries" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_support_student_idx" ON "chat_rooms" USING btree ("student_id") WHERE "chat_rooms"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chat_rooms_kind_idx" ON "chat_rooms" USING btree ("kind","last_message_at");
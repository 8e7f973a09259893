CREATE TABLE "checker_class_types" (
	"user_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	CONSTRAINT "checker_class_types_user_id_class_type_id_pk" PRIMARY KEY("user_id","class_type_id")
);
--> statement-breakpoint
CREATE TABLE "homework_answers" (
	"submission_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"value" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone,
	"state" text DEFAULT 'EMPTY' NOT NULL,
	"points" integer,
	"comment" text,
	"criteria_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_by" integer,
	"reopened" boolean DEFAULT false NOT NULL,
	"exp_earned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "homework_answers_submission_id_task_id_pk" PRIMARY KEY("submission_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "homework_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_tasks" (
	"homework_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "homework_tasks_homework_id_task_id_pk" PRIMARY KEY("homework_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "class_type_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_type_id" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_type_task_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_type_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"max_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"class_type_id" integer NOT NULL,
	"type" text NOT NULL,
	"statement_html" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct" jsonb,
	"correct_html" text,
	"explanation_html" text,
	"task_number_id" integer,
	"topic_id" integer,
	"max_points" integer NOT NULL,
	"is_star" boolean DEFAULT false NOT NULL,
	"hint" text,
	"theory_url" text,
	CONSTRAINT "tasks_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "homeworks" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "mistakes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "bugs_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "checked_by" integer;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "exp_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "kind" text DEFAULT 'LESSON' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "class_type_id" integer;--> statement-breakpoint
-- Homework before this migration belongs to a lesson: its subject is the lesson's programme's.
UPDATE "homeworks" SET "class_type_id" = "product_types"."class_type_id" FROM "lessons", "product_types" WHERE "lessons"."id" = "homeworks"."lesson_id" AND "product_types"."id" = "lessons"."product_type_id";--> statement-breakpoint
ALTER TABLE "homeworks" ALTER COLUMN "class_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "max_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "checker_class_types" ADD CONSTRAINT "checker_class_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checker_class_types" ADD CONSTRAINT "checker_class_types_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_events" ADD CONSTRAINT "homework_events_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_events" ADD CONSTRAINT "homework_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_events" ADD CONSTRAINT "homework_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_type_topics" ADD CONSTRAINT "class_type_topics_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_type_task_numbers" ADD CONSTRAINT "course_type_task_numbers_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_criteria" ADD CONSTRAINT "task_criteria_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_task_number_id_course_type_task_numbers_id_fk" FOREIGN KEY ("task_number_id") REFERENCES "public"."course_type_task_numbers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_topic_id_class_type_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."class_type_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_events_student_idx" ON "homework_events" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_tasks_task_idx" ON "homework_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_type_topics_class_title_idx" ON "class_type_topics" USING btree ("class_type_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "course_type_task_numbers_class_number_idx" ON "course_type_task_numbers" USING btree ("class_type_id","number");--> statement-breakpoint
CREATE INDEX "task_criteria_task_idx" ON "task_criteria" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "tasks_class_type_idx" ON "tasks" USING btree ("class_type_id");--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_submissions_student_idx" ON "homework_submissions" USING btree ("student_id","homework_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_waiting_idx" ON "homework_submissions" USING btree ("homework_id","submitted_at") WHERE "homework_submissions"."status" in ('DONE', 'RESENT');--> statement-breakpoint
CREATE INDEX "homeworks_class_type_deadline_idx" ON "homeworks" USING btree ("class_type_id","deadline");
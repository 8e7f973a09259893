CREATE TABLE "tutor_assignments" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_work_tasks" (
	"work_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tutor_work_tasks_work_id_task_id_pk" PRIMARY KEY("work_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "tutor_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_limit_minutes" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_assignments" ADD CONSTRAINT "tutor_assignments_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_assignments" ADD CONSTRAINT "tutor_assignments_work_id_tutor_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."tutor_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_assignments" ADD CONSTRAINT "tutor_assignments_client_id_tutor_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."tutor_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_assignments" ADD CONSTRAINT "tutor_assignments_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_work_tasks" ADD CONSTRAINT "tutor_work_tasks_work_id_tutor_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."tutor_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_work_tasks" ADD CONSTRAINT "tutor_work_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_works" ADD CONSTRAINT "tutor_works_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_works" ADD CONSTRAINT "tutor_works_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_assignments_work_client_idx" ON "tutor_assignments" USING btree ("work_id","client_id");--> statement-breakpoint
CREATE INDEX "tutor_assignments_tutor_idx" ON "tutor_assignments" USING btree ("tutor_id","client_id");--> statement-breakpoint
CREATE INDEX "tutor_work_tasks_task_idx" ON "tutor_work_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tutor_works_tutor_idx" ON "tutor_works" USING btree ("tutor_id","updated_at");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_submissions_timer_idx" ON "homework_submissions" USING btree ("ends_at") WHERE "homework_submissions"."ends_at" is not null and "homework_submissions"."status" = 'UNDONE';--> statement-breakpoint
CREATE INDEX "homeworks_author_idx" ON "homeworks" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tasks_author_idx" ON "tasks" USING btree ("author_id","class_type_id");
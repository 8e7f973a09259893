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
CREATE TABLE "sub_theories" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"video_url" text,
	"video_length" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theory_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sub_theory_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"deadline" date,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_availability" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"slots" integer[] DEFAULT '{}' NOT NULL,
	"double_lesson_days" integer[] DEFAULT '{}' NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"slots" integer[] NOT NULL,
	"recurrence" text NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"lesson_starts" timestamp with time zone[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"schedule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"written_off" boolean DEFAULT false NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "tutoring_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recurrence" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"slots" integer[] NOT NULL,
	"time_zone" text NOT NULL,
	"start_date" date NOT NULL,
	"rrule" text NOT NULL,
	"call_url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_slot_holds" (
	"tutor_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "tutoring_slot_holds_tutor_id_slot_pk" PRIMARY KEY("tutor_id","slot")
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
ALTER TABLE "sub_theories" ADD CONSTRAINT "sub_theories_topic_id_theory_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."theory_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_topics" ADD CONSTRAINT "theory_topics_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_client_id_tutor_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."tutor_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_sub_theory_id_sub_theories_id_fk" FOREIGN KEY ("sub_theory_id") REFERENCES "public"."sub_theories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_availability" ADD CONSTRAINT "tutoring_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_schedule_id_tutoring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."tutoring_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_schedule_id_tutoring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."tutoring_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_schedules" ADD CONSTRAINT "tutoring_schedules_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_schedules" ADD CONSTRAINT "tutoring_schedules_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_schedules" ADD CONSTRAINT "tutoring_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_slot_holds" ADD CONSTRAINT "tutoring_slot_holds_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_slot_holds" ADD CONSTRAINT "tutoring_slot_holds_booking_id_tutoring_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tutoring_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_assignments_work_client_idx" ON "tutor_assignments" USING btree ("work_id","client_id");--> statement-breakpoint
CREATE INDEX "tutor_assignments_tutor_idx" ON "tutor_assignments" USING btree ("tutor_id","client_id");--> statement-breakpoint
CREATE INDEX "tutor_work_tasks_task_idx" ON "tutor_work_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tutor_works_tutor_idx" ON "tutor_works" USING btree ("tutor_id","updated_at");--> statement-breakpoint
CREATE INDEX "sub_theories_topic_idx" ON "sub_theories" USING btree ("topic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "theory_topics_subject_title_idx" ON "theory_topics" USING btree ("class_type_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_lectures_client_sub_theory_idx" ON "tutor_lectures" USING btree ("client_id","sub_theory_id");--> statement-breakpoint
CREATE INDEX "tutor_lectures_tutor_idx" ON "tutor_lectures" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_lectures_student_idx" ON "tutor_lectures" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_bookings_open_student_idx" ON "tutoring_bookings" USING btree ("student_id") WHERE "tutoring_bookings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tutoring_bookings_tutor_idx" ON "tutoring_bookings" USING btree ("tutor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_schedule_start_idx" ON "tutoring_lessons" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_tutor_upcoming_idx" ON "tutoring_lessons" USING btree ("tutor_id","starts_at") WHERE "tutoring_lessons"."status" in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW');--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_student_upcoming_idx" ON "tutoring_lessons" USING btree ("student_id","starts_at") WHERE "tutoring_lessons"."status" in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW');--> statement-breakpoint
CREATE INDEX "tutoring_lessons_tutor_start_idx" ON "tutoring_lessons" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_lessons_student_start_idx" ON "tutoring_lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_schedules_tutor_idx" ON "tutoring_schedules" USING btree ("tutor_id","state");--> statement-breakpoint
CREATE INDEX "tutoring_schedules_student_idx" ON "tutoring_schedules" USING btree ("student_id","state");--> statement-breakpoint
CREATE INDEX "tutoring_slot_holds_booking_idx" ON "tutoring_slot_holds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_submissions_timer_idx" ON "homework_submissions" USING btree ("ends_at") WHERE "homework_submissions"."ends_at" is not null and "homework_submissions"."status" = 'UNDONE';--> statement-breakpoint
CREATE INDEX "homeworks_author_idx" ON "homeworks" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tasks_author_idx" ON "tasks" USING btree ("author_id","class_type_id");
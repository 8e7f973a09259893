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
CREATE UNIQUE INDEX "tutoring_bookings_open_student_idx" ON "tutoring_bookings" USING btree ("student_id") WHERE "tutoring_bookings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tutoring_bookings_tutor_idx" ON "tutoring_bookings" USING btree ("tutor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_schedule_start_idx" ON "tutoring_lessons" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_tutor_upcoming_idx" ON "tutoring_lessons" USING btree ("tutor_id","starts_at") WHERE "tutoring_lessons"."status" in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW');--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_student_upcoming_idx" ON "tutoring_lessons" USING btree ("student_id","starts_at") WHERE "tutoring_lessons"."status" in ('SCHEDULED', 'RESCHEDULED', 'PREVIEW');--> statement-breakpoint
CREATE INDEX "tutoring_lessons_tutor_start_idx" ON "tutoring_lessons" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_lessons_student_start_idx" ON "tutoring_lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_schedules_tutor_idx" ON "tutoring_schedules" USING btree ("tutor_id","state");--> statement-breakpoint
CREATE INDEX "tutoring_schedules_student_idx" ON "tutoring_schedules" USING btree ("student_id","state");--> statement-breakpoint
CREATE INDEX "tutoring_slot_holds_booking_idx" ON "tutoring_slot_holds" USING btree ("booking_id");
CREATE TABLE "tutor_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"since" date DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"class_type_id" integer NOT NULL,
	"class_year" integer NOT NULL,
	"lessons_per_week" integer DEFAULT 1 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"subjects" integer[] DEFAULT '{}' NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"hourly_rate" integer,
	"phone" text,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_clients" ADD CONSTRAINT "tutor_clients_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_clients" ADD CONSTRAINT "tutor_clients_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_clients" ADD CONSTRAINT "tutor_clients_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_clients_pair_idx" ON "tutor_clients" USING btree ("tutor_id","student_id");--> statement-breakpoint
CREATE INDEX "tutor_clients_tutor_status_idx" ON "tutor_clients" USING btree ("tutor_id","status");--> statement-breakpoint
CREATE INDEX "tutor_clients_student_status_idx" ON "tutor_clients" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","last_name","first_name");
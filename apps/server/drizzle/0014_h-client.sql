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
ALTER TABLE "sub_theories" ADD CONSTRAINT "sub_theories_topic_id_theory_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."theory_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_topics" ADD CONSTRAINT "theory_topics_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_client_id_tutor_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."tutor_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_lectures" ADD CONSTRAINT "tutor_lectures_sub_theory_id_sub_theories_id_fk" FOREIGN KEY ("sub_theory_id") REFERENCES "public"."sub_theories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_theories_topic_idx" ON "sub_theories" USING btree ("topic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "theory_topics_subject_title_idx" ON "theory_topics" USING btree ("class_type_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_lectures_client_sub_theory_idx" ON "tutor_lectures" USING btree ("client_id","sub_theory_id");--> statement-breakpoint
CREATE INDEX "tutor_lectures_tutor_idx" ON "tutor_lectures" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_lectures_student_idx" ON "tutor_lectures" USING btree ("student_id","created_at");
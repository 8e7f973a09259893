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
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_programs" ADD CONSTRAINT "individual_programs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_programs" ADD CONSTRAINT "individual_programs_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_goals_one_priority_idx" ON "student_goals" USING btree ("student_id") WHERE "student_goals"."is_priority";
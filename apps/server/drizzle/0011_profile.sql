CREATE TABLE "offer_acceptances" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birthday" date,
	"class_year_id" integer,
	"nickname" text,
	"telegram" text,
	"phone_confirmed_at" timestamp with time zone,
	"need_modals" boolean DEFAULT false NOT NULL,
	"personal_data_status" text,
	"city" text,
	"school" text,
	"parent_full_name" text,
	"parent_phone" text
);
--> statement-breakpoint
CREATE TABLE "student_class_types" (
	"user_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	CONSTRAINT "student_class_types_user_id_class_type_id_pk" PRIMARY KEY("user_id","class_type_id")
);
--> statement-breakpoint
CREATE TABLE "student_statuses" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_statuses_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "offer_acceptances" ADD CONSTRAINT "offer_acceptances_document_id_purchase_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."purchase_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_details" ADD CONSTRAINT "profile_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_details" ADD CONSTRAINT "profile_details_class_year_id_class_years_id_fk" FOREIGN KEY ("class_year_id") REFERENCES "public"."class_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_types" ADD CONSTRAINT "student_class_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_types" ADD CONSTRAINT "student_class_types_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_statuses" ADD CONSTRAINT "student_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
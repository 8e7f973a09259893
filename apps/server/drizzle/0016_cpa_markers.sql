CREATE TABLE "cpa_markers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"utm_source" text NOT NULL,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"cl_uid" text,
	"admitad_uid" text,
	"advcake_params" text,
	"cpa_expiration_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cpa_markers" ADD CONSTRAINT "cpa_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpa_markers_user_idx" ON "cpa_markers" USING btree ("user_id","created_at");
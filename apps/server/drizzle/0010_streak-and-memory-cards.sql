CREATE TABLE "streak_activities" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streak_days" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_days_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
CREATE TABLE "streak_states" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"freezes" integer DEFAULT 0 NOT NULL,
	"freezes_bought" integer DEFAULT 0 NOT NULL,
	"settled_through" date
);
--> statement-breakpoint
CREATE TABLE "memory_card_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"rating" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_card_states" (
	"student_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "memory_card_states_student_id_card_id_pk" PRIMARY KEY("student_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "memory_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"deck_id" integer NOT NULL,
	"position" integer NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_decks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "memory_decks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "streak_activities" ADD CONSTRAINT "streak_activities_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_days" ADD CONSTRAINT "streak_days_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_states" ADD CONSTRAINT "streak_states_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_card_reviews" ADD CONSTRAINT "memory_card_reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_card_reviews" ADD CONSTRAINT "memory_card_reviews_card_id_memory_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."memory_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_card_states" ADD CONSTRAINT "memory_card_states_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_card_states" ADD CONSTRAINT "memory_card_states_card_id_memory_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."memory_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_cards" ADD CONSTRAINT "memory_cards_deck_id_memory_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."memory_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "streak_activities_once_idx" ON "streak_activities" USING btree ("student_id","day","kind","ref");--> statement-breakpoint
CREATE INDEX "streak_activities_day_idx" ON "streak_activities" USING btree ("student_id","day");--> statement-breakpoint
CREATE INDEX "memory_card_reviews_student_idx" ON "memory_card_reviews" USING btree ("student_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "memory_card_states_due_idx" ON "memory_card_states" USING btree ("student_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "memory_cards_deck_position_idx" ON "memory_cards" USING btree ("deck_id","position");
CREATE TABLE "chat_feature_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_color_id" integer,
	"sticker_pack_id" integer,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_feature_plans_one_item" CHECK (("chat_feature_plans"."text_color_id" is null) <> ("chat_feature_plans"."sticker_pack_id" is null)),
	CONSTRAINT "chat_feature_plans_price" CHECK ("chat_feature_plans"."price" >= 0),
	CONSTRAINT "chat_feature_plans_duration" CHECK ("chat_feature_plans"."duration_days" is null or "chat_feature_plans"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_sticker_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_stickers" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_styling_choices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"text_color_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_styling_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"text_color_id" integer,
	"sticker_pack_id" integer,
	"price" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_text_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"color_dark" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"sender_id" integer,
	"target" text,
	"extra" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_reads" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"last_read_message_id" uuid,
	CONSTRAINT "chat_room_reads_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"message_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_ban_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"type" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"by_user_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_lesson_settings" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_moderation" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reply_to_id" integer,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_feature_plans" ADD CONSTRAINT "chat_feature_plans_text_color_id_chat_text_colors_id_fk" FOREIGN KEY ("text_color_id") REFERENCES "public"."chat_text_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feature_plans" ADD CONSTRAINT "chat_feature_plans_sticker_pack_id_chat_sticker_packs_id_fk" FOREIGN KEY ("sticker_pack_id") REFERENCES "public"."chat_sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stickers" ADD CONSTRAINT "chat_stickers_pack_id_chat_sticker_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."chat_sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_choices" ADD CONSTRAINT "chat_styling_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_choices" ADD CONSTRAINT "chat_styling_choices_text_color_id_chat_text_colors_id_fk" FOREIGN KEY ("text_color_id") REFERENCES "public"."chat_text_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_plan_id_chat_feature_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."chat_feature_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_text_color_id_chat_text_colors_id_fk" FOREIGN KEY ("text_color_id") REFERENCES "public"."chat_text_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_sticker_pack_id_chat_sticker_packs_id_fk" FOREIGN KEY ("sticker_pack_id") REFERENCES "public"."chat_sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_messages" ADD CONSTRAINT "chat_room_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_messages" ADD CONSTRAINT "chat_room_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_reads" ADD CONSTRAINT "chat_room_reads_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_reads" ADD CONSTRAINT "chat_room_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_class_type_id_class_types_id_fk" FOREIGN KEY ("class_type_id") REFERENCES "public"."class_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lesson_settings" ADD CONSTRAINT "chat_lesson_settings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_feature_plans_text_color_idx" ON "chat_feature_plans" USING btree ("text_color_id");--> statement-breakpoint
CREATE INDEX "chat_feature_plans_sticker_pack_idx" ON "chat_feature_plans" USING btree ("sticker_pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sticker_packs_title_idx" ON "chat_sticker_packs" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_stickers_pack_title_idx" ON "chat_stickers" USING btree ("pack_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_styling_purchases_user_key_idx" ON "chat_styling_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "chat_styling_purchases_user_color_idx" ON "chat_styling_purchases" USING btree ("user_id","text_color_id");--> statement-breakpoint
CREATE INDEX "chat_styling_purchases_user_pack_idx" ON "chat_styling_purchases" USING btree ("user_id","sticker_pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_text_colors_title_idx" ON "chat_text_colors" USING btree ("title");--> statement-breakpoint
CREATE INDEX "chat_room_messages_room_sent_idx" ON "chat_room_messages" USING btree ("room_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "chat_room_reads_user_idx" ON "chat_room_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_student_subject_idx" ON "chat_rooms" USING btree ("student_id","class_type_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_subject_idx" ON "chat_rooms" USING btree ("class_type_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_attachments_owner_idx" ON "chat_attachments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "chat_ban_words_updated_idx" ON "chat_ban_words" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_ban_words_value_type_idx" ON "chat_ban_words" USING btree ("value","type");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_bans_lesson_user_idx" ON "chat_bans" USING btree ("lesson_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_lesson_created_idx" ON "chat_messages" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_lesson_user_idx" ON "chat_messages" USING btree ("lesson_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_message_reporter_idx" ON "chat_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "chat_reports_status_created_idx" ON "chat_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_reports_lesson_idx" ON "chat_reports" USING btree ("lesson_id","status");--> statement-breakpoint
CREATE INDEX "chat_reports_class_type_idx" ON "chat_reports" USING btree ("class_type_id","status","created_at");
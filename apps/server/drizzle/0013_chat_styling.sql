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
ALTER TABLE "chat_feature_plans" ADD CONSTRAINT "chat_feature_plans_text_color_id_chat_text_colors_id_fk" FOREIGN KEY ("text_color_id") REFERENCES "public"."chat_text_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_feature_plans" ADD CONSTRAINT "chat_feature_plans_sticker_pack_id_chat_sticker_packs_id_fk" FOREIGN KEY ("sticker_pack_id") REFERENCES "public"."chat_sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stickers" ADD CONSTRAINT "chat_stickers_pack_id_chat_sticker_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."chat_sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_choices" ADD CONSTRAINT "chat_styling_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_choices" ADD CONSTRAINT "chat_styling_choices_text_color_id_chat_text_colors_id_fk" FOREIGN KEY ("text_color_id") REFERENCES "public"."chat_text_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_plan_id_chat_feature_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."chat_feature_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_text_color_id_chat_text_colors_id_fk" FOREIGN KEY ("text_color_id") REFERENCES "public"."chat_text_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_styling_purchases" ADD CONSTRAINT "chat_styling_purchases_sticker_pack_id_chat_sticker_packs_id_fk" FOREIGN KEY ("sticker_pack_id") REFERENCES "public"."chat_sticker_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_feature_plans_text_color_idx" ON "chat_feature_plans" USING btree ("text_color_id");--> statement-breakpoint
CREATE INDEX "chat_feature_plans_sticker_pack_idx" ON "chat_feature_plans" USING btree ("sticker_pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sticker_packs_title_idx" ON "chat_sticker_packs" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_stickers_pack_title_idx" ON "chat_stickers" USING btree ("pack_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_styling_purchases_user_key_idx" ON "chat_styling_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "chat_styling_purchases_user_color_idx" ON "chat_styling_purchases" USING btree ("user_id","text_color_id");--> statement-breakpoint
CREATE INDEX "chat_styling_purchases_user_pack_idx" ON "chat_styling_purchases" USING btree ("user_id","sticker_pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_text_colors_title_idx" ON "chat_text_colors" USING btree ("title");
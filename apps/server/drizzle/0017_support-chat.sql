ALTER TABLE "chat_rooms" ALTER COLUMN "class_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "kind" text DEFAULT 'curator' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_support_student_idx" ON "chat_rooms" USING btree ("student_id") WHERE "chat_rooms"."kind" = 'support';--> statement-breakpoint
CREATE INDEX "chat_rooms_kind_idx" ON "chat_rooms" USING btree ("kind","last_message_at");
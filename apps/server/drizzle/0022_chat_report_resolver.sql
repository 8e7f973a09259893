ALTER TABLE "chat_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_bans_by_user_idx" ON "chat_bans" USING btree ("by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_reports_resolved_by_idx" ON "chat_reports" USING btree ("resolved_by","resolved_at");
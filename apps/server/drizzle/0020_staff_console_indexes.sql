CREATE INDEX "users_email_pattern_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_role_last_name_pattern_idx" ON "users" USING btree ("role","last_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_submissions_created_idx" ON "lesson_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "homework_events_created_idx" ON "homework_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "homework_submissions_submitted_idx" ON "homework_submissions" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transactions_completed_idx" ON "transactions" USING btree ("status","completed_at");
DROP INDEX "stock_movements_created_idx";--> statement-breakpoint
CREATE INDEX "users_active_name_idx" ON "users" USING btree ("name","id") WHERE "users"."active" = 1;--> statement-breakpoint
CREATE INDEX "users_active_email_idx" ON "users" USING btree ("email","id") WHERE "users"."active" = 1;--> statement-breakpoint
CREATE INDEX "orders_store_user_idx" ON "orders" USING btree ("store","id_user");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at" DESC NULLS FIRST,"id");
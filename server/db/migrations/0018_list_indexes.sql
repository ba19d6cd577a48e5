-- The lists' search (a substring, any case) through trigram indexes: pg_trgm ships with PostgreSQL and PGlite (loaded in client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_store_status_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("id_rol","id");--> statement-breakpoint
CREATE INDEX "users_shift_idx" ON "users" USING btree ("turno","id");--> statement-breakpoint
CREATE INDEX "users_cellphone_idx" ON "users" USING btree ("cellphone");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_num_doc_trgm_idx" ON "users" USING gin ("num_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "carnets_saldo_idx" ON "carnets" USING btree ("saldo");--> statement-breakpoint
CREATE INDEX "carnets_lock_saldo_idx" ON "carnets" USING btree ("lock_saldo","id");--> statement-breakpoint
CREATE INDEX "carnets_active_idx" ON "carnets" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "carnets_code_trgm_idx" ON "carnets" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_store_idx" ON "stock_movements" USING btree ("store","id");--> statement-breakpoint
CREATE INDEX "stock_movements_reason_idx" ON "stock_movements" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "stock_movements_quantity_idx" ON "stock_movements" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "stock_movements_stock_after_idx" ON "stock_movements" USING btree ("stock_after","id");--> statement-breakpoint
CREATE INDEX "stock_movements_staff_idx" ON "stock_movements" USING btree ("id_staff","id");--> statement-breakpoint
CREATE INDEX "orders_store_turn_idx" ON "orders" USING btree ("store","turn");--> statement-breakpoint
CREATE INDEX "orders_store_total_idx" ON "orders" USING btree ("store","total");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store","status","id");
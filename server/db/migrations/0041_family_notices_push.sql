ALTER TABLE "family_notices" ADD COLUMN "push_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "family_notices_push_idx" ON "family_notices" USING btree ("id") WHERE "family_notices"."push_at" is null;--> statement-breakpoint
-- The notices written before pushes existed are not pushed now.
UPDATE "family_notices" SET "push_at" = "created_at";
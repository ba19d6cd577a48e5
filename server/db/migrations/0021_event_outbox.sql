CREATE TABLE "event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"messages" jsonb NOT NULL
);

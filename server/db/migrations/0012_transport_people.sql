CREATE TABLE "transport_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_doc" smallint DEFAULT 1 NOT NULL,
	"num_doc" text NOT NULL,
	"name" text NOT NULL,
	"cellphone" text NOT NULL,
	"phone" text,
	"licencia_categoria" text NOT NULL,
	"licencia_vence" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_drivers_num_doc_unique" UNIQUE("num_doc")
);
--> statement-breakpoint
CREATE TABLE "transport_messengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_doc" smallint DEFAULT 1 NOT NULL,
	"num_doc" text NOT NULL,
	"name" text NOT NULL,
	"cellphone" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_messengers_num_doc_unique" UNIQUE("num_doc")
);
--> statement-breakpoint
CREATE TABLE "transport_monitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_doc" smallint DEFAULT 1 NOT NULL,
	"num_doc" text NOT NULL,
	"name" text NOT NULL,
	"cellphone" text NOT NULL,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_monitors_num_doc_unique" UNIQUE("num_doc")
);

CREATE TABLE "access_gates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ubicacion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_gates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "access_own_codes" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_own_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "access_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"id_gate" integer,
	"porteria" text,
	"via" text NOT NULL,
	"late" smallint DEFAULT 0 NOT NULL,
	"early" smallint DEFAULT 0 NOT NULL,
	"id_permit" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_passages_tipo" CHECK ("access_passages"."tipo" in (1, 2)),
	CONSTRAINT "access_passages_via" CHECK ("access_passages"."via" in ('carnet', 'app', 'documento'))
);
--> statement-breakpoint
CREATE TABLE "access_permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"fecha" date NOT NULL,
	"hora" text NOT NULL,
	"tipo" smallint NOT NULL,
	"observaciones" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_permits_tipo" CHECK ("access_permits"."tipo" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "access_own_codes" ADD CONSTRAINT "access_own_codes_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_passages" ADD CONSTRAINT "access_passages_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_passages" ADD CONSTRAINT "access_passages_id_gate_access_gates_id_fk" FOREIGN KEY ("id_gate") REFERENCES "public"."access_gates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_passages" ADD CONSTRAINT "access_passages_id_permit_access_permits_id_fk" FOREIGN KEY ("id_permit") REFERENCES "public"."access_permits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_passages" ADD CONSTRAINT "access_passages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_permits" ADD CONSTRAINT "access_permits_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_permits" ADD CONSTRAINT "access_permits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_passages_user_idx" ON "access_passages" USING btree ("id_user","created_at");--> statement-breakpoint
CREATE INDEX "access_passages_at_idx" ON "access_passages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_passages_permit_idx" ON "access_passages" USING btree ("id_permit");--> statement-breakpoint
CREATE INDEX "access_permits_day_idx" ON "access_permits" USING btree ("fecha","id_user");
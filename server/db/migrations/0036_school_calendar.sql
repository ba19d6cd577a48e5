CREATE TABLE "school_days_off" (
	"fecha" date PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_days_off_kind" CHECK ("school_days_off"."tipo" in ('festivo', 'sin_clases'))
);

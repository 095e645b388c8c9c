CREATE TABLE "online_payment_setups" (
	"id_comercio" uuid PRIMARY KEY NOT NULL,
	"datos" jsonb NOT NULL,
	"estatus" text DEFAULT 'en_revision' NOT NULL,
	"enviado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_payment_setups" ADD CONSTRAINT "online_payment_setups_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;
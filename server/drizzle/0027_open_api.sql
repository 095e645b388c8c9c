-- The open order API (docs/api.md): per-commerce API keys stored as their SHA-256 only, the log of the calls
-- made with them, the owner's SKU → product mapping for outside channels, and each channel order's own data
-- (channel id, the channel's amounts beside this menu's, the courier).
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"nombre" text NOT NULL,
	"prefijo" text NOT NULL,
	"hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"limite_por_minuto" integer DEFAULT 120 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("hash");
--> statement-breakpoint
CREATE INDEX "api_keys_commerce_idx" ON "api_keys" USING btree ("id_comercio","created_at");
--> statement-breakpoint
CREATE TABLE "api_key_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"id_clave" uuid NOT NULL REFERENCES "api_keys"("id") ON DELETE cascade,
	"nombre_clave" text NOT NULL,
	"metodo" text NOT NULL,
	"ruta" text NOT NULL,
	"estatus" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_key_calls_commerce_idx" ON "api_key_calls" USING btree ("id_comercio","created_at");
--> statement-breakpoint
CREATE TABLE "channel_product_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"sku" text NOT NULL,
	"id_producto" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"presentacion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_product_mappings_sku_unique" ON "channel_product_mappings" USING btree ("id_comercio","sku");
--> statement-breakpoint
CREATE TABLE "channel_orders" (
	"id_pedido" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"id_comercio" uuid NOT NULL REFERENCES "commerces"("id") ON DELETE cascade,
	"origin" text NOT NULL,
	"id_pedido_canal" text NOT NULL,
	"subtotal_canal_cents" integer NOT NULL,
	"costo_envio_canal_cents" integer DEFAULT 0 NOT NULL,
	"comision_canal_cents" integer DEFAULT 0 NOT NULL,
	"descuento_canal_cents" integer DEFAULT 0 NOT NULL,
	"propina_canal_cents" integer DEFAULT 0 NOT NULL,
	"total_canal_cents" integer NOT NULL,
	"subtotal_menu_cents" integer NOT NULL,
	"diferencias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"con_diferencias" boolean DEFAULT false NOT NULL,
	"repartidor" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_orders_channel_id_unique" ON "channel_orders" USING btree ("id_comercio","origin","id_pedido_canal");

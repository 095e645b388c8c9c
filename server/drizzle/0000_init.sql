CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trial_used" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"subscription_id" text,
	"last_invoice" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio_mensual_cents" integer DEFAULT 0 NOT NULL,
	"limite_pedidos_mensual" integer,
	"modulos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"correo_contacto" text DEFAULT '' NOT NULL,
	"nombre_contacto" text DEFAULT '' NOT NULL,
	"estatus" text DEFAULT 'activo' NOT NULL,
	"forma_pago" text DEFAULT 'stripe' NOT NULL,
	"id_cliente" text,
	"id_path" text NOT NULL,
	"id_suscripcion" text,
	"imagen_qr" text,
	"zona_horaria" text DEFAULT 'America/Mexico_City' NOT NULL,
	"tipo_plan" text DEFAULT 'FREEMIUM' NOT NULL,
	"country_code" text DEFAULT '52' NOT NULL,
	"onboarding_finish_date" timestamp with time zone,
	"logotipo" text,
	"imagen_portada" text,
	"direccion" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"telefono_verificado" boolean DEFAULT false NOT NULL,
	"prefijo_folio" text DEFAULT '' NOT NULL,
	"ultimo_folio" integer DEFAULT 0 NOT NULL,
	"servicio_activo" boolean DEFAULT true NOT NULL,
	"business_id" text,
	"electron_app_version" text,
	"activar_envio_domicilio" boolean DEFAULT false NOT NULL,
	"activar_comer_restaurant" boolean DEFAULT false NOT NULL,
	"activar_pasar_recoger" boolean DEFAULT false NOT NULL,
	"metodos_pago_envio_domicilio" jsonb DEFAULT '{"efectivo":false,"tarjeta":false,"transferencia":false,"enlace_pago":false,"payment_provider":false}'::jsonb NOT NULL,
	"metodos_pago_comer_restaurant" jsonb DEFAULT '{"efectivo":false,"tarjeta":false,"transferencia":false,"enlace_pago":false,"payment_provider":false}'::jsonb NOT NULL,
	"metodos_pago_pasar_recoger" jsonb DEFAULT '{"efectivo":false,"tarjeta":false,"transferencia":false,"enlace_pago":false,"payment_provider":false}'::jsonb NOT NULL,
	"activar_pago_enlace" boolean DEFAULT false NOT NULL,
	"tipo_envio_domicilio" text,
	"costo_envio_domicilio_cents" integer,
	"colonias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"compra_minima_envio_domicilio_cents" integer,
	"activar_envio_gratis_compra_minima" boolean DEFAULT false NOT NULL,
	"importe_envio_gratis_compra_minima_cents" integer,
	"informacion_envio" jsonb,
	"costo_por_porcentaje" jsonb,
	"bank_transfer_details" jsonb,
	"activar_campo_agregar_propina" boolean DEFAULT false NOT NULL,
	"tip_display_mode" text,
	"horarios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config_form_entrega" jsonb DEFAULT '{"calle":{"required":true,"show":true},"colonia":{"required":true,"show":true},"no_ext":{"required":true,"show":true},"no_int":{"required":false,"show":true},"ubicacion":{"required":false,"show":true},"referencias":{"required":true,"show":true,"label":"Referencias"}}'::jsonb NOT NULL,
	"address" jsonb,
	"facebook_pixel_id" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerces_id_path_unique" UNIQUE("id_path")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"id_usuario" uuid NOT NULL,
	"id_comercio" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"modules" jsonb,
	"status" text DEFAULT 'activo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"id_usuario" uuid NOT NULL,
	"id_comercio" uuid NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"nombre" text NOT NULL,
	"minimo" integer DEFAULT 0 NOT NULL,
	"maximo" integer DEFAULT 1 NOT NULL,
	"obligatorio" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_grupo" uuid NOT NULL,
	"nombre" text NOT NULL,
	"precio_cents" integer DEFAULT 0 NOT NULL,
	"agotado" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_extra_groups" (
	"id_producto" uuid NOT NULL,
	"id_grupo" uuid NOT NULL,
	"id_comercio" uuid NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_extra_groups_id_producto_id_grupo_pk" PRIMARY KEY("id_producto","id_grupo")
);
--> statement-breakpoint
CREATE TABLE "product_presentations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_producto" uuid NOT NULL,
	"nombre" text NOT NULL,
	"precio_cents" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_categoria" uuid NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"imagen" text,
	"precio_cents" integer DEFAULT 0 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"agotado" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"productos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"nombre" text NOT NULL,
	"numero_celular" text NOT NULL,
	"country_code" text DEFAULT '52' NOT NULL,
	"direcciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_linea" uuid NOT NULL,
	"id_pedido" uuid NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_extra" uuid,
	"nombre" text NOT NULL,
	"cantidad" integer DEFAULT 1 NOT NULL,
	"precio_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_pedido" uuid NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_producto" uuid,
	"id_categoria" uuid,
	"presentacion" text,
	"nombre" text NOT NULL,
	"cantidad" integer NOT NULL,
	"precio_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"instrucciones" text,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folio" text NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_cliente" uuid,
	"metodo_entrega" text NOT NULL,
	"metodo_pago" text NOT NULL,
	"estatus" text DEFAULT 'pending' NOT NULL,
	"estatus_pedido" text DEFAULT 'pending' NOT NULL,
	"estatus_pago" text DEFAULT 'pendiente' NOT NULL,
	"enlace_pago" text,
	"link_clip" text,
	"nombre" text NOT NULL,
	"numero_celular" text NOT NULL,
	"country_code" text DEFAULT '52' NOT NULL,
	"numero_mesa" integer,
	"colonia" text,
	"calle" text,
	"numero_exterior" text,
	"numero_interior" text,
	"direccion_completa" text,
	"referencias" text,
	"latitud" double precision,
	"longitud" double precision,
	"comentario" text,
	"propina_cents" integer DEFAULT 0 NOT NULL,
	"costo_envio_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"cliente_paga_con_cents" integer,
	"coupon_code" text,
	"coupon_type" text,
	"coupon_value" integer,
	"coupon_amount_cents" integer,
	"delivery_type" text,
	"delivery_driver_info" jsonb,
	"delivery_tracking_id" text,
	"delivery_tracking_url" text,
	"has_requested_rider" boolean DEFAULT false NOT NULL,
	"delivery_status" text,
	"origin" text DEFAULT 'menu' NOT NULL,
	"self_service" jsonb,
	"tiempo_preparacion" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"titulo" text NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"imagen" text,
	"enlace" text,
	"fecha_inicio" timestamp with time zone,
	"fecha_fin" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"id_cupon" uuid NOT NULL,
	"id_pedido" uuid,
	"numero_celular" text NOT NULL,
	"monto_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" integer NOT NULL,
	"fecha_inicio" timestamp with time zone,
	"fecha_fin" timestamp with time zone,
	"compra_minima_cents" integer,
	"limite_total" integer,
	"limite_por_cliente" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"numero" integer NOT NULL,
	"status" text DEFAULT 'a' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"provider_type" text NOT NULL,
	"provider_code" text NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_encrypted" text,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"long_description" text DEFAULT '' NOT NULL,
	"video_url" text,
	"show_once" boolean DEFAULT true NOT NULL,
	"delay_before_close" integer DEFAULT 0 NOT NULL,
	"plans" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text DEFAULT 'tutorial' NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"contenido" text DEFAULT '' NOT NULL,
	"video_url" text,
	"categoria" text DEFAULT 'General' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"category" jsonb DEFAULT '"General"'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_comercio" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
ALTER TABLE "commerces" ADD CONSTRAINT "commerces_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_id_usuario_users_id_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_groups" ADD CONSTRAINT "extra_groups_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_options" ADD CONSTRAINT "extra_options_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_options" ADD CONSTRAINT "extra_options_id_grupo_extra_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_groups" ADD CONSTRAINT "product_extra_groups_id_producto_products_id_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_groups" ADD CONSTRAINT "product_extra_groups_id_grupo_extra_groups_id_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."extra_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_extra_groups" ADD CONSTRAINT "product_extra_groups_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_presentations" ADD CONSTRAINT "product_presentations_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_presentations" ADD CONSTRAINT "product_presentations_id_producto_products_id_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_categoria_categories_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_extras" ADD CONSTRAINT "order_line_extras_id_linea_order_lines_id_fk" FOREIGN KEY ("id_linea") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_extras" ADD CONSTRAINT "order_line_extras_id_pedido_orders_id_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_extras" ADD CONSTRAINT "order_line_extras_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_pedido_orders_id_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_cliente_customers_id_fk" FOREIGN KEY ("id_cliente") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_id_cupon_coupons_id_fk" FOREIGN KEY ("id_cupon") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_id_pedido_orders_id_fk" FOREIGN KEY ("id_pedido") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_id_comercio_commerces_id_fk" FOREIGN KEY ("id_comercio") REFERENCES "public"."commerces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commerces_account_idx" ON "commerces" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_commerce_idx" ON "users" USING btree ("id_comercio");--> statement-breakpoint
CREATE INDEX "verification_codes_user_idx" ON "verification_codes" USING btree ("id_usuario","purpose");--> statement-breakpoint
CREATE INDEX "categories_commerce_idx" ON "categories" USING btree ("id_comercio","orden");--> statement-breakpoint
CREATE INDEX "extra_groups_commerce_idx" ON "extra_groups" USING btree ("id_comercio");--> statement-breakpoint
CREATE INDEX "extra_options_group_idx" ON "extra_options" USING btree ("id_grupo");--> statement-breakpoint
CREATE INDEX "product_extra_groups_group_idx" ON "product_extra_groups" USING btree ("id_grupo");--> statement-breakpoint
CREATE INDEX "product_presentations_product_idx" ON "product_presentations" USING btree ("id_producto");--> statement-breakpoint
CREATE INDEX "products_commerce_idx" ON "products" USING btree ("id_comercio","id_categoria","orden");--> statement-breakpoint
CREATE INDEX "sections_commerce_idx" ON "sections" USING btree ("id_comercio");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("id_comercio","country_code","numero_celular");--> statement-breakpoint
CREATE INDEX "customers_commerce_name_idx" ON "customers" USING btree ("id_comercio","nombre");--> statement-breakpoint
CREATE INDEX "order_line_extras_line_idx" ON "order_line_extras" USING btree ("id_linea");--> statement-breakpoint
CREATE INDEX "order_line_extras_order_idx" ON "order_line_extras" USING btree ("id_pedido");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("id_pedido");--> statement-breakpoint
CREATE INDEX "order_lines_commerce_product_idx" ON "order_lines" USING btree ("id_comercio","id_producto");--> statement-breakpoint
CREATE INDEX "orders_commerce_created_idx" ON "orders" USING btree ("id_comercio","created_at");--> statement-breakpoint
CREATE INDEX "orders_commerce_status_idx" ON "orders" USING btree ("id_comercio","estatus_pedido");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_commerce_folio_unique" ON "orders" USING btree ("id_comercio","folio");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("id_cliente");--> statement-breakpoint
CREATE INDEX "ads_commerce_idx" ON "ads" USING btree ("id_comercio");--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_idx" ON "coupon_usages" USING btree ("id_cupon","numero_celular");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_commerce_code_unique" ON "coupons" USING btree ("id_comercio","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_number_unique" ON "restaurant_tables" USING btree ("id_comercio","numero");--> statement-breakpoint
CREATE INDEX "restaurant_tables_commerce_idx" ON "restaurant_tables" USING btree ("id_comercio");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_provider_unique" ON "integrations" USING btree ("id_comercio","provider_type","provider_code");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date");--> statement-breakpoint
CREATE INDEX "uploads_commerce_idx" ON "uploads" USING btree ("id_comercio");
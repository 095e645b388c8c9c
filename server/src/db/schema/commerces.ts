// Commerce (docs/domain.md (Entidades)). Column names are the wire names. Top-level money columns are integer cents
// (suffix _cents); JSON settings (colonias, informacion_envio …) are kept in their wire shape, in pesos,
// because they are configuration read whole by the shared fee calculator.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SealedJson } from '../secrets';
import { DEFAULT_COUNTRY_CODE, DEFAULT_TIME_ZONE, type DeliveryFeeType, type PlanId, type TipDisplayMode } from '../../../../shared/constants';
import {
  DEFAULT_DELIVERY_FORM_CONFIG,
  NO_PAYMENT_METHODS,
  type Address,
  type BankTransferDetails,
  type DeliveryFormConfig,
  type DistanceFeeInfo,
  type Neighbourhood,
  type PaymentMethodsMap,
  type ScheduleTurn,
} from '../../../../shared/types/commerce';
import type { DeliveryZone } from '../../../../shared/zones';
import { DEFAULT_SCHEDULING, type SchedulingSettings } from '../../../../shared/order-slots';
import { accounts } from './accounts';
import { createdAt, idColumn, updatedAt } from './columns';

export const commerces = pgTable(
  'commerces',
  {
    id: idColumn(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    correo_contacto: text('correo_contacto').notNull().default(''),
    nombre_contacto: text('nombre_contacto').notNull().default(''),
    estatus: text('estatus').notNull().default('activo'),
    forma_pago: text('forma_pago').notNull().default('stripe'),
    id_cliente: text('id_cliente'),
    id_path: text('id_path').notNull().unique(),
    id_suscripcion: text('id_suscripcion'),
    imagen_qr: text('imagen_qr'),
    zona_horaria: text('zona_horaria').notNull().default(DEFAULT_TIME_ZONE),
    tipo_plan: text('tipo_plan').$type<PlanId>().notNull().default('FREEMIUM'),
    country_code: text('country_code').notNull().default(DEFAULT_COUNTRY_CODE),
    onboarding_finish_date: timestamp('onboarding_finish_date', { withTimezone: true, mode: 'date' }),
    logotipo: text('logotipo'),
    imagen_portada: text('imagen_portada'),
    direccion: text('direccion').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    telefono_verificado: boolean('telefono_verificado').notNull().default(false),
    prefijo_folio: text('prefijo_folio').notNull().default(''),
    /** Last folio number handed out; incremented atomically by order intake. */
    ultimo_folio: integer('ultimo_folio').notNull().default(0),
    /** Most units of one product in one order line (migration 0016, docs/security.md). */
    cantidad_maxima_por_producto: integer('cantidad_maxima_por_producto').notNull().default(50),
    servicio_activo: boolean('servicio_activo').notNull().default(true),
    business_id: text('business_id'),
    electron_app_version: text('electron_app_version'),
    activar_envio_domicilio: boolean('activar_envio_domicilio').notNull().default(false),
    activar_comer_restaurant: boolean('activar_comer_restaurant').notNull().default(false),
    activar_pasar_recoger: boolean('activar_pasar_recoger').notNull().default(false),
    metodos_pago_envio_domicilio: jsonb('metodos_pago_envio_domicilio').$type<PaymentMethodsMap>().notNull().default(NO_PAYMENT_METHODS),
    metodos_pago_comer_restaurant: jsonb('metodos_pago_comer_restaurant').$type<PaymentMethodsMap>().notNull().default(NO_PAYMENT_METHODS),
    metodos_pago_pasar_recoger: jsonb('metodos_pago_pasar_recoger').$type<PaymentMethodsMap>().notNull().default(NO_PAYMENT_METHODS),
    activar_pago_enlace: boolean('activar_pago_enlace').notNull().default(false),
    tipo_envio_domicilio: text('tipo_envio_domicilio').$type<DeliveryFeeType>(),
    costo_envio_domicilio_cents: integer('costo_envio_domicilio_cents'),
    colonias: jsonb('colonias').$type<Neighbourhood[]>().notNull().default([]),
    zonas_envio: jsonb('zonas_envio').$type<DeliveryZone[]>().notNull().default([]),
    compra_minima_envio_domicilio_cents: integer('compra_minima_envio_domicilio_cents'),
    activar_envio_gratis_compra_minima: boolean('activar_envio_gratis_compra_minima').notNull().default(false),
    importe_envio_gratis_compra_minima_cents: integer('importe_envio_gratis_compra_minima_cents'),
    informacion_envio: jsonb('informacion_envio').$type<DistanceFeeInfo | null>(),
    costo_por_porcentaje: jsonb('costo_por_porcentaje').$type<{ cantidad: number } | null>(),
    /** Sealed (db/secrets.ts sealJson); plain in a row written before encryption, sealed at start-up. */
    bank_transfer_details: jsonb('bank_transfer_details').$type<BankTransferDetails | SealedJson | null>(),
    activar_campo_agregar_propina: boolean('activar_campo_agregar_propina').notNull().default(false),
    tip_display_mode: text('tip_display_mode').$type<TipDisplayMode>(),
    horarios: jsonb('horarios').$type<ScheduleTurn[]>().notNull().default([]),
    config_form_entrega: jsonb('config_form_entrega').$type<DeliveryFormConfig>().notNull().default(DEFAULT_DELIVERY_FORM_CONFIG),
    address: jsonb('address').$type<Address | null>(),
    facebook_pixel_id: text('facebook_pixel_id'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Scheduled orders and kitchen capacity (migration 0022, shared/order-slots.ts; read with schedulingOf). */
    config_programacion: jsonb('config_programacion').$type<SchedulingSettings>().notNull().default(DEFAULT_SCHEDULING),
    /** Shared menu (migration 0032, docs/master-menu.md): the commerce of the same account whose menu this one follows; null = its own menu. */
    menu_maestro_id: uuid('menu_maestro_id').references((): AnyPgColumn => commerces.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('commerces_account_idx').on(t.account_id)],
);

/** Catalogue of commerce categories (GET /v1/tag); commerces.tags holds chosen tag ids. */
export const tags = pgTable('tags', {
  id: text('id').primaryKey(),
  nombre: text('nombre').notNull(),
  orden: integer('orden').notNull().default(0),
});

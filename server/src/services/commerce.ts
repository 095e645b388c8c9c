// Commerce rows ↔ the docs/domain.md (Entidades) wire shape (pesos, ISO dates), and the fields PUT /v1/comercio may change.
import { eq } from 'drizzle-orm';
import { fromCents, toCents } from '@shared/money';
import type { Commerce, CommerceFlows } from '@shared/types/commerce';
import { DELIVERY_SETTINGS_FIELDS } from '@shared/validation/delivery-settings';
import type { DbOrTx } from '../db/database';
import { openJson, sealJson } from '../db/secrets';
import { commerces } from '../db/schema/index';

export type CommerceRow = typeof commerces.$inferSelect;
export type CommerceInsert = typeof commerces.$inferInsert;

const centsToPesos = (cents: number | null): number | null => (cents == null ? null : fromCents(cents));
const pesosToCents = (pesos: number | null | undefined): number | null => (pesos == null ? null : toCents(pesos));

/** The delivery flows and the payment methods each accepts: the panel's and the public menu's commerce carry the same. */
export function flowFields(row: CommerceRow): CommerceFlows {
  return {
    activar_envio_domicilio: row.activar_envio_domicilio,
    activar_comer_restaurant: row.activar_comer_restaurant,
    activar_pasar_recoger: row.activar_pasar_recoger,
    metodos_pago_envio_domicilio: row.metodos_pago_envio_domicilio,
    metodos_pago_comer_restaurant: row.metodos_pago_comer_restaurant,
    metodos_pago_pasar_recoger: row.metodos_pago_pasar_recoger,
    activar_pago_enlace: row.activar_pago_enlace,
  };
}

/** `key`: the data-at-rest key (config.secretsKey) that opens the bank transfer details. */
export function toCommerceWire(row: CommerceRow, key: Buffer): Commerce {
  return {
    id: row.id,
    nombre: row.nombre,
    correo_contacto: row.correo_contacto,
    nombre_contacto: row.nombre_contacto,
    estatus: row.estatus,
    forma_pago: row.forma_pago,
    id_cliente: row.id_cliente,
    id_path: row.id_path,
    id_suscripcion: row.id_suscripcion,
    imagen_qr: row.imagen_qr,
    zona_horaria: row.zona_horaria,
    tipo_plan: row.tipo_plan,
    country_code: row.country_code,
    onboarding_finish_date: row.onboarding_finish_date?.toISOString() ?? null,
    logotipo: row.logotipo,
    imagen_portada: row.imagen_portada,
    direccion: row.direccion,
    telefono: row.telefono,
    prefijo_folio: row.prefijo_folio,
    cantidad_maxima_por_producto: row.cantidad_maxima_por_producto,
    servicio_activo: row.servicio_activo,
    business_id: row.business_id,
    electron_app_version: row.electron_app_version,
    ...flowFields(row),
    tipo_envio_domicilio: row.tipo_envio_domicilio,
    costo_envio_domicilio: centsToPesos(row.costo_envio_domicilio_cents),
    colonias: row.colonias,
    zonas_envio: row.zonas_envio,
    compra_minima_envio_domicilio: centsToPesos(row.compra_minima_envio_domicilio_cents),
    activar_envio_gratis_compra_minima: row.activar_envio_gratis_compra_minima,
    importe_envio_gratis_compra_minima: centsToPesos(row.importe_envio_gratis_compra_minima_cents),
    informacion_envio: row.informacion_envio,
    costo_por_porcentaje: row.costo_por_porcentaje,
    bank_transfer_details: openJson(key, row.bank_transfer_details),
    activar_campo_agregar_propina: row.activar_campo_agregar_propina,
    tip_display_mode: row.tip_display_mode,
    horarios: row.horarios,
    config_form_entrega: row.config_form_entrega,
    address: row.address,
    facebook_pixel_id: row.facebook_pixel_id,
    tags: row.tags,
    created_at: row.created_at.toISOString(),
  };
}

/** Wire fields a merchant may edit with PUT /v1/comercio (ids, plan and billing fields are not among them). */
export const EDITABLE_COMMERCE_FIELDS = [
  'nombre',
  'correo_contacto',
  'nombre_contacto',
  'zona_horaria',
  'country_code',
  'logotipo',
  'imagen_portada',
  'direccion',
  'telefono',
  'prefijo_folio',
  'cantidad_maxima_por_producto',
  'servicio_activo',
  'electron_app_version',
  'horarios',
  'address',
  'facebook_pixel_id',
  'tags',
  // The delivery-config fields come from the shared list the delivery settings rules use.
  ...DELIVERY_SETTINGS_FIELDS,
] as const satisfies readonly (keyof Commerce)[];
export type EditableCommerceField = (typeof EDITABLE_COMMERCE_FIELDS)[number];
export type CommerceEdits = Partial<Pick<Commerce, EditableCommerceField>>;

/** Only the editable fields present in `body`; everything else is ignored. */
export function pickCommerceEdits(body: Record<string, unknown>): CommerceEdits {
  const edits: Record<string, unknown> = {};
  for (const field of EDITABLE_COMMERCE_FIELDS) {
    if (Object.prototype.hasOwnProperty.call(body, field) && body[field] !== undefined) edits[field] = body[field];
  }
  return edits as CommerceEdits;
}

/** The column values of wire edits (pesos → cents, bank transfer details sealed with `key`). */
export function commerceEditsToColumns(edits: CommerceEdits, key: Buffer): Partial<CommerceInsert> {
  const { costo_envio_domicilio, compra_minima_envio_domicilio, importe_envio_gratis_compra_minima, bank_transfer_details, ...same } = edits;
  const columns: Partial<CommerceInsert> = { ...same };
  if (bank_transfer_details !== undefined) columns.bank_transfer_details = bank_transfer_details && sealJson(key, bank_transfer_details);
  if (costo_envio_domicilio !== undefined) columns.costo_envio_domicilio_cents = pesosToCents(costo_envio_domicilio);
  if (compra_minima_envio_domicilio !== undefined) columns.compra_minima_envio_domicilio_cents = pesosToCents(compra_minima_envio_domicilio);
  if (importe_envio_gratis_compra_minima !== undefined) columns.importe_envio_gratis_compra_minima_cents = pesosToCents(importe_envio_gratis_compra_minima);
  return columns;
}

export async function findCommerce(db: DbOrTx, commerceId: string): Promise<CommerceRow | undefined> {
  const [row] = await db.select().from(commerces).where(eq(commerces.id, commerceId)).limit(1);
  return row;
}

/** Writes the columns an edit produced; answers the stored row. */
export async function saveCommerceColumns(db: DbOrTx, commerceId: string, columns: Partial<CommerceInsert>): Promise<CommerceRow> {
  const [row] = await db
    .update(commerces)
    .set({ ...columns, updated_at: new Date() })
    .where(eq(commerces.id, commerceId))
    .returning();
  return row!;
}

/** The commerce's phone and whether it was validated by a code (Mi cuenta). */
export async function commercePhone(db: DbOrTx, commerceId: string): Promise<{ telefono: string; country_code: string; verificado: boolean } | undefined> {
  const [row] = await db
    .select({ telefono: commerces.telefono, country_code: commerces.country_code, verificado: commerces.telefono_verificado })
    .from(commerces)
    .where(eq(commerces.id, commerceId))
    .limit(1);
  return row;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Coupon CRUD for /cupones (module CUPONES). Redemption rules (validity, minimum, limits, atomic use count)
// live in redeem.ts with order intake; this file only keeps the coupon rows.
// Wire values: valor is pesos for 'amount' and percent for 'percent' (stored ×100 as integers in both
// cases); compra_minima is pesos. Dates as services/ads/dates.ts reads them (local days of the commerce).
import { isUuid } from '@shared/ids';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type DiscountType } from '../../../../shared/constants';
import { fromCents, toCents } from '../../../../shared/money';
import type { Coupon } from '../../../../shared/types/menu';
import { couponSchema, normalizeCouponCode } from '../../../../shared/validation/coupon';
import type { DbOrTx } from '../../db/database';
import { couponUsages, coupons } from '../../db/schema/marketing';
import { conflict, notFound } from '../../errors';
import { findCommerce } from '../commerce';
import { validityRange, type DateText } from '../ads/dates';
import { assertValid } from '../validation';

export const COUPON_ADMIN_MSG = {
  notFound: 'No se encontró el cupón',
  codeTaken: 'Ya existe un cupón con ese código',
  deleted: 'Cupón eliminado',
} as const;

type CouponRow = typeof coupons.$inferSelect;
type Body = Record<string, unknown>;


function asBody(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

export function toCouponWire(row: CouponRow, usos: number): Coupon {
  return {
    id: row.id,
    id_comercio: row.id_comercio,
    codigo: row.codigo,
    tipo: row.tipo,
    valor: row.valor / 100,
    fecha_inicio: row.fecha_inicio?.toISOString() ?? null,
    fecha_fin: row.fecha_fin?.toISOString() ?? null,
    compra_minima: row.compra_minima_cents == null ? null : fromCents(row.compra_minima_cents),
    limite_total: row.limite_total,
    limite_por_cliente: row.limite_por_cliente,
    usos,
    activo: row.activo,
  };
}

function optionalNumber(value: unknown): number | null {
  if (value == null || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

async function zoneOf(db: DbOrTx, commerceId: string): Promise<string> {
  return (await findCommerce(db, commerceId))?.zona_horaria || DEFAULT_TIME_ZONE;
}

/** The body with its code as stored ('  tacos10 ' -> 'TACOS10'); the routes check it after this too. */
export function withNormalizedCode(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { codigo } = input as Body;
  return typeof codigo === 'string' ? { ...input, codigo: normalizeCouponCode(codigo) } : input;
}

/** Validates a full coupon body with the shared schema and turns it into columns. */
async function toColumns(db: DbOrTx, commerceId: string, input: Body) {
  const body = withNormalizedCode(input) as Body;
  await assertValid(couponSchema, body);
  const zone = await zoneOf(db, commerceId);
  const tipo = body.tipo as DiscountType;
  const valor = optionalNumber(body.valor) ?? 0;
  const { fecha_inicio, fecha_fin } = validityRange(body.fecha_inicio as DateText, body.fecha_fin as DateText, zone);
  const minimum = optionalNumber(body.compra_minima);
  return {
    codigo: body.codigo as string,
    tipo,
    valor: tipo === 'amount' ? toCents(valor) : Math.round(valor * 100),
    fecha_inicio,
    fecha_fin,
    compra_minima_cents: minimum == null ? null : toCents(minimum),
    limite_total: optionalNumber(body.limite_total),
    limite_por_cliente: optionalNumber(body.limite_por_cliente),
    activo: typeof body.activo === 'boolean' ? body.activo : true,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// Written with explicit table names: in a one-table select drizzle leaves columns unqualified, which inside
// this subquery would bind to coupon_usages.
const usageCount = sql<number>`(select count(*)::int from ${couponUsages} as usage where usage.id_cupon = ${coupons}.id)`.mapWith(Number);

export async function listCoupons(db: DbOrTx, commerceId: string): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: coupons, usos: usageCount })
    .from(coupons)
    .where(eq(coupons.id_comercio, commerceId))
    .orderBy(asc(coupons.codigo));
  return rows.map((r) => toCouponWire(r.coupon, r.usos));
}

async function findRow(db: DbOrTx, commerceId: string, id: string): Promise<CouponRow> {
  if (!isUuid(id)) throw notFound(COUPON_ADMIN_MSG.notFound);
  const [row] = await db.select().from(coupons).where(and(eq(coupons.id, id), eq(coupons.id_comercio, commerceId)));
  if (!row) throw notFound(COUPON_ADMIN_MSG.notFound);
  return row;
}

async function usesOf(db: DbOrTx, couponId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(couponUsages).where(eq(couponUsages.id_cupon, couponId));
  return Number(row?.n ?? 0);
}

export async function getCoupon(db: DbOrTx, commerceId: string, id: string): Promise<Coupon> {
  const row = await findRow(db, commerceId, id);
  return toCouponWire(row, await usesOf(db, row.id));
}

export async function createCoupon(db: DbOrTx, commerceId: string, input: unknown): Promise<Coupon> {
  const values = await toColumns(db, commerceId, asBody(input));
  try {
    const [row] = await db
      .insert(coupons)
      .values({ ...values, id_comercio: commerceId })
      .returning();
    return toCouponWire(row!, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_ADMIN_MSG.codeTaken, 'COUPON_CODE_TAKEN');
    throw error;
  }
}

/** PUT: the fields sent replace the stored ones; fields left out keep their value. */
export async function updateCoupon(db: DbOrTx, commerceId: string, id: string, input: unknown): Promise<Coupon> {
  const current = toCouponWire(await findRow(db, commerceId, id), 0);
  const { id: _id, id_comercio: _commerce, usos: _usos, ...editable } = current;
  const values = await toColumns(db, commerceId, { ...editable, ...asBody(input) });
  try {
    const [row] = await db
      .update(coupons)
      .set(values)
      .where(and(eq(coupons.id, current.id), eq(coupons.id_comercio, commerceId)))
      .returning();
    return toCouponWire(row!, await usesOf(db, current.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COUPON_ADMIN_MSG.codeTaken, 'COUPON_CODE_TAKEN');
    throw error;
  }
}

/** Orders that used the coupon keep its code, type, value and amount; only the coupon and its use log go. */
export async function deleteCoupon(db: DbOrTx, commerceId: string, id: string): Promise<void> {
  const row = await findRow(db, commerceId, id);
  await db.delete(coupons).where(and(eq(coupons.id, row.id), eq(coupons.id_comercio, commerceId)));
}

// A commerce's online payment settings (docs/payments.md): which provider customers pay with, when an online
// order rings, and how long an unpaid one waits. No row = the defaults.
import { eq } from 'drizzle-orm';
import { ONLINE_PAYMENT_MSG, isPaymentProviderCode, type OnlinePaymentSettings, type PaymentProviderCode, type RingMoment } from '../../../../shared/online-payment';
import type { DbOrTx } from '../../db/database';
import { onlinePaymentSettings } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { connectedPaymentProviders } from './credentials';

export const DEFAULT_EXPIRY_MINUTES = 30;
export const EXPIRY_MINUTES_RANGE = { min: 5, max: 1440 } as const;

interface StoredSettings {
  proveedor: PaymentProviderCode | null;
  sonar_al: RingMoment;
  minutos_expiracion: number;
}

export async function storedPaymentSettings(db: DbOrTx, commerceId: string): Promise<StoredSettings> {
  const [row] = await db.select().from(onlinePaymentSettings).where(eq(onlinePaymentSettings.id_comercio, commerceId));
  return { proveedor: row?.proveedor ?? null, sonar_al: row?.sonar_al ?? 'pago', minutos_expiracion: row?.minutos_expiracion ?? DEFAULT_EXPIRY_MINUTES };
}

export async function paymentSettings(db: DbOrTx, commerceId: string): Promise<OnlinePaymentSettings> {
  const [stored, conectados] = await Promise.all([storedPaymentSettings(db, commerceId), connectedPaymentProviders(db, commerceId)]);
  return { ...stored, conectados };
}

/** The provider customers pay with: the chosen one if connected, else the first connected; null = none. */
export async function checkoutProvider(db: DbOrTx, commerceId: string): Promise<PaymentProviderCode | null> {
  const { proveedor, conectados } = await paymentSettings(db, commerceId);
  if (proveedor && conectados.includes(proveedor)) return proveedor;
  return conectados[0] ?? null;
}

export async function savePaymentSettings(db: DbOrTx, commerceId: string, input: { proveedor?: unknown; sonar_al?: unknown; minutos_expiracion?: unknown }): Promise<OnlinePaymentSettings> {
  const current = await storedPaymentSettings(db, commerceId);
  const proveedor = input.proveedor === undefined ? current.proveedor : input.proveedor;
  if (proveedor !== null && !isPaymentProviderCode(proveedor)) throw badRequest('proveedor: elige Stripe, Mercado Pago o Clip', 'proveedor');
  const sonar = input.sonar_al === undefined ? current.sonar_al : input.sonar_al;
  if (sonar !== 'pago' && sonar !== 'llegada') throw badRequest('sonar_al: elige «Al pagarse» o «Al llegar»', 'sonar_al');
  const minutes = input.minutos_expiracion === undefined ? current.minutos_expiracion : input.minutos_expiracion;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < EXPIRY_MINUTES_RANGE.min || minutes > EXPIRY_MINUTES_RANGE.max) {
    throw badRequest(`minutos_expiracion: escribe un número entero de minutos entre ${EXPIRY_MINUTES_RANGE.min} y ${EXPIRY_MINUTES_RANGE.max}`, 'minutos_expiracion');
  }
  const values = { proveedor, sonar_al: sonar as RingMoment, minutos_expiracion: minutes, updated_at: new Date() };
  await db
    .insert(onlinePaymentSettings)
    .values({ id_comercio: commerceId, ...values })
    .onConflictDoUpdate({ target: onlinePaymentSettings.id_comercio, set: values });
  return paymentSettings(db, commerceId);
}

/**
 * Before intake places a customer's order: «Pago en línea» needs a connected provider (400 naming metodo_pago
 * otherwise), and answers whether the order waits for its payment to ring (sonar_al 'pago', the default).
 */
export async function onlinePaymentIntake(db: DbOrTx, commerceId: string, body: unknown): Promise<{ holdUntilPaid: boolean }> {
  const method = (body as { metodo_pago?: unknown } | null)?.metodo_pago;
  if (typeof method !== 'string' || method.trim().toLowerCase() !== 'payment_provider') return { holdUntilPaid: false };
  if (!(await checkoutProvider(db, commerceId))) throw badRequest(`metodo_pago: ${ONLINE_PAYMENT_MSG.noProvider}`, 'metodo_pago');
  return { holdUntilPaid: (await storedPaymentSettings(db, commerceId)).sonar_al === 'pago' };
}

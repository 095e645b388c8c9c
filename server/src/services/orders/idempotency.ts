// One order per customer intent (docs/data-safety.md, "Un pedido por intención"): the public checkout sends
// an Idempotency-Key per checkout attempt; the key is stored with the order, unique per commerce
// (migration 0016), and a repeat answers the first order. The database decides: two repeats racing on two
// instances meet at the unique index, and the loser answers the winner's order.
import { and, eq } from 'drizzle-orm';
import type { OrderDetail } from '../../../../shared/types/order';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { badRequest } from '../../errors';
import { detailOfOrderRow } from './operations';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const UNIQUE_INDEX = 'orders_commerce_idempotency_unique';
/** A client-made random id (a UUID is 36 characters); anything else is refused before intake. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const IDEMPOTENCY_MSG = 'La clave Idempotency-Key debe tener de 16 a 100 letras, números, guiones o guiones bajos';

/** The request's key, null when it sent none; a malformed key is a 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw badRequest(IDEMPOTENCY_MSG, IDEMPOTENCY_HEADER);
  return value;
}

/** The order a key already placed in this commerce (deleted ones too: the customer's answer does not change). */
export async function orderOfIdempotencyKey(db: DbOrTx, commerceId: string, key: string): Promise<OrderDetail | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id_comercio, commerceId), eq(orders.idempotency_key, key)));
  return order ? detailOfOrderRow(db, commerceId, order) : null;
}

/** True when the error is the key's unique index refusing a second order (in the error or its causes). */
export function isRepeatedKey(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === UNIQUE_INDEX || (typeof message === 'string' && message.includes(UNIQUE_INDEX)))) return true;
  }
  return false;
}

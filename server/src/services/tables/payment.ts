// Closing a table with payment (docs/counter.md): the parts (method and amount, one per person when the
// bill is split), the tip and the cash received are checked by the shared rule (shared/counter.ts); then,
// in one transaction, every open order ends delivered and paid, the payment is recorded and the table
// is closed. The orders keep the method that paid most of the bill; the payment row keeps every part. A payment
// link of this visit paid for an older bill (payments/table-bill.ts) is the bill's «Enlace de pago» part when the
// cashier's parts cover the rest; when they cover the whole bill instead, that link's money is refunded.
import { fromCents, toCents } from '../../../../shared/money';
import { checkTablePayment, COUNTER_PAYMENT_METHODS, type StoredTablePaymentPart, type TablePaymentInput, type TablePaymentPart, type TableSplit } from '../../../../shared/counter';
import type { Db } from '../../db/database';
import { tablePayments } from '../../db/schema/counter';
import { HttpError } from '../../errors';
import type { TablePaymentResult } from '../../../../shared/types/tables';
import { creditTableLinks } from '../payments/table-bill';
import { lockOpenOrders, settleVisit } from './settle';
import { findTable } from './visit';

function refuse(status: number, field: string, message: string): HttpError {
  return new HttpError(status, `${field}: ${message}`, { field });
}

function partsOf(input: TablePaymentInput): TablePaymentPart[] {
  if (!Array.isArray(input.pagos) || input.pagos.length > 50) throw refuse(400, 'pagos', 'Agrega al menos un pago');
  return input.pagos.map((p) => {
    if (!COUNTER_PAYMENT_METHODS.includes(p.metodo)) throw refuse(400, 'pagos', 'Método de pago no válido');
    if (typeof p.monto !== 'number' || !Number.isFinite(p.monto)) throw refuse(400, 'pagos', 'Cada pago debe ser mayor a $0.00');
    return { metodo: p.metodo, monto_cents: toCents(p.monto) };
  });
}

function splitOf(input: TablePaymentInput): TableSplit | null {
  const d = input.division;
  if (!d) return null;
  if (d.tipo === 'partes' && Number.isInteger(d.partes) && d.partes >= 1 && d.partes <= 50) return d;
  if (d.tipo === 'productos' && Number.isInteger(d.cuentas) && d.cuentas >= 1 && d.cuentas <= 50) return d;
  throw refuse(400, 'division', 'División de la cuenta no válida');
}

export async function payTable(db: Db, commerceId: string, userId: string, tableUuid: string, input: TablePaymentInput): Promise<TablePaymentResult> {
  const table = await findTable(db, commerceId, tableUuid);
  const parts = partsOf(input);
  const tipCents = toCents(typeof input.propina === 'number' && Number.isFinite(input.propina) ? input.propina : -1);
  const received = input.efectivo_recibido == null ? null : toCents(input.efectivo_recibido);
  const division = splitOf(input);
  return db.transaction(async (tx) => {
    const open = await lockOpenOrders(tx, commerceId, table);
    if (open.length === 0) throw refuse(409, 'mesa', 'La mesa no tiene pedidos abiertos');
    const consumo = open.reduce((sum, o) => sum + o.total_cents, 0);
    const links = await creditTableLinks(tx, commerceId, table.uuid, open);
    const paidCents = parts.reduce((sum, p) => sum + p.monto_cents, 0);
    // The parts cover what the paid link left (the bill screen offers it so): the link is one more part.
    const counted = links.creditable && paidCents === consumo + tipCents - links.cents;
    const check =
      counted && parts.length === 0 ? { ok: true as const, cashCents: 0, changeCents: 0 } : checkTablePayment(counted ? consumo - links.cents : consumo, tipCents, parts, received);
    if (!check.ok) throw refuse(400, check.field, check.message);
    const stored: StoredTablePaymentPart[] = counted ? [...parts, { metodo: 'enlace_pago', monto_cents: links.cents }] : parts;
    const byMethod = new Map<StoredTablePaymentPart['metodo'], number>();
    for (const p of stored) byMethod.set(p.metodo, (byMethod.get(p.metodo) ?? 0) + p.monto_cents);
    const main = [...byMethod.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const settled = await settleVisit(tx, commerceId, table, open, main, 'c');
    const [row] = await tx
      .insert(tablePayments)
      .values({
        id_comercio: commerceId,
        table_uuid: table.uuid,
        numero_mesa: table.numero,
        pedidos: open.map((o) => o.id),
        consumo_cents: consumo,
        propina_cents: tipCents,
        total_cents: consumo + tipCents,
        pagos: stored,
        efectivo_recibido_cents: check.cashCents > 0 ? (received ?? check.cashCents) : null,
        cambio_cents: check.changeCents,
        division,
        id_usuario: userId,
      })
      .returning();
    // Counted, the links are this payment's; not counted, the whole bill was charged here and they go back.
    if (counted) await links.applyTo(row!.id);
    else await links.refund(userId);
    return {
      ...settled,
      pago: {
        id: row!.id,
        consumo: fromCents(consumo),
        propina: fromCents(tipCents),
        total: fromCents(consumo + tipCents),
        cambio: fromCents(check.changeCents),
        pagos: stored.map((p) => ({ metodo: p.metodo, monto: fromCents(p.monto_cents) })),
      },
    };
  });
}

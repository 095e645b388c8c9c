// Cash shifts (corte de caja, docs/counter.md): one open shift per commerce with its starting cash; cash
// in and out with a reason; closing counts the drawer against the expected cash and freezes the summary.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CashMovementType, CashShift, CashShiftSummary, UnassignedSales } from '../../../../shared/counter';
import { fromCents, toCents } from '../../../../shared/money';
import type { Db, DbOrTx } from '../../db/database';
import { cashMovements, cashShifts } from '../../db/schema/counter';
import { HttpError } from '../../errors';
import { shiftSummary } from './summary';
import { unassignedSales } from './unassigned';

type ShiftRow = typeof cashShifts.$inferSelect;

export const CASH_MSG = {
  alreadyOpen: 'Ya hay un turno abierto; ciérralo antes de abrir otro',
  noOpen: 'No hay un turno abierto',
  notFound: 'No se encontró el turno',
  closed: 'El turno ya está cerrado',
  reason: 'motivo: Escribe el motivo del movimiento (3 a 200 caracteres)',
  amount: 'monto: El monto debe ser mayor a $0.00',
} as const;

/** Where the shift's sales start: its opening, or earlier once the sales without a shift were added. */
const countedFrom = (row: ShiftRow): Date => row.ventas_desde ?? row.abierto_at;

async function movementsOf(db: DbOrTx, shiftId: string) {
  return db.select().from(cashMovements).where(eq(cashMovements.id_turno, shiftId)).orderBy(desc(cashMovements.created_at));
}

async function toWire(db: DbOrTx, row: ShiftRow, summary?: CashShiftSummary): Promise<CashShift> {
  const resumen =
    summary ??
    row.resumen ??
    (await shiftSummary(db, { commerceId: row.id_comercio, shiftId: row.id, start: countedFrom(row), end: row.cerrado_at ?? new Date(), fondoCents: row.fondo_inicial_cents }));
  const moves = await movementsOf(db, row.id);
  return {
    id: row.id,
    abierto_at: row.abierto_at.toISOString(),
    cerrado_at: row.cerrado_at?.toISOString() ?? null,
    fondo_inicial: fromCents(row.fondo_inicial_cents),
    efectivo_contado: row.efectivo_contado_cents == null ? null : fromCents(row.efectivo_contado_cents),
    efectivo_esperado: row.efectivo_esperado_cents == null ? null : fromCents(row.efectivo_esperado_cents),
    diferencia: row.efectivo_contado_cents == null || row.efectivo_esperado_cents == null ? null : fromCents(row.efectivo_contado_cents - row.efectivo_esperado_cents),
    nota: row.nota,
    ventas_desde: row.ventas_desde?.toISOString() ?? null,
    resumen,
    movimientos: moves.map((m) => ({ id: m.id, tipo: m.tipo, monto: fromCents(m.monto_cents), motivo: m.motivo, created_at: m.created_at.toISOString() })),
  };
}

async function openRow(db: DbOrTx, commerceId: string): Promise<ShiftRow | undefined> {
  const [row] = await db.select().from(cashShifts).where(and(eq(cashShifts.id_comercio, commerceId), isNull(cashShifts.cerrado_at)));
  return row;
}

async function shiftRow(db: DbOrTx, commerceId: string, shiftId: string): Promise<ShiftRow> {
  const [row] = /^[0-9a-f-]{36}$/i.test(shiftId) ? await db.select().from(cashShifts).where(and(eq(cashShifts.id_comercio, commerceId), eq(cashShifts.id, shiftId))) : [];
  if (!row) throw new HttpError(404, CASH_MSG.notFound);
  return row;
}

export async function currentShift(db: DbOrTx, commerceId: string): Promise<CashShift | null> {
  const row = await openRow(db, commerceId);
  return row ? toWire(db, row) : null;
}

/** The open shift (or null) and the sales without a shift that could be added to it. */
export async function currentShiftState(db: DbOrTx, commerceId: string): Promise<{ turno: CashShift | null; sin_turno: UnassignedSales }> {
  const row = await openRow(db, commerceId);
  const now = new Date();
  return { turno: row ? await toWire(db, row) : null, sin_turno: await unassignedSales(db, commerceId, row ? countedFrom(row) : now, now) };
}

/**
 * Adds the sales that arrived without a shift to this open shift: it counts sales from the first of them.
 * Only this commerce's shift (404 otherwise), only while open (409); again, with none left, changes nothing.
 */
export async function addUnassignedSales(db: Db, commerceId: string, shiftId: string): Promise<CashShift> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cashShifts).where(and(eq(cashShifts.id_comercio, commerceId), eq(cashShifts.id, (await shiftRow(tx, commerceId, shiftId)).id))).for('update');
    if (!row || row.cerrado_at) throw new HttpError(409, CASH_MSG.closed);
    const gap = await unassignedSales(tx, commerceId, countedFrom(row));
    if (!gap.desde) return toWire(tx, row);
    const [moved] = await tx.update(cashShifts).set({ ventas_desde: new Date(gap.desde) }).where(eq(cashShifts.id, row.id)).returning();
    return toWire(tx, moved!);
  });
}

export async function openShift(db: Db, commerceId: string, userId: string, fondo: number): Promise<CashShift> {
  if (!Number.isFinite(fondo) || fondo < 0) throw new HttpError(400, 'fondo_inicial: El fondo inicial no puede ser negativo', { field: 'fondo_inicial' });
  if (await openRow(db, commerceId)) throw new HttpError(409, CASH_MSG.alreadyOpen);
  try {
    const [row] = await db.insert(cashShifts).values({ id_comercio: commerceId, abierto_por: userId, fondo_inicial_cents: toCents(fondo) }).returning();
    return toWire(db, row!);
  } catch {
    // Two registers opening at once: the partial unique index lets one win.
    throw new HttpError(409, CASH_MSG.alreadyOpen);
  }
}

export async function addMovement(db: Db, commerceId: string, userId: string, shiftId: string, input: { tipo: CashMovementType; monto: number; motivo: string }): Promise<CashShift> {
  const motivo = input.motivo.trim();
  if (motivo.length < 3 || motivo.length > 200) throw new HttpError(400, CASH_MSG.reason, { field: 'motivo' });
  if (!Number.isFinite(input.monto) || toCents(input.monto) <= 0) throw new HttpError(400, CASH_MSG.amount, { field: 'monto' });
  const row = await shiftRow(db, commerceId, shiftId);
  if (row.cerrado_at) throw new HttpError(409, CASH_MSG.closed);
  await db.insert(cashMovements).values({ id_comercio: commerceId, id_turno: row.id, tipo: input.tipo, monto_cents: toCents(input.monto), motivo, id_usuario: userId });
  return toWire(db, row);
}

export async function closeShift(db: Db, commerceId: string, userId: string, shiftId: string, input: { efectivo_contado: number; nota?: string | null }): Promise<CashShift> {
  if (!Number.isFinite(input.efectivo_contado) || input.efectivo_contado < 0) throw new HttpError(400, 'efectivo_contado: Captura el efectivo contado', { field: 'efectivo_contado' });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cashShifts).where(and(eq(cashShifts.id_comercio, commerceId), eq(cashShifts.id, (await shiftRow(tx, commerceId, shiftId)).id))).for('update');
    if (!row || row.cerrado_at) throw new HttpError(409, CASH_MSG.closed);
    const end = new Date();
    const summary = await shiftSummary(tx, { commerceId, shiftId: row.id, start: countedFrom(row), end, fondoCents: row.fondo_inicial_cents });
    const [closed] = await tx
      .update(cashShifts)
      .set({
        cerrado_at: end,
        cerrado_por: userId,
        efectivo_contado_cents: toCents(input.efectivo_contado),
        efectivo_esperado_cents: toCents(summary.efectivo_esperado),
        resumen: summary,
        nota: input.nota?.trim() || null,
      })
      .where(eq(cashShifts.id, row.id))
      .returning();
    return toWire(tx, closed!, summary);
  });
}

export async function pastShifts(db: DbOrTx, commerceId: string, limit = 30): Promise<CashShift[]> {
  const rows = await db
    .select()
    .from(cashShifts)
    .where(and(eq(cashShifts.id_comercio, commerceId), isNotNull(cashShifts.cerrado_at)))
    .orderBy(desc(cashShifts.abierto_at))
    .limit(limit);
  return Promise.all(rows.map((row) => toWire(db, row)));
}

export async function shiftById(db: DbOrTx, commerceId: string, shiftId: string): Promise<CashShift> {
  return toWire(db, await shiftRow(db, commerceId, shiftId));
}

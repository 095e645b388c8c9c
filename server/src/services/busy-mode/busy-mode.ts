// Busy mode (docs/counter.md): the counter pauses new online orders for 15/30/60 minutes or until resumed,
// or adds 10/20 minutes to every prep time (for an hour). An expired pause or extra reads as off, so the
// public menu resumes by itself without anyone touching it.
import { eq } from 'drizzle-orm';
import { BUSY_EXTRA_OPTIONS, BUSY_PAUSE_OPTIONS, type BusyMode } from '../../../../shared/counter';
import type { Db, DbOrTx } from '../../db/database';
import { commerceBusyMode } from '../../db/schema/counter';
import { commerces } from '../../db/schema/commerces';
import { HttpError } from '../../errors';

/** Extra prep minutes last this long unless removed earlier. */
export const EXTRA_MINUTES_DURATION_MS = 60 * 60_000;

export const BUSY_MSG = {
  paused: 'El comercio pausó los pedidos en línea por un momento. Intenta de nuevo en unos minutos.',
} as const;

export type BusyAction =
  | { accion: 'pausar'; minutos: number | null }
  | { accion: 'reanudar' }
  | { accion: 'agregar_minutos'; minutos: number }
  | { accion: 'quitar_minutos' };

const OFF: BusyMode = { pausado: false, pausa_hasta: null, minutos_extra: 0, minutos_extra_hasta: null };

export type BusyModeRow = typeof commerceBusyMode.$inferSelect;

/** The busy mode a stored row means at `now` (no row: off). */
export function busyModeFromRow(row: BusyModeRow | undefined, now: Date = new Date()): BusyMode {
  if (!row) return OFF;
  const pausado = row.pausa_indefinida || (row.pausa_hasta !== null && row.pausa_hasta > now);
  const extra = row.minutos_extra > 0 && (row.minutos_extra_hasta === null || row.minutos_extra_hasta > now);
  return {
    pausado,
    pausa_hasta: pausado && !row.pausa_indefinida && row.pausa_hasta ? row.pausa_hasta.toISOString() : null,
    minutos_extra: extra ? row.minutos_extra : 0,
    minutos_extra_hasta: extra && row.minutos_extra_hasta ? row.minutos_extra_hasta.toISOString() : null,
  };
}

export async function busyModeOf(db: DbOrTx, commerceId: string, now: Date = new Date()): Promise<BusyMode> {
  const [row] = await db.select().from(commerceBusyMode).where(eq(commerceBusyMode.id_comercio, commerceId));
  return busyModeFromRow(row, now);
}

export async function busyModeByPath(db: DbOrTx, idPath: string, now: Date = new Date()): Promise<BusyMode | null> {
  const [commerce] = await db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, idPath));
  return commerce ? busyModeOf(db, commerce.id, now) : null;
}

export async function setBusyMode(db: Db, commerceId: string, action: BusyAction, now: Date = new Date()): Promise<BusyMode> {
  let patch: Partial<typeof commerceBusyMode.$inferInsert>;
  switch (action.accion) {
    case 'pausar':
      if (action.minutos !== null && !(BUSY_PAUSE_OPTIONS as readonly number[]).includes(action.minutos)) {
        throw new HttpError(400, `minutos: Elige ${BUSY_PAUSE_OPTIONS.join(', ')} minutos o hasta reanudar`, { field: 'minutos' });
      }
      patch = action.minutos === null ? { pausa_indefinida: true, pausa_hasta: null } : { pausa_indefinida: false, pausa_hasta: new Date(now.getTime() + action.minutos * 60_000) };
      break;
    case 'reanudar':
      patch = { pausa_indefinida: false, pausa_hasta: null };
      break;
    case 'agregar_minutos':
      if (!(BUSY_EXTRA_OPTIONS as readonly number[]).includes(action.minutos)) throw new HttpError(400, `minutos: Elige ${BUSY_EXTRA_OPTIONS.join(' o ')} minutos`, { field: 'minutos' });
      patch = { minutos_extra: action.minutos, minutos_extra_hasta: new Date(now.getTime() + EXTRA_MINUTES_DURATION_MS) };
      break;
    case 'quitar_minutos':
      patch = { minutos_extra: 0, minutos_extra_hasta: null };
      break;
  }
  await db
    .insert(commerceBusyMode)
    .values({ id_comercio: commerceId, ...patch, updated_at: now })
    .onConflictDoUpdate({ target: commerceBusyMode.id_comercio, set: { ...patch, updated_at: now } });
  return busyModeOf(db, commerceId, now);
}

/** Public orders are refused while paused (409, Spanish message); the cashier's phone orders are not. */
export async function assertTakingOnlineOrders(db: DbOrTx, commerceId: string): Promise<void> {
  assertNotPaused(await busyModeOf(db, commerceId));
}

/** The same refusal from a busy mode already read (order intake reads it inside its transaction). */
export function assertNotPaused(mode: BusyMode): void {
  if (mode.pausado) throw new HttpError(409, BUSY_MSG.paused, { code: 'ORDERS_PAUSED' });
}

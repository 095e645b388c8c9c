// The store that pauses itself when nobody is watching (docs/availability.md, "Pausa automática"): its
// settings, its state as the panel reads it, the acknowledgement, and the one refusal of public orders.
// The pause is claimed by evaluate.ts; every change here is a conditional update, so instances agree.
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  AUTO_PAUSE_DEFAULTS,
  AUTO_PAUSE_PUBLIC_MESSAGE,
  checkAutoPauseSettings,
  type AutoPauseSettings,
  type AutoPauseState,
  type AutoPauseView,
} from '../../../../shared/auto-pause';
import type { DbOrTx } from '../../db/database';
import { commerceAutoPause, counterPresence } from '../../db/schema/auto-pause';
import { badRequest, HttpError } from '../../errors';
import { rowsOf } from '../reports/filters';
import { PRESENCE_FRESH_MS } from './presence';

type AutoPauseRow = typeof commerceAutoPause.$inferSelect;

export function settingsOfRow(row: Pick<AutoPauseRow, keyof AutoPauseSettings> | undefined): AutoPauseSettings {
  if (!row) return { ...AUTO_PAUSE_DEFAULTS };
  return { activo: row.activo, minutos_sin_dispositivo: row.minutos_sin_dispositivo, pedidos_sin_aceptar: row.pedidos_sin_aceptar, minutos_sin_aceptar: row.minutos_sin_aceptar };
}

async function rowOf(db: DbOrTx, commerceId: string): Promise<AutoPauseRow | undefined> {
  const [row] = await db.select().from(commerceAutoPause).where(eq(commerceAutoPause.id_comercio, commerceId));
  return row;
}

/** Whether a counter device of the commerce was seen within PRESENCE_FRESH_MS of `at`. */
export async function deviceConnected(db: DbOrTx, commerceId: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: counterPresence.id_comercio })
    .from(counterPresence)
    .where(and(eq(counterPresence.id_comercio, commerceId), gt(counterPresence.last_seen_at, new Date(at.getTime() - PRESENCE_FRESH_MS))))
    .limit(1);
  return row !== undefined;
}

export async function autoPauseView(db: DbOrTx, commerceId: string, at: Date = new Date()): Promise<AutoPauseView> {
  const [row, connected] = await Promise.all([rowOf(db, commerceId), deviceConnected(db, commerceId, at)]);
  const paused = row?.pausado_at != null;
  const estado: AutoPauseState = {
    pausado: paused,
    motivo: paused ? (row?.motivo ?? null) : null,
    detalle: paused ? (row?.detalle ?? null) : null,
    desde: paused && row?.pausado_at ? row.pausado_at.toISOString() : null,
    reconocido_at: paused && row?.reconocido_at ? row.reconocido_at.toISOString() : null,
    dispositivo_conectado: connected,
  };
  return { ajustes: settingsOfRow(row), estado };
}

/**
 * Saves the settings (400 with the field's message when invalid). Turning the rule off also lifts a current
 * pause: the owner chose to take orders unwatched. Any change restarts the watch (ajustes_at).
 */
export async function saveAutoPauseSettings(db: DbOrTx, commerceId: string, input: unknown, at: Date = new Date()): Promise<AutoPauseView> {
  const checked = checkAutoPauseSettings(input);
  if (!checked.ok) throw badRequest(checked.message, checked.field);
  const settings = checked.value;
  const lift = settings.activo ? {} : { pausado_at: null, motivo: null, detalle: null, alerta_at: null, reanudado_at: at };
  await db
    .insert(commerceAutoPause)
    .values({ id_comercio: commerceId, ...settings, ajustes_at: at })
    .onConflictDoUpdate({ target: commerceAutoPause.id_comercio, set: { ...settings, ajustes_at: at, ...lift } });
  return autoPauseView(db, commerceId, at);
}

/**
 * Someone in the panel saw the pause: recorded, and the pause ends now when a device is connected (else
 * when one connects: evaluate.ts resumes it). Acknowledging when not paused changes nothing.
 */
export async function acknowledgeAutoPause(db: DbOrTx, commerceId: string, userId: string, at: Date = new Date()): Promise<AutoPauseView> {
  await db
    .update(commerceAutoPause)
    .set({ reconocido_at: at, reconocido_por: userId })
    .where(and(eq(commerceAutoPause.id_comercio, commerceId), isNotNull(commerceAutoPause.pausado_at)));
  await resumeAcknowledged(db, at, commerceId);
  return autoPauseView(db, commerceId, at);
}

/**
 * Ends the acknowledged pauses whose commerce has a device connected at `at` (one commerce, or all); answers
 * the commerces resumed. Orders already taken are untouched: only intake's refusal stops.
 */
export async function resumeAcknowledged(db: DbOrTx, at: Date, commerceId: string | null = null): Promise<string[]> {
  const fresh = new Date(at.getTime() - PRESENCE_FRESH_MS).toISOString();
  const stamp = at.toISOString();
  const rows = rowsOf<{ id_comercio: string }>(
    await db.execute(sql`
      UPDATE commerce_auto_pause a SET pausado_at = NULL, motivo = NULL, detalle = NULL, alerta_at = NULL, reanudado_at = ${stamp}::timestamptz
      WHERE a.pausado_at IS NOT NULL AND a.reconocido_at IS NOT NULL AND a.reconocido_at >= a.pausado_at
        ${commerceId ? sql`AND a.id_comercio = ${commerceId}` : sql``}
        AND EXISTS (SELECT 1 FROM counter_presence p WHERE p.id_comercio = a.id_comercio AND p.last_seen_at > ${fresh}::timestamptz)
      RETURNING a.id_comercio`),
  );
  return rows.map((row) => String(row.id_comercio));
}

export async function isAutoPaused(db: DbOrTx, commerceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: commerceAutoPause.id_comercio })
    .from(commerceAutoPause)
    .where(and(eq(commerceAutoPause.id_comercio, commerceId), isNotNull(commerceAutoPause.pausado_at)));
  return row !== undefined;
}

/** Refuses a customer's order while the store is paused by the rule (409 ORDERS_AUTO_PAUSED, the public message). */
export async function assertNotAutoPaused(db: DbOrTx, commerceId: string): Promise<void> {
  if (await isAutoPaused(db, commerceId)) throw new HttpError(409, AUTO_PAUSE_PUBLIC_MESSAGE, { code: 'ORDERS_AUTO_PAUSED' });
}

// One evaluation pass of the rule (docs/availability.md, "Pausa automática"), run by every server instance
// on an interval with the clock it is given. Candidates are read in one statement; the open hours are
// asked of the shared schedule rule; each pause is CLAIMED by a conditional upsert that re-checks what the
// candidate was read with (no pause yet, the same settings and last resume, no device seen since), so of
// two instances evaluating together exactly one pauses and alerts the owner.
import { sql } from 'drizzle-orm';
import { localClock, openingIntervals } from '../../../../shared/availability';
import { autoPauseDetail, type AutoPauseReason, type AutoPauseSettings } from '../../../../shared/auto-pause';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import type { ScheduleTurn } from '../../../../shared/types/commerce';
import type { DbOrTx } from '../../db/database';
import { specialDaysWindow } from '../availability/availability';
import { specialDaysBetween } from '../availability/special-days';
import { rowsOf } from '../reports/filters';
import { resumeAcknowledged } from './auto-pause';

/** Orders waiting longer than this are left out of the count (a forgotten order of another day is not today's rush). */
const WAITING_LOOKBACK_MS = 24 * 60 * 60_000;

interface CandidateRow {
  id: string;
  zona_horaria: string | null;
  horarios: ScheduleTurn[] | string;
  minutos_sin_dispositivo: number;
  pedidos_sin_aceptar: number;
  minutos_sin_aceptar: number;
  ajustes_at: string | Date | null;
  reanudado_at: string | Date | null;
  last_seen: string | Date | null;
  waiting: (string | Date)[] | string | null;
}

export interface PauseDecision {
  commerceId: string;
  reason: AutoPauseReason;
  detail: string;
  /** The last device sighting the decision was made on (a newer one cancels the claim). */
  lastSeen: Date | null;
  ajustesAt: Date | null;
  reanudadoAt: Date | null;
}

export interface EvaluationOutcome {
  /** Commerces this pass paused (claimed by this instance). */
  paused: PauseDecision[];
  /** Commerces this pass resumed (acknowledged, a device back). */
  resumed: string[];
}

const dateOf = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

/** Start, in minutes from local midnight, of the run of opening intervals containing `now`; null when closed. */
export function openRunStart(intervals: readonly { start: number; end: number }[], now: number): number | null {
  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (!current) return null;
  let start = current.start;
  for (let moved = true; moved; ) {
    moved = false;
    for (const interval of intervals) {
      if (interval.start < start && interval.end >= start) {
        start = interval.start;
        moved = true;
      }
    }
  }
  return start;
}

/** The instant the commerce's current opening began, or null when it is closed at `at`. */
async function openedAt(db: DbOrTx, row: CandidateRow, at: Date): Promise<Date | null> {
  const zone = row.zona_horaria || DEFAULT_TIME_ZONE;
  const window = specialDaysWindow({ id: row.id, zona_horaria: zone }, at);
  const days = await specialDaysBetween(db, row.id, window.from, window.to);
  const { date, minute } = localClock(at, zone);
  const horarios = typeof row.horarios === 'string' ? (JSON.parse(row.horarios) as ScheduleTurn[]) : row.horarios;
  const start = openRunStart(openingIntervals(date, horarios, new Map(days.map((day) => [day.fecha, day]))), minute);
  if (start === null) return null;
  // Whole minutes: the seconds of `at` past the local minute are kept out of the subtraction.
  return new Date(at.getTime() - (minute - start) * 60_000 - (at.getTime() % 60_000));
}

function latest(...dates: (Date | null)[]): Date {
  return new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));
}

/** What the rule decides for one candidate at `at`, or null (closed, watched, not enough waiting orders). */
export async function decide(db: DbOrTx, row: CandidateRow, at: Date, watchingSince: Date): Promise<PauseDecision | null> {
  const opened = await openedAt(db, row, at);
  if (!opened) return null;
  const settings: AutoPauseSettings = { activo: true, minutos_sin_dispositivo: row.minutos_sin_dispositivo, pedidos_sin_aceptar: row.pedidos_sin_aceptar, minutos_sin_aceptar: row.minutos_sin_aceptar };
  const lastSeen = dateOf(row.last_seen);
  const ajustesAt = dateOf(row.ajustes_at);
  const reanudadoAt = dateOf(row.reanudado_at);
  const base = { commerceId: row.id, lastSeen, ajustesAt, reanudadoAt };
  // Unwatched since the latest of: a device seen, the opening, a settings change, the last resume, and this
  // instance's start (a server that was down saw nobody, and the panels reconnect within seconds of its return).
  const unwatchedSince = latest(lastSeen, opened, ajustesAt, reanudadoAt, watchingSince);
  if (at.getTime() - unwatchedSince.getTime() >= settings.minutos_sin_dispositivo * 60_000) {
    return { ...base, reason: 'sin_dispositivo', detail: autoPauseDetail('sin_dispositivo', settings) };
  }
  const waitingRaw = typeof row.waiting === 'string' ? (JSON.parse(row.waiting) as string[]) : (row.waiting ?? []);
  const waiting = waitingRaw.map((value) => new Date(value)).filter((created) => created >= opened);
  if (waiting.length >= settings.pedidos_sin_aceptar) return { ...base, reason: 'pedidos_sin_aceptar', detail: autoPauseDetail('pedidos_sin_aceptar', settings) };
  return null;
}

/**
 * The commerces that might pause at `at`: rule on, not paused, service switched on, no manual busy pause,
 * and either no device seen for N minutes or at least M orders waiting more than K minutes. The open hours
 * are checked afterwards (decide).
 */
async function candidates(db: DbOrTx, at: Date, watchingSince: Date): Promise<CandidateRow[]> {
  const stamp = at.toISOString();
  const lookback = new Date(at.getTime() - WAITING_LOOKBACK_MS).toISOString();
  return rowsOf<CandidateRow>(
    await db.execute(sql`
      WITH c AS (
        SELECT c.id, c.zona_horaria, c.horarios,
          coalesce(a.minutos_sin_dispositivo, 5) AS minutos_sin_dispositivo,
          coalesce(a.pedidos_sin_aceptar, 3) AS pedidos_sin_aceptar,
          coalesce(a.minutos_sin_aceptar, 8) AS minutos_sin_aceptar,
          a.ajustes_at, a.reanudado_at,
          (SELECT max(p.last_seen_at) FROM counter_presence p WHERE p.id_comercio = c.id) AS last_seen
        FROM commerces c LEFT JOIN commerce_auto_pause a ON a.id_comercio = c.id
        WHERE c.servicio_activo AND coalesce(a.activo, true) AND a.pausado_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM commerce_busy_mode b WHERE b.id_comercio = c.id AND (b.pausa_indefinida OR b.pausa_hasta > ${stamp}::timestamptz))
      ), w AS (
        SELECT c.*, (
          SELECT coalesce(json_agg(o.created_at ORDER BY o.created_at), '[]'::json) FROM orders o
          WHERE o.id_comercio = c.id AND o.estatus_pedido = 'pending' AND o.deleted_at IS NULL AND NOT o.es_prueba
            AND o.created_at < ${stamp}::timestamptz - make_interval(mins => c.minutos_sin_aceptar)
            AND o.created_at > greatest(${lookback}::timestamptz, c.reanudado_at)
        ) AS waiting
        FROM c
      )
      SELECT * FROM w
      WHERE greatest(w.last_seen, w.ajustes_at, w.reanudado_at, ${watchingSince.toISOString()}::timestamptz) <= ${stamp}::timestamptz - make_interval(mins => w.minutos_sin_dispositivo)
        OR json_array_length(w.waiting) >= w.pedidos_sin_aceptar`),
  );
}

/**
 * Claims the pause: only when nothing changed since the candidate was read (still not paused, the rule on,
 * the same settings and last resume, and — for the unwatched reason — no device seen since). True when this
 * call paused it.
 */
export async function claimPause(db: DbOrTx, decision: PauseDecision, at: Date): Promise<boolean> {
  const stamp = at.toISOString();
  const seen = decision.lastSeen?.toISOString() ?? null;
  const ajustes = decision.ajustesAt?.toISOString() ?? null;
  const reanudado = decision.reanudadoAt?.toISOString() ?? null;
  const noNewDevice =
    decision.reason === 'sin_dispositivo'
      ? sql`AND NOT EXISTS (SELECT 1 FROM counter_presence p WHERE p.id_comercio = ${decision.commerceId} AND p.last_seen_at > coalesce(${seen}::timestamptz, '-infinity'::timestamptz))`
      : sql``;
  const rows = rowsOf<{ id_comercio: string }>(
    await db.execute(sql`
      INSERT INTO commerce_auto_pause AS a (id_comercio, pausado_at, motivo, detalle)
      SELECT ${decision.commerceId}::uuid, ${stamp}::timestamptz, ${decision.reason}, ${decision.detail}
      WHERE TRUE ${noNewDevice}
      ON CONFLICT (id_comercio) DO UPDATE SET pausado_at = excluded.pausado_at, motivo = excluded.motivo, detalle = excluded.detalle,
        reconocido_at = NULL, reconocido_por = NULL, alerta_at = NULL
      WHERE a.pausado_at IS NULL AND a.activo
        AND a.ajustes_at IS NOT DISTINCT FROM ${ajustes}::timestamptz
        AND a.reanudado_at IS NOT DISTINCT FROM ${reanudado}::timestamptz
        ${noNewDevice}
      RETURNING a.id_comercio`),
  );
  return rows.length > 0;
}

/** One pass at `at`: resume the acknowledged pauses with a device back, then pause the unwatched stores this instance claims. */
export async function evaluateAutoPause(db: DbOrTx, at: Date, watchingSince: Date): Promise<EvaluationOutcome> {
  const resumed = await resumeAcknowledged(db, at);
  const paused: PauseDecision[] = [];
  for (const row of await candidates(db, at, watchingSince)) {
    const decision = await decide(db, row, at, watchingSince);
    if (decision && (await claimPause(db, decision, at))) paused.push(decision);
  }
  return { paused, resumed };
}

// The promised time of an order (shared/orders/promised.ts) as the board counts it down. The
// countdown is green with time left, amber in the last 5 minutes, red once late.
import { formatDate, formatTime } from '@shared/dates';
import { promisedAt } from '@shared/orders/promised';
import type { Order } from '@shared/types/order';

export type PromiseLevel = 'onTime' | 'soon' | 'late';

export interface PromisedTime {
  dueAt: number;
  /** Whole minutes left (negative when late). */
  minutesLeft: number;
  level: PromiseLevel;
  text: string;
}

export const SOON_MINUTES = 5;

export function promisedTime(order: Pick<Order, 'created_at' | 'tiempo_preparacion' | 'programado_para'>, now: number): PromisedTime | null {
  const dueAt = promisedAt(order);
  if (dueAt === null) return null;
  const minutesLeft = Math.ceil((dueAt - now) / 60_000);
  if (minutesLeft < 0) return { dueAt, minutesLeft, level: 'late', text: `Retrasado ${-minutesLeft} min` };
  if (minutesLeft <= SOON_MINUTES) return { dueAt, minutesLeft, level: 'soon', text: minutesLeft === 0 ? 'Listo ahora' : `Faltan ${minutesLeft} min` };
  return { dueAt, minutesLeft, level: 'onTime', text: `Faltan ${minutesLeft} min` };
}

export const PROMISE_COLORS: Record<PromiseLevel, { text: string; background: string }> = {
  onTime: { text: '#1f6f2b', background: '#e3f4e1' },
  soon: { text: '#7a4f00', background: '#fff1cc' },
  late: { text: '#a3221b', background: '#fde2df' },
};

/** 'Para hoy 14:00', 'Para mañana 9:30', 'Para el 09/12/2026 13:15': a scheduled order's promised time. */
export function scheduledText(programadoPara: string, now: number): string {
  const day = (at: number) => formatDate(new Date(at));
  const time = formatTime(programadoPara);
  if (day(Date.parse(programadoPara)) === day(now)) return `Para hoy ${time}`;
  if (day(Date.parse(programadoPara)) === day(now + 86_400_000)) return `Para mañana ${time}`;
  return `Para el ${formatDate(programadoPara)} ${time}`;
}

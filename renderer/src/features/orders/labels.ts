// Spanish labels and small display rules of the orders screens.
import type { OrderOrigin } from '@shared/types/order';
import { CHANNEL_LABELS } from '@shared/types/api-keys';

// One copy of the wire labels for panel, server and tickets.
export { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@shared/labels';

export const ORIGIN_LABELS: Record<OrderOrigin, string> = {
  menu: 'Menú en línea',
  telefono: 'Pedido telefónico',
  mesa: 'Mesa (autoservicio)',
  simulador: 'Simulador',
  ...CHANNEL_LABELS,
};

/** Short delivery labels for chips and filters. */
export const DELIVERY_SHORT_LABELS = {
  delivery: 'Domicilio',
  takeAway: 'Recoger',
  inRestaurant: 'Comer aquí',
} as const;

/** Estimated preparation times offered when accepting (minutes). */
export const PREPARATION_CHOICES = [10, 15, 20, 30, 45] as const;

export type ElapsedLevel = 'fresh' | 'waiting' | 'late';

/** Whole minutes since `createdAt`. */
export function elapsedMinutes(createdAt: string, now: number): number {
  const start = Date.parse(createdAt);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 60_000));
}

/** Green under 10 min, amber under 20, red beyond. */
export function elapsedLevel(minutes: number): ElapsedLevel {
  if (minutes < 10) return 'fresh';
  if (minutes < 20) return 'waiting';
  return 'late';
}

export const ELAPSED_COLORS: Record<ElapsedLevel, { text: string; background: string }> = {
  fresh: { text: '#1f6f2b', background: '#e3f4e1' },
  waiting: { text: '#8a5a00', background: '#fff1cc' },
  late: { text: '#b3261e', background: '#fde2df' },
};

/** '7 min', '1 h 05 min'. */
export function formatElapsed(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}

export const USAGE_COLORS = { green: '#2e7d32', amber: '#f2b400', orange: '#ef6c00', red: '#c62828' } as const;

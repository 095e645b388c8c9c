// Set-up shared by the order-to-ticket benchmarks (order-to-ticket.ts through the server, the desktop side
// and the panel; order-to-ticket-floor.ts without any server): options, percentiles, the ticket header.
import type { TicketCommerce } from '@shared/printing';

export const BENCH_COMMERCE: TicketCommerce = { nombre: 'Taquería El Buen Taco', direccion: 'Av. Juárez 100, Centro', telefono: '5512345678', logotipo: null, zona_horaria: 'America/Mexico_City' };

export function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** p50 / p95 / p99 / mean of the samples, in ms rounded to `decimals`. */
export function percentiles(samples: number[], decimals = 2): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const scale = 10 ** decimals;
  const round = (ms: number) => Math.round(ms * scale) / scale;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)) };
}

/** Each of `series` over `floor`, per percentile, to two decimals. */
export function ratioTo(floor: Percentiles, series: Percentiles): { p50: number; p95: number; p99: number } {
  const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1e-6)) * 100) / 100;
  return { p50: ratio(series.p50, floor.p50), p95: ratio(series.p95, floor.p95), p99: ratio(series.p99, floor.p99) };
}

// Reconnect delays of the live channel: exponential from `baseMs`, capped at `capMs` (about 30 s), with a
// little jitter so many panels dropped by the same server restart do not reconnect in the same instant.
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  factor: number;
  /** Fraction of the delay added at random (0 = none). */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 30_000, factor: 2, jitter: 0.2 };

/** Delay before reconnect attempt number `attempt` (0 = first retry after a drop). */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt));
  const raw = options.baseMs * options.factor ** Math.min(exponent, 30);
  const capped = Math.min(options.capMs, raw);
  const withJitter = capped + capped * options.jitter * random();
  return Math.round(Math.min(options.capMs, withJitter));
}

// When a failed delivery is tried again: exponential from 10 s, capped at 1 h, with jitter so that many jobs
// failing together (a receiver down) do not come back together.
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Default time a job is retried before it is given up. */
export const OUTBOX_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Delay before attempt `attempts + 1`; `random` in [0, 1) takes ±20 %. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

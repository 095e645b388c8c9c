// The compressed shift's time (scripts/bench/shift.ts and its phases): 12 hours of orders from 11:00 to 23:00
// played in `durationMs`, when each order arrives, and the waits the phases share.

/** The shift's 12 hours, which the bench plays in its `durationMs`. */
export const SHIFT_HOURS_MS = 12 * 60 * 60_000;

/** Orders per hour from 11:00 to 23:00: a lunch peak (13–15 h) and a dinner peak (20–22 h). */
const HOURLY_WEIGHTS = [2, 5, 9, 8, 3, 2, 2, 3, 6, 9, 7, 3];

/** When the i-th of n orders arrives (ms from the start), following the hourly weights. */
export function arrivalAt(i: number, n: number, durationMs: number): number {
  const total = HOURLY_WEIGHTS.reduce((a, b) => a + b, 0);
  let target = ((i + 0.5) / n) * total;
  for (let hour = 0; hour < HOURLY_WEIGHTS.length; hour += 1) {
    const weight = HOURLY_WEIGHTS[hour]!;
    if (target <= weight) return ((hour + target / weight) / HOURLY_WEIGHTS.length) * durationMs;
    target -= weight;
  }
  return durationMs;
}

/**
 * A clock that runs at the shift's pace (12 hours in `durationMs`) from now on: given to the server's outbox,
 * its retry backoff, leases and per-minute sending limit live in the shift's hours as they would in a real day.
 */
export function shiftClock(durationMs: number): { now: () => Date; factor: number } {
  const startedAt = Date.now();
  const factor = SHIFT_HOURS_MS / durationMs;
  return { now: () => new Date(startedAt + (Date.now() - startedAt) * factor), factor };
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Polls `check` until true or the deadline; resolves with whether it became true. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await wait(everyMs);
  }
  return true;
}

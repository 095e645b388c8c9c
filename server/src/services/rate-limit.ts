// In-memory sliding-window counter of failed attempts (login, verification codes). One instance per app;
// behind several instances each counts its own share, which still bounds guessing.
export interface AttemptLimiter {
  /** True when `key` has used up its attempts in the current window. */
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
  retryAfterSeconds(key: string): number;
}

export function createAttemptLimiter(max: number, windowMs: number, now: () => number = Date.now): AttemptLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  }

  return {
    isBlocked: (key) => recent(key).length >= max,
    recordFailure(key) {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      // Keep memory bounded under a flood of distinct keys.
      if (failures.size > 50_000) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    reset: (key) => void failures.delete(key),
    retryAfterSeconds(key) {
      const list = recent(key);
      if (list.length === 0) return 0;
      return Math.max(1, Math.ceil((list[0]! + windowMs - now()) / 1000));
    },
  };
}

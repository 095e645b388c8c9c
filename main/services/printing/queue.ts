// Per-printer work: one auto-print queue per slot that keeps its order and retries its head job
// with exponential backoff while the printer is off, and one lock per physical printer so two
// slots (or a manual print) never interleave bytes on the same device.

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1_000, maxMs: 30_000 };

export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt, 20));
}

/** Serialises async work per key. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** A sleep that `wake()` ends early (settings changed, service closing). */
export class Sleeper {
  private wakers = new Set<() => void>();

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  wake(): void {
    for (const waker of [...this.wakers]) waker();
  }
}

export interface QueueHooks<J> {
  /** Prints the job; throws to retry later. */
  run(job: J): Promise<void>;
  onError(job: J, error: Error, attempt: number): void;
  onSuccess(job: J): void;
}

export class RetryQueue<J> {
  private readonly jobs: J[] = [];
  private worker: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly hooks: QueueHooks<J>,
    private readonly policy: RetryPolicy,
    private readonly sleeper: Sleeper,
  ) {}

  get size(): number {
    return this.jobs.length;
  }

  push(job: J): void {
    if (this.closed) return;
    this.jobs.push(job);
    this.worker ??= this.work().finally(() => {
      this.worker = null;
    });
  }

  private async work(): Promise<void> {
    while (!this.closed && this.jobs.length > 0) {
      const job = this.jobs[0] as J;
      let attempt = 0;
      for (;;) {
        if (this.closed) return;
        try {
          await this.hooks.run(job);
          this.hooks.onSuccess(job);
          break;
        } catch (error) {
          this.hooks.onError(job, error instanceof Error ? error : new Error(String(error)), attempt);
          if (this.closed) return;
          await this.sleeper.sleep(backoffDelay(attempt, this.policy));
          attempt += 1;
        }
      }
      this.jobs.shift();
    }
  }

  /** Stops after the attempt in flight; pending jobs stay in the ledger for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    await this.worker;
  }

  /** Resolves when the queue is empty (or closed). */
  async idle(): Promise<void> {
    while (this.worker) await this.worker;
  }
}

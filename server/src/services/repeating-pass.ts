// A background pass run every `everyMs` on one instance (the scheduled orders' clock, the payment sweep): the
// next pass is timed from the end of the last, so passes never overlap; a failed pass is reported and the next
// one retries. stop() waits for a pass in flight.
export interface RepeatingPass {
  stop(): Promise<void>;
}

export function startRepeatingPass(pass: () => Promise<unknown>, options: { everyMs: number; onError: (error: unknown) => void }): RepeatingPass {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = pass()
        .catch(options.onError)
        .finally(() => {
          running = null;
          if (!stopped) schedule();
        });
    }, options.everyMs);
    // A timer alone does not keep the process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

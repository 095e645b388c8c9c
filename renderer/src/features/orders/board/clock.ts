// One shared minute clock for every card: a single timer, and a card renders again only when the minute
// it shows changes (not on every tick, not per card timer).
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let minute = Math.floor(Date.now() / 60_000);
let timer: ReturnType<typeof setInterval> | null = null;

function tick(): void {
  const next = Math.floor(Date.now() / 60_000);
  if (next === minute) return;
  minute = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, 5_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time rounded down to the minute (ms), shared by all cards. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, () => minute) * 60_000;
}

// A fake WebSocket and manual timers for the live client tests.
import type { LiveSocket, LiveTimers } from '../../../../renderer/src/live/connection';

export class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** Server side: the socket opens. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** Server side: the socket opens and every channel it asked for is acknowledged. */
  openAndAcknowledge(): void {
    this.open();
    this.acknowledge();
  }
  /** Server side: {"action":"subscribed"} for each subscribe this socket sent. */
  acknowledge(): void {
    for (const message of this.sent) {
      const { action, channel } = message as { action: string; channel?: string };
      if (action === 'subscribe') this.receive({ action: 'subscribed', channel });
    }
  }
  /** Server side: a message arrives. */
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** Server side: the connection ends with `code`. */
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export class ManualTimers implements LiveTimers {
  private nextId = 1;
  readonly timeouts = new Map<number, { fn: () => void; ms: number }>();
  readonly intervals = new Map<number, { fn: () => void; ms: number }>();

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.timeouts.set(id, { fn, ms });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timeouts.delete(handle as number);
  }
  setInterval(fn: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.intervals.set(id, { fn, ms });
    return id;
  }
  clearInterval(handle: unknown): void {
    this.intervals.delete(handle as number);
  }
  /** Delays of the pending timeouts. */
  pendingDelays(): number[] {
    return [...this.timeouts.values()].map((t) => t.ms);
  }
  /** Runs every pending timeout once. */
  fireTimeouts(): void {
    const due = [...this.timeouts.entries()];
    this.timeouts.clear();
    for (const [, timer] of due) timer.fn();
  }
  fireIntervals(): void {
    for (const timer of [...this.intervals.values()]) timer.fn();
  }
}

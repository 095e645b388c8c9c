// The ringing itself: one AudioContext for the page, a ring every RING_INTERVAL_MS while started.
// Browsers start an AudioContext suspended until a user gesture; `locked` says so, `unlock()` resumes it.
// Making the AudioContext takes 40–100 ms of the main thread (it opens the audio device), so it is made
// after the board's first paint, or at once when something must ring (docs/board.md, First paint).
import { RING_INTERVAL_MS, playSound, readSound, type SoundId } from './sounds';

type Listener = () => void;

/** After the current rendering and paint, when the main thread is idle (at the latest ~2 s later). */
function afterFirstPaint(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 300);
}

export class AlarmPlayer {
  private context: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<Listener>();
  /**
   * Not locked until the AudioContext says so: the desktop app (main/window.ts, autoplayPolicy) and headless
   * Chromium allow sound without a gesture, so a banner shown at once would only flash; in a browser tab
   * without a gesture yet, the banner comes right after the first paint.
   */
  private lockedSnapshot = false;

  constructor() {
    afterFirstPaint(() => {
      this.ensureContext();
      this.refreshLock();
    });
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while the browser has not allowed sound yet. */
  isLocked = (): boolean => this.lockedSnapshot;

  get ringing(): boolean {
    return this.timer !== null;
  }

  private ensureContext(): boolean {
    if (this.context) return true;
    const Ctor = globalThis.AudioContext;
    if (typeof Ctor !== 'function') return false;
    try {
      this.context = new Ctor();
      this.context.onstatechange = () => this.refreshLock();
      return true;
    } catch {
      return false;
    }
  }

  private refreshLock(): void {
    const locked = !this.context || this.context.state !== 'running';
    if (locked === this.lockedSnapshot) return;
    this.lockedSnapshot = locked;
    for (const listener of this.listeners) listener();
  }

  /** Call from a click: resumes audio. Resolves true when sound is allowed. */
  async unlock(): Promise<boolean> {
    if (!this.ensureContext() || !this.context) return false;
    try {
      await this.context.resume();
    } catch {
      // Still locked; the banner stays.
    }
    this.refreshLock();
    return !this.lockedSnapshot;
  }

  /** One ring now (e.g. to try a sound in the settings). */
  ringOnce(sound: SoundId = readSound()): void {
    if (!this.context || this.context.state !== 'running') return;
    playSound(this.context, sound);
  }

  start(): void {
    if (this.timer) return;
    this.ensureContext();
    this.ringOnce();
    this.timer = setInterval(() => {
      if (this.context?.state === 'suspended') void this.context.resume().catch(() => undefined);
      this.ringOnce();
    }, RING_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

let player: AlarmPlayer | null = null;

/** The page's one player (created on first use, in the browser only). */
export function alarmPlayer(): AlarmPlayer {
  player ??= new AlarmPlayer();
  return player;
}

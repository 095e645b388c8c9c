// The ringing itself: one AudioContext for the page, a ring every RING_INTERVAL_MS while started.
// Browsers start an AudioContext suspended until a user gesture; `locked` says so, `unlock()` resumes it.
import { RING_INTERVAL_MS, playSound, readSound, type SoundId } from './sounds';

type Listener = () => void;

export class AlarmPlayer {
  private context: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<Listener>();
  private lockedSnapshot = true;

  constructor() {
    this.lockedSnapshot = !this.ensureContext() || this.context?.state !== 'running';
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

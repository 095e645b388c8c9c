// Alarm sounds synthesised with WebAudio (no files to ship or load): a few choices, the chosen one kept
// in localStorage (docs/domain.md (Constantes): notification sound default kept in local storage).
export const SOUND_STORAGE_KEY = 'panel.orders.sound';
export const AUTO_ACCEPT_STORAGE_KEY = 'panel.orders.autoAccept';

export const SOUND_CHOICES = [
  { id: 'campana', label: 'Campana' },
  { id: 'timbre', label: 'Timbre' },
  { id: 'alerta', label: 'Alerta' },
  { id: 'marimba', label: 'Marimba' },
] as const;
export type SoundId = (typeof SOUND_CHOICES)[number]['id'];
export const DEFAULT_SOUND: SoundId = 'campana';

/** Seconds between two rings while an order waits. */
export const RING_INTERVAL_MS = 3_500;

function isSoundId(value: unknown): value is SoundId {
  return SOUND_CHOICES.some((choice) => choice.id === value);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSound(): SoundId {
  const stored = storage()?.getItem(SOUND_STORAGE_KEY);
  return isSoundId(stored) ? stored : DEFAULT_SOUND;
}

export function writeSound(sound: SoundId): void {
  storage()?.setItem(SOUND_STORAGE_KEY, sound);
}

export function readAutoAccept(): boolean {
  return storage()?.getItem(AUTO_ACCEPT_STORAGE_KEY) === 'true';
}

export function writeAutoAccept(on: boolean): void {
  storage()?.setItem(AUTO_ACCEPT_STORAGE_KEY, on ? 'true' : 'false');
}

interface Note {
  freq: number;
  at: number;
  length: number;
  type: OscillatorType;
  gain: number;
}

const PATTERNS: Record<SoundId, Note[]> = {
  campana: [
    { freq: 1318.5, at: 0, length: 1.2, type: 'sine', gain: 0.5 },
    { freq: 1046.5, at: 0.35, length: 1.4, type: 'sine', gain: 0.45 },
  ],
  timbre: [
    { freq: 659.3, at: 0, length: 0.45, type: 'triangle', gain: 0.6 },
    { freq: 523.3, at: 0.45, length: 0.7, type: 'triangle', gain: 0.6 },
  ],
  alerta: [0, 0.22, 0.44, 0.9, 1.12, 1.34].map((at) => ({ freq: 880, at, length: 0.16, type: 'square' as OscillatorType, gain: 0.25 })),
  marimba: [
    { freq: 523.3, at: 0, length: 0.3, type: 'sine', gain: 0.6 },
    { freq: 659.3, at: 0.15, length: 0.3, type: 'sine', gain: 0.6 },
    { freq: 784, at: 0.3, length: 0.3, type: 'sine', gain: 0.6 },
    { freq: 1046.5, at: 0.45, length: 0.6, type: 'sine', gain: 0.6 },
  ],
};

/** Plays one ring of `sound` on `context`. */
export function playSound(context: AudioContext, sound: SoundId): void {
  const start = context.currentTime + 0.02;
  for (const note of PATTERNS[sound]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = note.type;
    oscillator.frequency.value = note.freq;
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(note.gain, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.length + 0.05);
  }
}

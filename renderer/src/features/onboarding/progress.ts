// Where the owner left the onboarding wizard, kept per user in localStorage so a reload (or closing the app)
// resumes on the same step with the answers not saved yet (the commerce has no field for it; docs/onboarding.md).
import type { Commerce } from '@shared/types/commerce';

export interface OnboardingProgress {
  step: number;
  /** Answers of the steps before the address, which cannot be saved to the server yet. */
  draft: Partial<Commerce>;
}

const keyFor = (userId: string) => `panel.onboarding.${userId}`;

export function readProgress(userId: string, stepCount: number, storage: Storage | undefined = globalThis.localStorage): OnboardingProgress {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(keyFor(userId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return { step: 0, draft: {} };
    const { step, draft } = parsed as Partial<OnboardingProgress>;
    const validStep = typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < stepCount ? step : 0;
    return { step: validStep, draft: typeof draft === 'object' && draft !== null ? draft : {} };
  } catch {
    return { step: 0, draft: {} };
  }
}

export function writeProgress(userId: string, progress: OnboardingProgress, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(keyFor(userId), JSON.stringify(progress));
  } catch {
    // A full or blocked storage only loses the resume point, never the answers already saved on the server.
  }
}

export function clearProgress(userId: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(keyFor(userId));
  } catch {
    // Nothing to clean.
  }
}

// The operating system's "reduce motion" setting (prefers-reduced-motion), followed live.
import { useMediaQuery } from './useMediaQuery';

/** True when the user asked the operating system for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}

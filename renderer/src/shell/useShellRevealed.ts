// The shell shows itself in one piece. Its header, sidebar and warning bar fill in from the commerce, the
// "can customers order now?" answer, busy mode and the bar's other inputs; drawn before those answers,
// the screen below jumped down when the bar appeared (a button under the pointer moved away between
// press and release: seen in an e2e trace, docs/architecture.md, "Tests"). The screen mounts at once,
// hidden, so its own requests are not delayed; a request that never answers holds the panel no longer
// than SHELL_REVEAL_CAP_MS.
import { useEffect, useState } from 'react';

export const SHELL_REVEAL_CAP_MS = 3_000;

/** True once `settled` has been true, or once `capMs` have passed; never false again. */
export function useShellRevealed(settled: boolean, capMs = SHELL_REVEAL_CAP_MS): boolean {
  const [revealed, setRevealed] = useState(settled);
  useEffect(() => {
    if (settled) setRevealed(true);
  }, [settled]);
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), capMs);
    return () => clearTimeout(timer);
  }, [capMs]);
  return revealed || settled;
}

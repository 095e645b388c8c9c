// @vitest-environment jsdom
// The shell shows itself once the answers that shape it have come (renderer/src/shell/useShellRevealed.ts):
// at once when they are already there, never hidden again, and after SHELL_REVEAL_CAP_MS at the latest.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_REVEAL_CAP_MS, useShellRevealed } from '../../../../renderer/src/shell/useShellRevealed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useShellRevealed', () => {
  it('shows the shell on the first render when everything has answered', () => {
    const { result } = renderHook(() => useShellRevealed(true));
    expect(result.current).toBe(true);
  });

  it('keeps it hidden until the answers come, then shows it in the same render', () => {
    const { result, rerender } = renderHook(({ settled }) => useShellRevealed(settled), { initialProps: { settled: false } });
    expect(result.current).toBe(false);
    rerender({ settled: true });
    expect(result.current).toBe(true);
  });

  it('never hides it again once shown', () => {
    const { result, rerender } = renderHook(({ settled }) => useShellRevealed(settled), { initialProps: { settled: true } });
    rerender({ settled: false });
    expect(result.current).toBe(true);
  });

  it('shows it after the cap when an answer never comes', () => {
    const { result } = renderHook(() => useShellRevealed(false));
    act(() => {
      vi.advanceTimersByTime(SHELL_REVEAL_CAP_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});

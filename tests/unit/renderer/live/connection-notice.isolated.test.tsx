// @vitest-environment jsdom
// The header's "Sin conexión" (renderer/src/live/ConnectionNotice.tsx, runtime.ts): shown once the live
// channel has been down for CONNECTION_NOTICE_DELAY_MS, through any number of failed retries; a quick
// reconnect passes without a word; a click retries at once; screen readers hear the loss at once and the
// return politely, and a logout is not a return.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '../../../../renderer/src/live/connection';
import { ConnectionNotice } from '../../../../renderer/src/live/ConnectionNotice';
import { announcer } from '../../../../renderer/src/live/announcer';
import { CONNECTION_BACK_TEXT, CONNECTION_LOST_TEXT, CONNECTION_NOTICE_DELAY_MS, liveRuntime, useConnectionLossWatch } from '../../../../renderer/src/live/runtime';

function Header({ live, status }: { live: boolean; status: LiveStatus }) {
  useConnectionLossWatch(live, status);
  return <ConnectionNotice floating={false} />;
}

const notice = () => screen.queryByTestId('connection-notice');
const spoken = () => announcer.getSnapshot();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  liveRuntime.detach();
  vi.useRealTimers();
});

describe('connection notice', () => {
  it('lets a quick reconnect pass without a word', () => {
    const view = render(<Header live status="open" />);
    const before = spoken();
    view.rerender(<Header live status="reconnecting" />);
    act(() => vi.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS - 100));
    view.rerender(<Header live status="open" />);
    act(() => vi.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS));
    expect(notice()).toBeNull();
    expect(spoken()).toEqual(before);
  });

  it('shows after the delay through failed retries, retries on a click, and says when the connection is back', () => {
    const reconnectNow = vi.fn();
    liveRuntime.attach(reconnectNow);
    const view = render(<Header live status="connecting" />);
    // Retries fail: the status alternates, and the wait is not restarted by it.
    act(() => vi.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS / 2));
    view.rerender(<Header live status="reconnecting" />);
    act(() => vi.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS / 2 - 1));
    view.rerender(<Header live status="connecting" />);
    expect(notice()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(notice()?.textContent).toBe('Sin conexión');
    expect(notice()?.getAttribute('aria-label')).toBe('Sin conexión con el servidor: los pedidos nuevos no llegan. Reintentando; haz clic para reintentar ahora.');
    expect(spoken().urgent?.text).toBe(CONNECTION_LOST_TEXT);

    fireEvent.click(notice()!);
    expect(reconnectNow).toHaveBeenCalledTimes(1);

    view.rerender(<Header live status="open" />);
    expect(notice()).toBeNull();
    expect(spoken().polite?.text).toBe(CONNECTION_BACK_TEXT);
  });

  it("floats under a phone's header instead of taking the header's room, with the same words", () => {
    liveRuntime.setLost(true);
    render(<ConnectionNotice floating />);
    expect(notice()?.parentElement?.className).toBe('connection-notice--floating');
    expect(notice()?.textContent).toBe('Sin conexión');
  });

  it('goes away on a logout without saying the connection is back', () => {
    const view = render(<Header live status="reconnecting" />);
    act(() => vi.advanceTimersByTime(CONNECTION_NOTICE_DELAY_MS));
    expect(notice()).not.toBeNull();
    const politeBefore = spoken().polite;
    view.rerender(<Header live={false} status="stopped" />);
    expect(notice()).toBeNull();
    expect(spoken().polite).toEqual(politeBefore);
  });
});

// @vitest-environment jsdom
// A system notification clicked in the desktop app opens what it announced (renderer/src/live/notifications.ts):
// 'app:notify' answers once the notification is clicked, and only a click moves the panel.
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from '@shared/ipc/bridge';
import type { Channel, InvokeFn, NotifyOutcome } from '@shared/ipc/contract';
import { showSystemNotification } from '../../../../renderer/src/live/notifications';

/** A desktop bridge whose 'app:notify' answers when the test says what the person did. */
function desktopWithNotifications() {
  const shown: { title: string; body: string; answer(outcome: NotifyOutcome): void }[] = [];
  const invoke = (async (channel: Channel, ...args: unknown[]) => {
    if (channel !== 'app:notify') throw new Error(`unexpected ${channel}`);
    const { title, body } = args[0] as { title: string; body: string };
    return new Promise<NotifyOutcome>((answer) => shown.push({ title, body, answer }));
  }) as InvokeFn;
  window.desktop = createBridge('desktop', invoke);
  return shown;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.desktop;
});

describe('a desktop notification', () => {
  it('opens what it announced when clicked, and nothing before', async () => {
    const shown = desktopWithNotifications();
    const opened: string[] = [];
    showSystemNotification('Nuevo pedido', 'Pedido TBT-003120 de Ana · $580.00', () => opened.push('TBT-003120'));
    await settled();
    expect(shown.map(({ title, body }) => ({ title, body }))).toEqual([{ title: 'Nuevo pedido', body: 'Pedido TBT-003120 de Ana · $580.00' }]);
    expect(opened).toEqual([]);
    shown[0]!.answer('clicked');
    await settled();
    expect(opened).toEqual(['TBT-003120']);
  });

  it('leaves the panel where it is when it was never clicked or could not be shown', async () => {
    const shown = desktopWithNotifications();
    const opened: string[] = [];
    showSystemNotification('Nuevo pedido', 'Pedido TBT-003121', () => opened.push('TBT-003121'));
    showSystemNotification('Pedidos sin atender', '3 pedidos esperan respuesta', () => opened.push('board'));
    await settled();
    shown[0]!.answer('expired');
    shown[1]!.answer('unsupported');
    await settled();
    expect(opened).toEqual([]);
  });
});

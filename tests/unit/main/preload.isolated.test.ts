import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, methodName, SYSTEM_RESUMED_MESSAGE, type DesktopBridge } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import { MSG } from '@shared/messages';
import { defaultPrintSettings } from '@shared/printing';
import { createDispatcher } from '../../../main/dispatch';
import { createHandlers } from '../../../main/handlers/index';
import { registerIpcGateway } from '../../../main/ipc-gateway';
import { electronFake, FakeBrowserWindow } from '../../support/electron-fake';
import { commerce, orderDetail } from '../../support/sample-order';
import { createAppServices, createFakePrinting, PANEL_ORIGIN, silentLogger } from './support/fixtures';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);

let desktop: DesktopBridge;

beforeAll(async () => {
  electronFake.reset();
  await import('../../../preload/index');
  expect(electronFake.state.exposed).toHaveLength(1);
  desktop = electronFake.state.exposed[0]!.api as DesktopBridge;
});

let printing: ReturnType<typeof createFakePrinting>;
beforeEach(() => {
  const exposed = [...electronFake.state.exposed];
  electronFake.reset();
  electronFake.state.exposed.push(...exposed);
  printing = createFakePrinting();
  registerIpcGateway({
    ipcMain: electronFake.ipcMain,
    panelOrigin: PANEL_ORIGIN,
    dispatch: createDispatcher(createHandlers(printing, createAppServices()), silentLogger()),
    log: silentLogger(),
  });
});

describe('preload', () => {
  it("turns main's wake-up message into the window 'online' event the panel reconnects on", () => {
    const events: string[] = [];
    vi.stubGlobal('dispatchEvent', (event: Event) => void events.push(event.type));
    try {
      new FakeBrowserWindow({}).webContents.send(SYSTEM_RESUMED_MESSAGE);
      expect(events).toEqual(['online']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("calls contextBridge.exposeInMainWorld once, as 'desktop'", () => {
    expect(electronFake.state.exposed.map((entry) => entry.key)).toEqual(['desktop']);
  });

  it('exposes exactly the contract: invoke, kind and one method per channel', () => {
    const expected = ['invoke', 'kind', ...CHANNELS.map(methodName)].sort();
    expect(Object.keys(desktop).sort()).toEqual(expected);
    expect(desktop.kind).toBe('desktop');
  });

  it.each(CHANNELS.map((channel) => [channel, methodName(channel)] as const))('%s: desktop.%s() invokes that channel', async (channel, name) => {
    const method = desktop[name] as (...args: unknown[]) => Promise<unknown>;
    await method().catch(() => undefined);
    expect(electronFake.state.invokeCalls.map((call) => call.channel)).toEqual([channel]);
  });

  it('passes arguments through and returns the handler result', async () => {
    const input = { order: orderDetail(), commerce, slot: 'Printer2' as const };
    await expect(desktop.renderPreviewHtml(input)).resolves.toBe('<div>ticket</div>');
    expect(electronFake.state.invokeCalls).toEqual([{ channel: 'printing:renderPreviewHtml', args: [input] }]);
    await expect(desktop.invoke('printing:getSettings')).resolves.toEqual(defaultPrintSettings());
    await expect(desktop.probeNetworkPrinter('192.168.1.50', 9100)).resolves.toBe(true);
  });

  it('rejects with the Spanish message the gateway returned', async () => {
    printing.printTestPage = async () => {
      throw new Error(MSG.printNoPrinter);
    };
    await expect(desktop.printTestPage('Printer1', commerce)).rejects.toThrow(MSG.printNoPrinter);
  });

  it('never forwards a channel outside the contract', async () => {
    const invoke = desktop.invoke as (channel: string, ...args: unknown[]) => Promise<unknown>;
    await expect(invoke('shell:exec', 'rm -rf /')).rejects.toThrow(IPC_MSG.unknownChannel);
    expect(electronFake.state.invokeCalls).toEqual([]);
  });

  it('is refused by the gateway when the page is not the panel', async () => {
    electronFake.state.rendererUrl = 'https://evil.example/';
    await expect(desktop.getSettings()).rejects.toThrow(IPC_MSG.forbiddenSender);
    expect(printing.calls).toEqual([]);
  });
});

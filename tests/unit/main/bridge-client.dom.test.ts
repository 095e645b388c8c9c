// @vitest-environment jsdom
// The panel side of the bridge (renderer/src/bridge): which bridge the panel gets, pairing, the
// 'Electron is not available...' fallback, the agent client and the desktop version sync.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBridge } from '@shared/ipc/bridge';
import { CHANNELS, methodName, type DesktopBridge, type InvokeFn } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import { startAgent, type AgentHandle } from '../../../main/agent';
import {
  AGENT_PORT_KEY,
  AGENT_TOKEN_KEY,
  capturePairingFromLocation,
  createAgentBridge,
  createUnavailableBridge,
  getDesktopBridge,
  parsePairingFragment,
  readStoredPairing,
  resetDesktopBridge,
  setAgentSocketFactory,
  syncDesktopVersion,
  useDesktopBridge,
  type SocketLike,
} from '../../../renderer/src/bridge/index';
import { createFakePrinting, silentLogger } from './support/fixtures';

const TOKEN = 'token-de-prueba-0123456789';
const PANEL = 'http://localhost:8080';

let agent: AgentHandle;
beforeAll(async () => {
  agent = await startAgent({ port: 0, token: TOKEN, panelOrigin: PANEL, printing: createFakePrinting(), log: silentLogger() });
  setAgentSocketFactory((url, protocols) => new WebSocket(url, protocols, { origin: PANEL }) as unknown as SocketLike);
});
afterAll(async () => {
  setAgentSocketFactory(undefined);
  await agent.close();
});
beforeEach(() => {
  localStorage.clear();
  delete window.desktop;
  resetDesktopBridge();
});

describe('pairing fragment', () => {
  it('reads the token and port printed by npm start', () => {
    expect(parsePairingFragment(`#agent=${TOKEN}&agentPort=9001`)).toEqual({ token: TOKEN, port: 9001 });
    expect(parsePairingFragment(`#agent=${TOKEN}`)).toEqual({ token: TOKEN, port: 8765 });
    expect(parsePairingFragment('#agent=corto&agentPort=9001')).toBeNull();
    expect(parsePairingFragment(`#agent=${TOKEN}&agentPort=99999`)).toBeNull();
    expect(parsePairingFragment('#/control-pedidos')).toBeNull();
  });

  it('is stored in localStorage and removed from the address bar', () => {
    window.history.replaceState(null, '', `/control-pedidos?x=1#agent=${TOKEN}&agentPort=${agent.port}`);
    expect(capturePairingFromLocation()).toEqual({ token: TOKEN, port: agent.port });
    expect(localStorage.getItem(AGENT_TOKEN_KEY)).toBe(TOKEN);
    expect(localStorage.getItem(AGENT_PORT_KEY)).toBe(String(agent.port));
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/control-pedidos?x=1');
  });
});

describe('getDesktopBridge', () => {
  it('returns window.desktop inside the Electron app', () => {
    const desktop = createBridge('desktop', (async () => undefined) as InvokeFn);
    window.desktop = desktop;
    expect(getDesktopBridge()).toBe(desktop);
  });

  it("without desktop app or agent, every call fails with 'Electron is not available...'", async () => {
    const bridge = getDesktopBridge();
    expect(bridge.kind).toBe('none');
    for (const channel of CHANNELS) {
      const method = bridge[methodName(channel)] as () => Promise<unknown>;
      await expect(method(), channel).rejects.toThrow(MSG.electronNotAvailable);
    }
    await expect(createUnavailableBridge().invoke('printing:getSettings')).rejects.toThrow(MSG.electronNotAvailable);
  });

  it('talks to the paired agent with the same typed API', async () => {
    localStorage.setItem(AGENT_TOKEN_KEY, TOKEN);
    localStorage.setItem(AGENT_PORT_KEY, String(agent.port));
    const bridge = getDesktopBridge();
    expect(bridge.kind).toBe('agent');
    expect(getDesktopBridge()).toBe(bridge);
    await expect(bridge.getInfo()).resolves.toMatchObject({ agent: true, isDesktop: false });
    await expect(bridge.invoke('printing:renderPreviewHtml', { order: { pedido: { id: '1', folio: 'A-1' }, productos: [] } as never, commerce: { nombre: 'X', direccion: '', telefono: '', logotipo: null, zona_horaria: 'America/Mexico_City' }, slot: 'Printer1' })).resolves.toBe('<div>ticket</div>');
  });

  it("fails with 'Electron is not available...' when the paired agent is not running", async () => {
    localStorage.setItem(AGENT_TOKEN_KEY, TOKEN);
    localStorage.setItem(AGENT_PORT_KEY, '1');
    await expect(getDesktopBridge().getSettings()).rejects.toThrow(MSG.electronNotAvailable);
  });
});

describe('agent client in the browser tab', () => {
  it('shows notifications, the title count and external links itself', async () => {
    const done: string[] = [];
    const bridge = createAgentBridge({
      port: 1,
      token: TOKEN,
      createSocket: () => {
        throw new Error('no socket needed');
      },
      shell: {
        notify: async ({ title }) => {
          done.push(`notify:${title}`);
          return 'clicked';
        },
        setBadgeCount: async (count) => void done.push(`badge:${count}`),
        openExternal: async (url) => void done.push(`open:${url}`),
      },
    });
    expect(await bridge.notify({ title: 'Nuevo pedido', body: 'TAQ-0001' })).toBe('clicked');
    await bridge.setBadgeCount(2);
    await bridge.openExternal('https://wa.me/5219931234567');
    expect(done).toEqual(['notify:Nuevo pedido', 'badge:2', 'open:https://wa.me/5219931234567']);
    await expect(bridge.openExternal('javascript:alert(1)')).rejects.toThrow();
  });
});

describe('useDesktopBridge', () => {
  it('reports none, then agent once paired and answering, then none again after unpairing', async () => {
    const { result } = renderHook(() => useDesktopBridge());
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(result.current.availability).toBe('none');
    act(() => result.current.pair({ token: TOKEN, port: agent.port }));
    await waitFor(() => expect(result.current.availability).toBe('agent'));
    expect(readStoredPairing()).toEqual({ token: TOKEN, port: agent.port });
    act(() => result.current.unpair());
    await waitFor(() => expect(result.current.availability).toBe('none'));
  });

  it('reports desktop inside the Electron app', async () => {
    window.desktop = createBridge('desktop', (async () => ({ platform: 'win32', isDesktop: true, agent: false, version: '0.1.0' })) as InvokeFn);
    const { result } = renderHook(() => useDesktopBridge());
    await waitFor(() => expect(result.current.info?.isDesktop).toBe(true));
    expect(result.current.availability).toBe('desktop');
  });
});

describe('desktop version sync', () => {
  const bridgeOf = (kind: DesktopBridge['kind'], version: () => Promise<string>) => ({ kind, getVersion: version });

  it('saves the app version with the commerce and does nothing outside the desktop app', async () => {
    const saved: string[] = [];
    const logouts: string[] = [];
    const deps = { saveVersion: async (version: string) => void saved.push(version), logout: (message: string) => void logouts.push(message) };
    expect(await syncDesktopVersion({ ...deps, bridge: bridgeOf('desktop', async () => '0.2.0') })).toBe('synced');
    expect(await syncDesktopVersion({ ...deps, currentVersion: '0.2.0', bridge: bridgeOf('desktop', async () => '0.2.0') })).toBe('unchanged');
    expect(await syncDesktopVersion({ ...deps, bridge: bridgeOf('agent', async () => '0.2.0') })).toBe('skipped');
    expect(await syncDesktopVersion({ ...deps, bridge: bridgeOf('none', async () => '0.2.0') })).toBe('skipped');
    expect(saved).toEqual(['0.2.0']);
    expect(logouts).toEqual([]);
  });

  it('logs out with the docs/domain.md (Textos exactos) message when the PUT or the version read fails', async () => {
    const logouts: string[] = [];
    const logout = (message: string) => void logouts.push(message);
    const failingPut = async () => {
      throw new Error('500');
    };
    expect(await syncDesktopVersion({ bridge: bridgeOf('desktop', async () => '0.2.0'), saveVersion: failingPut, logout })).toBe('failed');
    expect(
      await syncDesktopVersion({
        bridge: bridgeOf('desktop', async () => {
          throw new Error('ipc');
        }),
        saveVersion: async () => undefined,
        logout,
      }),
    ).toBe('failed');
    expect(logouts).toEqual([MSG.versionSyncLogout, MSG.versionSyncLogout]);
  });
});

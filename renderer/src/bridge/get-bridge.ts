// Which bridge the panel talks to: the Electron app's window.desktop, else the paired print agent,
// else one whose every call fails with 'Electron is not available...'. Same typed API in all three.
import type { DesktopBridge } from '@shared/ipc/contract';
import { createAgentBridge, type AgentBridge, type SocketFactory } from './agent-client';
import { capturePairingFromLocation, readStoredPairing } from './pairing';
import { createUnavailableBridge } from './unavailable';

let agent: { key: string; bridge: AgentBridge } | null = null;
let unavailable: DesktopBridge | null = null;
let socketFactory: SocketFactory | undefined;

// Capture a pairing link as soon as this module loads: a router redirect (e.g. / -> /login) would
// drop the '#agent=…' fragment before any screen asks for the bridge. Calling
// capturePairingFromLocation() first thing in main.tsx does the same, explicitly.
capturePairingFromLocation();

/** Node tests run the browser client over the `ws` package; the browser uses its own WebSocket. */
export function setAgentSocketFactory(factory: SocketFactory | undefined): void {
  socketFactory = factory;
  resetDesktopBridge();
}

export function resetDesktopBridge(): void {
  agent?.bridge.close();
  agent = null;
}

export function getDesktopBridge(): DesktopBridge {
  if (typeof window !== 'undefined' && window.desktop) return window.desktop;
  const pairing = readStoredPairing();
  if (pairing) {
    const key = `${pairing.port}:${pairing.token}`;
    if (agent?.key !== key) {
      agent?.bridge.close();
      agent = { key, bridge: createAgentBridge({ ...pairing, createSocket: socketFactory }) };
    }
    return agent.bridge;
  }
  resetDesktopBridge();
  unavailable ??= createUnavailableBridge();
  return unavailable;
}

// The desktop bridge contract. The channels and their argument checks are defined once in ipc/channels.ts;
// Electron main (through preload), the print agent (loopback websocket) and the panel's bridge client all
// derive their types from that definition, so a channel cannot drift between them.
import type { Channel, ChannelArgs, ChannelResult } from './channels';
import type { BridgeKind } from './payloads';

export { CHANNELS, isChannel, type Channel, type ChannelArgs, type ChannelResult, type IpcContract } from './channels';
export * from './payloads';

/**
 * The one message main sends the panel (webContents.send), outside the invoke channels: the computer woke from
 * sleep. The preload turns it into a window 'online' event, on which the panel reconnects its live channel.
 */
export const SYSTEM_RESUMED_MESSAGE = 'desktop:system-resumed';

/** 'printing:listPrinters' -> 'listPrinters': the convenience method name of a channel. */
export type MethodName<C extends Channel> = C extends `${string}:${infer M}` ? M : never;

export function methodName<C extends Channel>(channel: C): MethodName<C> {
  return channel.slice(channel.indexOf(':') + 1) as MethodName<C>;
}

export type BridgeMethods = {
  [C in Channel as MethodName<C>]: (...args: ChannelArgs<C>) => Promise<ChannelResult<C>>;
};

export type InvokeFn = <C extends Channel>(channel: C, ...args: ChannelArgs<C>) => Promise<ChannelResult<C>>;

/**
 * What the panel sees as `window.desktop` (Electron) and what the bridge client returns in a
 * browser (agent or unavailable): the typed `invoke` plus one convenience method per channel.
 */
export type DesktopBridge = BridgeMethods & {
  readonly kind: BridgeKind;
  invoke: InvokeFn;
};

/** Main -> preload reply. The gateway never throws across IPC, so the Spanish message survives intact. */
export type IpcEnvelope<R = unknown> = { ok: true; result: R } | { ok: false; error: { message: string } };

/** Agent websocket messages. */
export interface AgentRequest {
  id: number;
  channel: Channel;
  args: unknown[];
}
export type AgentResponse = { id: number; result: unknown } | { id: number; error: { message: string } };

/** Websocket subprotocols of the agent: the protocol name plus the pairing token (browsers cannot set headers). */
export const AGENT_PROTOCOL = 'panel-agent.v1';
export const AGENT_TOKEN_PROTOCOL_PREFIX = 'token.';
export const DEFAULT_AGENT_PORT = 8765;

declare global {
  interface Window {
    /** Present only inside the Electron app (exposed by preload/index.ts). */
    desktop?: DesktopBridge;
  }
}

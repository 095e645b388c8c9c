// The bridge over the print agent's loopback websocket (panel opened in a normal browser).
// One lazily opened socket; requests carry an id and are answered { id, result } | { id, error }.
// If the agent is not running or refuses the pairing, calls fail with 'Electron is not available...'.
import { createBridge } from '@shared/ipc/bridge';
import {
  AGENT_PROTOCOL,
  AGENT_TOKEN_PROTOCOL_PREFIX,
  type AgentRequest,
  type Channel,
  type DesktopBridge,
  type InvokeFn,
} from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import { validArgs } from '@shared/ipc/validate';
import { MSG } from '@shared/messages';
import { createBrowserShell, type BrowserShell } from './browser-shell';
import type { AgentPairing } from './pairing';

/** The part of the WebSocket API the client uses (the browser's, or `ws` in Node tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface AgentClientOptions extends AgentPairing {
  createSocket?: SocketFactory;
  /** Printing a ticket with several copies can take a while; default 120 s. */
  callTimeoutMs?: number;
  /** Local handling of app:notify / app:setBadgeCount / app:openExternal; default: the browser tab. */
  shell?: BrowserShell;
}

export type AgentBridge = DesktopBridge & { close(): void };

const OPEN = 1;
const DEFAULT_CALL_TIMEOUT_MS = 120_000;

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export function agentUrl(port: number): string {
  return `ws://127.0.0.1:${port}`;
}

export function createAgentBridge(options: AgentClientOptions): AgentBridge {
  const createSocket = options.createSocket ?? browserSocket;
  const timeoutMs = options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const shell = options.shell ?? createBrowserShell();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let connection: Promise<SocketLike> | null = null;

  const failAll = (message: string) => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      call.reject(new Error(message));
      pending.delete(id);
    }
  };

  const connect = (): Promise<SocketLike> => {
    if (connection) return connection;
    const attempt = new Promise<SocketLike>((resolve, reject) => {
      const socket = createSocket(agentUrl(options.port), [AGENT_PROTOCOL, `${AGENT_TOKEN_PROTOCOL_PREFIX}${options.token}`]);
      let opened = false;
      socket.addEventListener('open', () => {
        opened = true;
        resolve(socket);
      });
      socket.addEventListener('message', (event) => {
        const reply = parseReply(event.data);
        const call = reply && pending.get(reply.id);
        if (!reply || !call) return;
        pending.delete(reply.id);
        clearTimeout(call.timer);
        if ('error' in reply) call.reject(new Error(reply.error));
        else call.resolve(reply.result);
      });
      // A refused handshake (wrong origin or token) and a stopped agent look the same to a browser.
      const onGone = () => {
        if (connection === attempt) connection = null;
        failAll(MSG.electronNotAvailable);
        if (!opened) reject(new Error(MSG.electronNotAvailable));
      };
      socket.addEventListener('close', onGone);
      socket.addEventListener('error', onGone);
    });
    connection = attempt;
    return attempt;
  };

  const send = async (channel: Channel, args: unknown[]): Promise<unknown> => {
    const socket = await connect();
    if (socket.readyState !== OPEN) throw new Error(MSG.electronNotAvailable);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(IPC_MSG.agentTimeout));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      socket.send(JSON.stringify({ id, channel, args } satisfies AgentRequest));
    });
  };

  const invoke = (async (channel: Channel, ...args: unknown[]) => {
    if (!validArgs(channel, args)) throw new Error(IPC_MSG.invalidArgs);
    switch (channel) {
      case 'app:notify':
        return shell.notify(args[0] as { title: string; body: string });
      case 'app:setBadgeCount':
        return shell.setBadgeCount(args[0] as number);
      case 'app:openExternal':
        return shell.openExternal(args[0] as string);
      default:
        return send(channel, args);
    }
  }) as InvokeFn;

  return {
    ...createBridge('agent', invoke),
    close() {
      failAll(MSG.electronNotAvailable);
      const current = connection;
      connection = null;
      void current?.then((socket) => socket.close(1000)).catch(() => undefined);
    },
  };
}

function parseReply(data: unknown): { id: number; result: unknown } | { id: number; error: string } | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { id, result, error } = message as Record<string, unknown>;
    if (typeof id !== 'number') return null;
    if (typeof error === 'object' && error !== null) {
      const text = (error as Record<string, unknown>).message;
      return { id, error: typeof text === 'string' ? text : MSG.printFailed };
    }
    return { id, result };
  } catch {
    return null;
  }
}

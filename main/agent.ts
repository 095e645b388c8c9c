// The PRINT AGENT: the bridge contract served on a loopback websocket for the panel opened in a
// normal browser. Same handlers and checks as the Electron IPC gateway; only the transport differs.
// Accepts connections only from 127.0.0.1, addressed to a loopback Host (no DNS rebinding), from the panel's
// origin, carrying the pairing token. No message can bring it down: a socket's error (a frame over
// MAX_MESSAGE_BYTES, a broken connection) closes that socket only, and a failing handler answers an error.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { AGENT_PROTOCOL, DEFAULT_AGENT_PORT, type AgentResponse } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import type { PrintingService } from '@shared/printing';
import packageJson from '../package.json' with { type: 'json' };
import { createOriginCheck, isLoopbackAddress, isLoopbackHost, isLoopbackHostHeader, isValidToken, loadOrCreateToken, tokenFromProtocols, tokensMatch } from './agent-auth';
import { createDispatcher } from './dispatch';
import { consoleLogger, createHandlers, type Logger } from './handlers/index';
import { readAgentEnv } from './config';

export const DEFAULT_PANEL_ORIGIN = 'http://localhost:8080';
export const DEFAULT_AGENT_DATA_DIR = path.join('data', 'agent');
/** Orders with a base64 logo in the commerce header stay well under this; a bigger frame closes its socket (1009). */
export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface AgentOptions {
  /** Default env AGENT_PORT, else 8765. 0 picks a free port (tests). */
  port?: number;
  /** Loopback only ('127.0.0.1' default, 'localhost' or '::1'); anything else throws. */
  host?: string;
  /** Allowed panel origin(s). Default env PANEL_ORIGIN (comma separated), else http://localhost:8080. */
  panelOrigin?: string | string[];
  /** Default env AGENT_TOKEN, else a random token persisted in <dataDir>/agent-token. */
  token?: string;
  /** Default env AGENT_DATA_DIR, else ./data/agent. Holds the token, print settings and job ledger. */
  dataDir?: string;
  /**
   * Folder shared with the desktop app and other agents of this PC (printer-owner lock, job ledger).
   * Default env PANEL_PRINT_SHARED_DIR, else dataDir; the command line uses the per-user folder.
   */
  sharedDir?: string;
  /** Injected printing service (tests); by default createPrintingService({ dataDir }), closed with the agent. */
  printing?: PrintingService;
  log?: Logger;
  env?: Record<string, string | undefined>;
}

export interface AgentHandle {
  host: string;
  port: number;
  token: string;
  /** ws://127.0.0.1:<port> */
  url: string;
  /** '#agent=<token>&agentPort=<port>': append to the panel URL to pair a browser. */
  pairingFragment: string;
  pairingLink(panelUrl: string): string;
  close(): Promise<void>;
}

interface ResolvedOptions {
  host: string;
  port: number;
  origins: string[];
  dataDir: string;
  sharedDir: string;
  tokenOption: string | null;
}

function resolveOptions(options: AgentOptions): ResolvedOptions {
  const env = readAgentEnv(options.env);
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host)) throw new Error(`El agente de impresión solo escucha en la interfaz local (127.0.0.1), no en ${host}`);
  const port = options.port ?? env.port ?? DEFAULT_AGENT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`AGENT_PORT inválido: ${String(port)}`);
  const originOption = options.panelOrigin ?? env.panelOrigins ?? DEFAULT_PANEL_ORIGIN;
  const origins = (Array.isArray(originOption) ? originOption : originOption.split(',')).map((origin) => origin.trim()).filter(Boolean);
  const dataDir = path.resolve(options.dataDir ?? env.dataDir ?? DEFAULT_AGENT_DATA_DIR);
  return {
    host: host === 'localhost' ? '127.0.0.1' : host,
    port,
    origins,
    dataDir,
    sharedDir: options.sharedDir ?? env.sharedPrintDir ?? dataDir,
    tokenOption: options.token ?? env.token ?? null,
  };
}

function parseRequest(data: RawData): { id: number; channel: unknown; args: unknown } | null {
  try {
    const message: unknown = JSON.parse(data.toString());
    if (typeof message !== 'object' || message === null) return null;
    const { id, channel, args } = message as Record<string, unknown>;
    return typeof id === 'number' && Number.isInteger(id) ? { id, channel, args } : null;
  } catch {
    return null;
  }
}

function agentAppServices(log: Logger) {
  return {
    info: () => ({ platform: process.platform, isDesktop: false, agent: true, version: packageJson.version }),
    updater: { check: async () => ({ status: 'disabled' as const, message: 'El agente de impresión se actualiza junto con el proyecto' }) },
    // The browser tab shows notifications and the title count itself (see renderer/src/bridge).
    notifier: {
      notify: async ({ title }: { title: string }) => {
        log.info(`[agente] notificación: ${title}`);
        return 'unsupported' as const;
      },
    },
    badge: { setCount: () => undefined },
    shell: {
      openExternal: async () => {
        throw new Error(IPC_MSG.agentUnsupported);
      },
    },
  };
}

export async function startAgent(options: AgentOptions = {}): Promise<AgentHandle> {
  const log = options.log ?? consoleLogger;
  const resolved = resolveOptions(options);
  const token = resolved.tokenOption ?? (await loadOrCreateToken(resolved.dataDir));
  if (!isValidToken(token)) throw new Error('AGENT_TOKEN debe tener de 16 a 128 caracteres (letras, números, - o _)');

  const ownsPrinting = !options.printing;
  const printing =
    options.printing ??
    (await import('./services/printing/index')).createPrintingService({
      dataDir: resolved.dataDir,
      sharedDir: resolved.sharedDir,
      logger: (message) => log.info(`[impresión] ${message}`),
    });
  const dispatch = createDispatcher(createHandlers(printing, agentAppServices(log)), log);
  const originAllowed = createOriginCheck(resolved.origins);

  const verifyClient = (
    info: { origin: string; req: IncomingMessage },
    callback: (accept: boolean, code?: number, message?: string) => void,
  ) => {
    if (!isLoopbackAddress(info.req.socket.remoteAddress)) return callback(false, 403, 'Forbidden');
    // A page of another site resolved to 127.0.0.1 (DNS rebinding) sends its own name as Host.
    if (!isLoopbackHostHeader(info.req.headers.host, listeningPort())) {
      log.warn(`[agente] conexión rechazada: Host ${info.req.headers.host ?? '(ninguno)'}`);
      return callback(false, 403, 'Forbidden');
    }
    if (!originAllowed(info.origin)) {
      log.warn(`[agente] conexión rechazada: origen ${info.origin || '(ninguno)'}`);
      return callback(false, 403, 'Forbidden');
    }
    if (!tokensMatch(token, tokenFromProtocols(info.req.headers['sec-websocket-protocol']))) {
      log.warn('[agente] conexión rechazada: token de vinculación ausente o incorrecto');
      return callback(false, 401, 'Unauthorized');
    }
    callback(true);
  };

  const server = new WebSocketServer({
    host: resolved.host,
    port: resolved.port,
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient,
    handleProtocols: (protocols) => (protocols.has(AGENT_PROTOCOL) ? AGENT_PROTOCOL : false),
  });
  const listeningPort = () => (server.address() as AddressInfo | null)?.port ?? resolved.port;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('error', (error) => log.error('[agente] error del servidor de websocket', error));

  server.on('connection', (socket: WebSocket) => {
    // ws closes the socket itself (1009 for a frame over maxPayload, 1002 for a bad frame) and then emits
    // 'error': without this listener that error would end the process. No terminate() here: it would cut the
    // connection before the close frame that tells the page why leaves.
    socket.on('error', (error) => {
      log.warn(`[agente] conexión cerrada por un error: ${error.message}`);
    });
    socket.on('message', (data) => {
      void answer(socket, data).catch((error: unknown) => log.error('[agente] no se pudo responder un mensaje', error));
    });
  });

  async function answer(socket: WebSocket, data: RawData): Promise<void> {
    const request = parseRequest(data);
    if (!request) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ id: -1, error: { message: IPC_MSG.invalidArgs } } satisfies AgentResponse));
      return;
    }
    const reply = await dispatch(request.channel, request.args);
    const response: AgentResponse = reply.ok ? { id: request.id, result: reply.result } : { id: request.id, error: reply.error };
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(response));
  }

  const { port } = server.address() as AddressInfo;
  const pairingFragment = `#agent=${encodeURIComponent(token)}&agentPort=${port}`;
  return {
    host: resolved.host,
    port,
    token,
    url: `ws://${resolved.host}:${port}`,
    pairingFragment,
    pairingLink: (panelUrl) => `${panelUrl.replace(/#.*$/, '')}${pairingFragment}`,
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsPrinting) await printing.close();
    },
  };
}

async function runAgentCli(): Promise<void> {
  const { defaultSharedPrintDir } = await import('./services/printing/index');
  const agent = await startAgent({ sharedDir: defaultSharedPrintDir() });
  const env = readAgentEnv();
  const panelUrl = env.panelUrl ?? env.panelOrigins?.[0] ?? DEFAULT_PANEL_ORIGIN;
  console.log(`Agente de impresión escuchando en ${agent.url}`);
  console.log(`Vincula el panel abriendo: ${agent.pairingLink(panelUrl)}`);
  const stop = () => {
    void agent.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runAgentCli().catch((error: unknown) => {
    console.error('No se pudo iniciar el agente de impresión:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

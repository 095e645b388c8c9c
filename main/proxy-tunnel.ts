// Auto-print's live channel through the system proxy. Node's `ws` ignores the proxy Windows / macOS are set to
// (Chromium, and so net.fetch and the panel, use it); Electron has no main-process WebSocket. So the proxy is
// asked of Chromium (session.resolveProxy, PAC files included) for each connection, and an HTTP proxy is
// tunnelled with CONNECT, the way browsers reach wss:// through one.
import net from 'node:net';
import tls from 'node:tls';
import type { ClientOptions } from 'ws';

export interface HttpProxy {
  host: string;
  port: number;
}

/** The first HTTP proxy of a PAC answer ("PROXY host:port; DIRECT"); null for DIRECT or a kind not tunnelled here. */
export function httpProxyOf(pacResult: string): HttpProxy | null {
  for (const entry of pacResult.split(';').map((part) => part.trim())) {
    if (/^DIRECT$/i.test(entry)) return null;
    const match = /^PROXY\s+\[?([^\]\s]+?)\]?:(\d+)$/i.exec(entry);
    if (match) return { host: match[1]!, port: Number(match[2]) };
  }
  return null;
}

type CreateConnection = NonNullable<ClientOptions['createConnection']>;
type ConnectOptions = { host?: string; hostname?: string; port?: number | string; servername?: string } & tls.ConnectionOptions;

function proxyError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** ws's `createConnection`: a CONNECT tunnel through the proxy, then TLS to the server for wss://. */
export function tunnelThrough(proxy: HttpProxy, secure: boolean): CreateConnection {
  const connect = (options: ConnectOptions, done: (error: Error | null, socket?: net.Socket) => void): undefined => {
    const host = options.hostname ?? options.host ?? 'localhost';
    const port = Number(options.port ?? (secure ? 443 : 80));
    const target = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    const socket = net.connect(proxy.port, proxy.host);
    let head = '';
    const fail = (error: Error) => {
      socket.destroy();
      done(error);
    };
    socket.once('error', (error) => fail(Object.assign(error, { code: 'ERR_PROXY_CONNECTION_FAILED' })));
    socket.once('connect', () => socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`));
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      socket.removeAllListeners('error');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
      if (status !== 200) return fail(proxyError(`el proxy respondió ${status || 'algo ilegible'} a CONNECT ${target}`, 'ERR_TUNNEL_CONNECTION_FAILED'));
      if (!secure) return done(null, socket);
      const servername = options.servername ?? (net.isIP(host) ? undefined : host);
      done(null, tls.connect({ ...options, socket, ...(servername ? { servername } : {}) }));
    };
    socket.on('data', onData);
    return undefined;
  };
  return connect as unknown as CreateConnection;
}

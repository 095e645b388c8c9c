// A paired page's raw socket to the print agent (the `ws` package in place of the browser's WebSocket): the
// agent's origin, its pairing token, and one call or one frame at a time.
import WebSocket from 'ws';
import { AGENT_PROTOCOL, AGENT_TOKEN_PROTOCOL_PREFIX } from '@shared/ipc/contract';

export function pairedSocket(port: number, token: string, origin: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`, [AGENT_PROTOCOL, `${AGENT_TOKEN_PROTOCOL_PREFIX}${token}`], { origin, headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`handshake ${response.statusCode ?? 0}`)));
    socket.once('error', reject);
  });
}

/** Sends one frame and resolves with the close code the agent answers with. */
export function closeCodeAfter(socket: WebSocket, frame: Buffer | string): Promise<number> {
  return new Promise((resolve) => {
    socket.on('error', () => undefined);
    socket.once('close', (code) => resolve(code));
    socket.send(frame);
  });
}

/** One bridge call over a fresh paired socket: its result, or the error's message. */
export async function agentCall(port: number, token: string, origin: string, channel: string, args: unknown[] = []): Promise<unknown> {
  const socket = await pairedSocket(port, token, origin);
  try {
    return await new Promise((resolve) => {
      socket.once('message', (data) => resolve((JSON.parse(data.toString()) as { result?: unknown; error?: unknown }).result ?? JSON.parse(data.toString())));
      socket.send(JSON.stringify({ id: 1, channel, args }));
    });
  } finally {
    socket.close();
  }
}

/** A JSON message just over the agent's frame limit (5 MiB). */
export function oversizedMessage(limit: number): string {
  return JSON.stringify({ id: 7, channel: 'printer:print', args: ['x'.repeat(limit + 1024)] });
}

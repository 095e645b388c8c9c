// What the payment providers' fakes share: a JSON/form body reader and a started HTTP server on a free port.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function listen(handler: RequestListener): Promise<{ server: Server; baseUrl: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A page the customer sees on the provider's side: the amount and one «Pagar» button. */
export function payPage(title: string, amountText: string, action: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="font-family:sans-serif;padding:24px"><h1>${title}</h1><p data-testid="fake-amount">${amountText}</p>
<form method="post" action="${action}"><button type="submit" data-testid="fake-pay">Pagar</button></form>
<form method="post" action="${action}?rechazar=1"><button type="submit" data-testid="fake-decline">Rechazar tarjeta</button></form></body></html>`;
}

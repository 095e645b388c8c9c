// Backups, the owner's data export and the private payment documents in the tenant-isolation table: B's
// owner never gets A's export nor A's documents; the backup card shows none of A's data.
import type { IsolationContext, IsolationRow } from '../isolation-types';

const PDF = Buffer.from('%PDF-1.4\n%%EOF').toString('base64');

/** A's export, finished, so A's own download is a 200. */
async function exportOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  await ctx.app.inject({ method: 'POST', url: '/v1/mis-datos/exportacion', headers: ctx.auth.headers });
  for (;;) {
    const status = await ctx.app.inject({ method: 'GET', url: '/v1/mis-datos/exportacion', headers: ctx.auth.headers });
    const state = status.json<{ exportacion: { state: string } | null }>().exportacion?.state;
    if (state !== 'en_proceso') return {};
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function documentOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const uploaded = await ctx.app.inject({ method: 'POST', url: '/v1/cobro-en-linea/documentos', headers: ctx.auth.headers, payload: { archivo: PDF } });
  if (uploaded.statusCode >= 300) throw new Error(`setup document → ${uploaded.statusCode} ${uploaded.body}`);
  return { documentFile: uploaded.json<{ url: string }>().url.split('/').pop() ?? '' };
}

export const rows: IsolationRow[] = [
  { name: 'GET /v1/respaldos', method: 'GET', family: 'v1', path: () => '/v1/respaldos' },
  { name: 'POST /v1/respaldos', method: 'POST', family: 'v1', path: () => '/v1/respaldos' },
  { name: 'PUT /v1/respaldos/carpeta-copia', method: 'PUT', family: 'v1', path: () => '/v1/respaldos/carpeta-copia', body: () => ({ carpeta: null }) },
  { name: 'POST /v1/mis-datos/exportacion', method: 'POST', family: 'v1', path: () => '/v1/mis-datos/exportacion', setup: exportOfA },
  { name: 'GET /v1/mis-datos/exportacion', method: 'GET', family: 'v1', path: () => '/v1/mis-datos/exportacion', setup: exportOfA },
  { name: 'GET /v1/mis-datos/exportacion/archivo', method: 'GET', family: 'v1', path: () => '/v1/mis-datos/exportacion/archivo', setup: exportOfA },
  { name: 'GET /v1/cobro-en-linea/documentos/:archivo', method: 'GET', family: 'v1', path: (ids) => `/v1/cobro-en-linea/documentos/${ids.documentFile}`, setup: documentOfA },
];

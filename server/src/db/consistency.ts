// A damaged embedded database is found when the server starts, not by a customer's order or the history
// later (docs/data-safety.md, "Health"): after the database opens (crash recovery done) and a checkpoint has
// written every page to its file, every page is verified (page-check.ts). A damaged one stops the start with
// what is damaged and how to restore the last backup.
import path from 'node:path';
import type { DbHandle } from './database';
import { findDamagedPages, type DamagedPage } from './page-check';

export class DamagedDatabaseError extends Error {
  constructor(
    message: string,
    readonly pages: DamagedPage[],
  ) {
    super(message);
    this.name = 'DamagedDatabaseError';
  }
}

export function damagedDatabaseMessage(dataDir: string, described: string[]): string {
  return (
    `La base de datos en ${dataDir} está dañada (${described.join('; ')}). No la sigas usando: ` +
    `restaura el último respaldo de ${path.join(dataDir, 'respaldos')} en una carpeta nueva con ` +
    'npm run restore -- <respaldo> --data-dir <carpeta nueva> e inicia el servidor con DATA_DIR=<carpeta nueva> (README, «Datos y respaldos»).'
  );
}

/** Throws DamagedDatabaseError when a page of the embedded database at `dataDir` fails verification. */
export async function checkEmbeddedDatabase(handle: DbHandle, dataDir: string): Promise<void> {
  if (handle.raw.kind !== 'pglite') return;
  const client = handle.raw.client;
  await client.exec('CHECKPOINT');
  const checksums = (await client.query<{ data_checksums: string }>('SHOW data_checksums')).rows[0]?.data_checksums === 'on';
  const pages = await findDamagedPages(path.join(dataDir, 'pglite'), { checksums });
  if (pages.length === 0) return;
  const nodes = [...new Set(pages.map((page) => page.fileNode))];
  const names = new Map<number, string>();
  const rows = await client
    .query<{ node: number; name: string }>('SELECT pg_relation_filenode(oid)::int AS node, relname AS name FROM pg_class WHERE pg_relation_filenode(oid) = ANY($1::oid[])', [nodes])
    .then((result) => result.rows)
    .catch(() => []);
  for (const row of rows) names.set(row.node, row.name);
  const described = pages.slice(0, 5).map((page) => `${names.has(page.fileNode) ? `tabla o índice ${names.get(page.fileNode)}` : page.file}, bloque ${page.block}: ${page.problem}`);
  if (pages.length > 5) described.push(`y ${pages.length - 5} páginas más`);
  throw new DamagedDatabaseError(damagedDatabaseMessage(dataDir, described), pages);
}

// `npm run restore -- FILE`: restores a backup into a fresh DATA_DIR (default DATA_DIR or ./data; it must
// not hold a database yet) or, with --database-url, into an empty PostgreSQL database. Every table is
// checked against the backup's manifest (row count and checksum) before the restore is kept.
// Options: --data-dir <dir>, --database-url <postgres://…>. See docs/data-safety.md.
import { resolve } from 'node:path';
import { restoreBackup } from '../server/src/services/backup/restore';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const positional = process.argv.slice(2).filter((value, index, all) => !value.startsWith('--') && !(all[index - 1] ?? '').startsWith('--'));
const file = positional[0];
if (!file) {
  console.error('Uso: npm run restore -- ARCHIVO.respaldo.zip [--data-dir CARPETA] [--database-url postgres://…]');
  process.exit(1);
}
const databaseUrl = argument('--database-url');
const dataDir = resolve(argument('--data-dir') ?? process.env.DATA_DIR ?? './data');
try {
  const result = await restoreBackup(resolve(file), databaseUrl ? { databaseUrl } : { dataDir });
  console.log(`Restaurado y verificado: ${result.manifest.tables.length} tablas, ${result.rows} filas, ${result.files} archivos en ${(result.ms / 1000).toFixed(1)} s`);
  console.log(databaseUrl ? `Arranca el servidor con DATABASE_URL=${databaseUrl}` : `Arranca el servidor con DATA_DIR=${dataDir}`);
} catch (error) {
  console.error(`No se pudo restaurar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

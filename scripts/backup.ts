// `npm run backup`: writes a backup of the embedded database now, to DATA_DIR/respaldos (and a copy to
// BACKUP_COPY_DIR when set). If the server is running on this DATA_DIR, it asks the server to make it
// (two processes must never open one embedded database); otherwise it opens the database itself.
// Options: --data-dir <dir> (default DATA_DIR or ./data). See docs/data-safety.md.
import { resolve } from 'node:path';
import { createDatabase } from '../server/src/db/database';
import { databaseFaultOf, FAULT_MSG } from '../server/src/db/faults';
import { askRunningServerToBackUp, backupNow, formatBytes } from '../server/src/services/backup/runtime';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dataDir = resolve(argument('--data-dir') ?? process.env.DATA_DIR ?? './data');
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL está definida: respalda ese servidor PostgreSQL con pg_dump (docs/data-safety.md).');
  process.exit(1);
}
try {
  const remote = await askRunningServerToBackUp(dataDir);
  const result =
    remote ??
    (await (async () => {
      const handle = await createDatabase({ dataDir });
      try {
        return await backupNow(handle, { dataDir, reason: 'manual' });
      } finally {
        await handle.close();
      }
    })());
  console.log(`Respaldo listo: ${result.file} (${formatBytes(result.bytes)}, ${result.rows} filas, ${(result.totalMs / 1000).toFixed(1)} s)`);
  if (result.copy) console.log(`Copia: ${result.copy}`);
} catch (error) {
  const fault = databaseFaultOf(error);
  const advice = fault === 'damaged' ? ` ${FAULT_MSG.damaged}.` : fault === 'diskFull' ? ` ${FAULT_MSG.diskFull}.` : '';
  console.error(`No se pudo respaldar: ${error instanceof Error ? error.message : String(error)}.${advice}`);
  process.exit(1);
}

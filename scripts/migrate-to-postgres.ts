// `npm run migrate-to-postgres -- --to postgres://usuario:clave@servidor:5432/panel`: copies the embedded
// database of DATA_DIR (stop the server first) to an empty PostgreSQL database, checks every table and
// prints the DATABASE_URL to start with. Options: --data-dir <dir>. See docs/data-safety.md.
import { resolve } from 'node:path';
import { createDatabase } from '../server/src/db/database';
import { moveToPostgres } from '../server/src/services/backup/move-to-postgres';
import { serverRunningOn } from '../server/src/services/backup/runtime';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const target = argument('--to');
const dataDir = resolve(argument('--data-dir') ?? process.env.DATA_DIR ?? './data');
if (!target) {
  console.error('Uso: npm run migrate-to-postgres -- --to postgres://usuario:clave@servidor:5432/panel [--data-dir CARPETA]');
  process.exit(1);
}
if (await serverRunningOn(dataDir)) {
  console.error(`El servidor está en marcha con ${dataDir}. Detenlo antes de mover la base de datos (los pedidos nuevos no se copiarían).`);
  process.exit(1);
}
const source = await createDatabase({ dataDir });
try {
  console.log(`Copiando ${dataDir} a PostgreSQL…`);
  const result = await moveToPostgres(source, target, (message) => console.log(message));
  console.log(`Listo y verificado: ${result.tables.length} tablas, ${result.rows} filas en ${(result.ms / 1000).toFixed(1)} s.`);
  console.log(`Arranca el servidor con:\n  DATABASE_URL=${target} DATA_DIR=${dataDir} npm start`);
  console.log('(DATA_DIR se sigue usando para las imágenes subidas y secrets.key.)');
} catch (error) {
  console.error(`No se pudo mover la base de datos: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.close();
}

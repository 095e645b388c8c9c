// "Descargar mis datos": one zip per commerce with every table as CSV and JSON plus its uploaded images,
// built in the background (the owner sees the progress and downloads it when ready). One job per
// commerce at a time; the finished zip stays until the next export replaces it. docs/data-safety.md.
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataExportJob } from '@shared/types/backup';
import type { DbHandle } from '../../db/database';
import { isSealed, openJson } from '../../db/secrets';
import { conflict } from '../../errors';
import { readDetached, removeDetachedCopies } from '../backup/detached-copy';
import { withWriteTransaction } from '../backup/transaction';
import { readTableQuery } from './read-rows';
import { commerceTables } from './tables';
import { rowsToCsv } from './csv';
import { writeJsonAtomically } from '../backup/json-file';
import { ZipFileWriter } from '../backup/zip-file';

export const EXPORT_MSG = {
  inProgress: 'Ya se está preparando tu descarga; espera a que termine.',
  notReady: 'Todavía no hay una descarga lista. Pídela con «Descargar mis datos».',
  interrupted: 'La preparación se interrumpió (el servidor se reinició). Vuelve a pedirla.',
  failed: 'No se pudo preparar la descarga. Vuelve a intentarlo.',
} as const;

const STATE = 'estado.json';
const ZIP = 'mis-datos.zip';
const encoder = new TextEncoder();

export interface DataExportService {
  start(commerceId: string): Promise<DataExportJob>;
  current(commerceId: string): Promise<DataExportJob | null>;
  /** The finished zip's path, or null. */
  file(commerceId: string): Promise<string | null>;
  /** Waits for the running job (tests, shutdown). */
  settled(commerceId: string): Promise<void>;
  close(): Promise<void>;
}

/** Folder of the exports under DATA_DIR (left out of backups: they are copies of the database). */
export const EXPORT_DIR_NAME = 'exportaciones';

/**
 * Bank and tax data are sealed at rest (docs/security.md); the owner's own copy carries them readable. Only
 * rows holding a sealed value are written again, so every other row keeps the database's exact JSON.
 */
function openSealedRows(key: Buffer, rows: string[], parsed: Record<string, unknown>[]): void {
  parsed.forEach((row, index) => {
    let opened = false;
    for (const [column, value] of Object.entries(row)) {
      if (!isSealed(value)) continue;
      row[column] = openJson(key, value);
      opened = true;
    }
    if (opened) rows[index] = JSON.stringify(row);
  });
}

export function createDataExportService(options: { handle: DbHandle; dir: string; uploadsDir: string; secretsKey: Buffer }): DataExportService {
  const running = new Map<string, { job: DataExportJob; done: Promise<void> }>();
  const cleared = removeDetachedCopies(options.dir); // left by a crash mid-export
  const folder = (commerceId: string) => join(options.dir, commerceId);

  async function save(commerceId: string, job: DataExportJob): Promise<void> {
    await writeJsonAtomically(join(folder(commerceId), STATE), job);
  }

  async function run(commerceId: string, job: DataExportJob): Promise<void> {
    const temp = join(folder(commerceId), `${ZIP}.${job.id}.tmp`);
    const zip = await ZipFileWriter.create(temp);
    const images: string[] = [];
    let outcome: Partial<DataExportJob>;
    try {
      // Like a backup, an embedded database on disk is read from a detached copy: one instant of the commerce,
      // and orders keep arriving meanwhile (server/src/services/backup/detached-copy.ts).
      const { result: tables } = await readDetached(options.handle, options.dir, async (source) => {
        const tables = await withWriteTransaction(source, (query) => commerceTables(query, commerceId));
        for (const [index, table] of tables.entries()) {
          job.step = `Preparando la tabla ${index + 1} de ${tables.length}`;
          job.progress = Math.round((index / (tables.length + 1)) * 90);
          const rows = await readTableQuery(source, table.select);
          const parsed = rows.map((row) => JSON.parse(row) as Record<string, unknown>);
          openSealedRows(options.secretsKey, rows, parsed);
          await zip.add(`json/${table.name}.json`, encoder.encode(`[\n${rows.join(',\n')}\n]\n`));
          await zip.add(`csv/${table.name}.csv`, encoder.encode(rowsToCsv(table.columns, parsed)));
          if (table.name === 'uploads') images.push(...parsed.map((row) => String(row.filename)));
        }
        return tables;
      });
      job.step = 'Agregando las imágenes';
      job.progress = 90;
      for (const filename of images) {
        if (filename.includes('/') || filename.includes('\\') || filename.startsWith('.')) continue;
        const bytes = await readFile(join(options.uploadsDir, filename)).catch(() => null);
        if (bytes) await zip.add(`imagenes/${filename}`, bytes);
      }
      await zip.add('LEEME.txt', encoder.encode(readme(tables.map((table) => table.name), images.length)));
      await zip.close();
      await rename(temp, join(folder(commerceId), ZIP));
      outcome = { state: 'lista', progress: 100, step: 'Lista', finishedAt: new Date().toISOString(), bytes: (await stat(join(folder(commerceId), ZIP))).size };
    } catch (error) {
      await zip.abort();
      await rm(temp, { force: true });
      outcome = { state: 'error', step: 'Error', finishedAt: new Date().toISOString(), error: EXPORT_MSG.failed };
      console.error(`Exportación de datos fallida (${commerceId}): ${error instanceof Error ? error.message : String(error)}`);
    }
    // Saved before it is shown: once a person sees the job over, a new start never races this write.
    await save(commerceId, { ...job, ...outcome });
    Object.assign(job, outcome);
  }

  return {
    async start(commerceId) {
      // A job shown as over is over, even in the moment before its entry is let go.
      if (running.get(commerceId)?.job.state === 'en_proceso') throw conflict(EXPORT_MSG.inProgress, 'EXPORT_IN_PROGRESS');
      const job: DataExportJob = { id: randomUUID(), state: 'en_proceso', progress: 0, step: 'Preparando', createdAt: new Date().toISOString(), finishedAt: null, bytes: null, error: null };
      // Taken before the first await: a second start meanwhile is a 409, never a second job on the same files.
      const prepared = (async () => {
        await cleared;
        await rm(join(folder(commerceId), ZIP), { force: true });
        await save(commerceId, job);
      })();
      // A failed preparation is the caller's error (start rejects); `done` only says when the job is over.
      const done = prepared
        .then(() => run(commerceId, job))
        .catch(() => undefined)
        .finally(() => {
          if (running.get(commerceId)?.job === job) running.delete(commerceId);
        });
      running.set(commerceId, { job, done });
      await prepared;
      return { ...job };
    },
    async current(commerceId) {
      const live = running.get(commerceId);
      if (live) return { ...live.job };
      try {
        const saved = JSON.parse(await readFile(join(folder(commerceId), STATE), 'utf8')) as DataExportJob;
        if (saved.state === 'en_proceso') return { ...saved, state: 'error', error: EXPORT_MSG.interrupted };
        return saved;
      } catch {
        return null;
      }
    },
    async file(commerceId) {
      const live = running.get(commerceId);
      if (live && live.job.state !== 'lista') return null;
      const path = join(folder(commerceId), ZIP);
      return (await stat(path).catch(() => null)) ? path : null;
    },
    async settled(commerceId) {
      await running.get(commerceId)?.done;
    },
    async close() {
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

function readme(tables: string[], images: number): string {
  return [
    'Tus datos del Panel Comercio',
    '',
    'csv/   cada tabla de tu comercio en CSV (UTF-8, se abre en Excel)',
    'json/  las mismas tablas en JSON, con los valores exactos (importes en centavos, fechas en UTC)',
    `imagenes/  las ${images} imágenes que subiste`,
    '',
    'No incluye contraseñas, sesiones ni llaves de integraciones.',
    `Tablas: ${tables.join(', ')}`,
    '',
  ].join('\r\n');
}

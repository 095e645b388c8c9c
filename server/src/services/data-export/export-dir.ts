// Where the zips of "Descargar mis datos" are built: beside the data, or, for a server whose database lives
// in memory (tests, demos), in a temporary folder removed when the server closes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEMORY_DATA_DIR } from '../../db/database';
import { EXPORT_DIR_NAME } from './export-job';

export async function openExportDir(dataDir: string): Promise<{ dir: string; dispose: () => Promise<void> }> {
  if (dataDir !== MEMORY_DATA_DIR) return { dir: join(dataDir, EXPORT_DIR_NAME), dispose: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'panel-exportaciones-'));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

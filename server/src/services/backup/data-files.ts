// The files a backup carries besides the database: everything under DATA_DIR except the database itself,
// the data exports and the backups (uploaded images, secrets.key, the print agent's token, settings and job ledger under
// DATA_DIR/agent), plus the agent's folder when AGENT_DATA_DIR puts it elsewhere (stored as agent/…).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { serverEnv } from '../../config';
import { VARIANTS_FOLDER } from '../images/folders';
import { BACKUP_DIR_NAME } from './format';

export interface DataFile {
  /** Path inside the backup, '/' separated (relative to DATA_DIR). */
  path: string;
  absolute: string;
}

// The data exports of Mi cuenta are copies of the database, already in the backup.
const SKIPPED_TOP_LEVEL = new Set(['pglite', BACKUP_DIR_NAME, 'exportaciones']);

async function walk(root: string, dir: string, prefix: string, skipTop: boolean, out: DataFile[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return; // a folder that does not exist has nothing to back up
  }
  for (const entry of entries) {
    if (skipTop && dir === root && SKIPPED_TOP_LEVEL.has(entry.name)) continue;
    if (entry.name.endsWith('.tmp')) continue; // files being written by someone else
    if (entry.name === VARIANTS_FOLDER) continue; // resized copies of uploads, made again on request
    const absolute = join(dir, entry.name);
    if (entry.isDirectory()) await walk(root, absolute, prefix, skipTop, out);
    else if (entry.isFile()) out.push({ path: prefix + relative(root, absolute).split(sep).join('/'), absolute });
  }
}

export async function listDataFiles(dataDir: string, agentDataDir: string | undefined = serverEnv().AGENT_DATA_DIR): Promise<DataFile[]> {
  const files: DataFile[] = [];
  await walk(dataDir, dataDir, '', true, files);
  if (agentDataDir) {
    const agent = resolve(agentDataDir);
    const inside = !relative(resolve(dataDir), agent).startsWith('..');
    if (!inside) await walk(agent, agent, 'agent/', false, files);
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** Reads a file that may be appended to meanwhile (the print ledger): the bytes present now. */
export async function readDataFile(file: DataFile): Promise<Uint8Array | null> {
  try {
    if (!(await stat(file.absolute)).isFile()) return null;
    return await readFile(file.absolute);
  } catch {
    return null; // removed between listing and reading
  }
}

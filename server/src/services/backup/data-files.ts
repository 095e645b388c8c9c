// The files a backup carries besides the database: everything under DATA_DIR except the database itself,
// the data exports and the backups (uploaded images, secrets.key, the print agent's token, settings and job ledger under
// DATA_DIR/agent), plus the agent's folder when AGENT_DATA_DIR puts it elsewhere (stored as agent/…).
// Never the files of a running process (the server's servidor.pid, locks, temp files): a restored folder
// carrying the original's servidor.pid would be refused while the original runs on the same PC.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { serverEnv } from '../../config';
import { DATA_DIR_LOCK_FILE } from '../../db/data-dir-lock';
import { VARIANTS_FOLDER } from '../images/folders';
import { BACKUP_DIR_NAME } from './format';

export interface DataFile {
  /** Path inside the backup, '/' separated (relative to DATA_DIR). */
  path: string;
  absolute: string;
}

// The data exports of Mi cuenta are copies of the database, already in the backup; '.restaurando' is a restore's staging.
const SKIPPED_TOP_LEVEL = new Set(['pglite', BACKUP_DIR_NAME, 'exportaciones', '.restaurando']);

/** A file that belongs to a running process, not to the data: the DATA_DIR lock, any lock, any temp file. */
export function isRuntimeFile(path: string): boolean {
  const name = path.split('/').pop() ?? path;
  return path === DATA_DIR_LOCK_FILE || name.endsWith('.lock') || name.endsWith('.tmp') || name.endsWith('.pid');
}

/** Whether a path inside a backup (relative to DATA_DIR, '/' separated) is one a backup may carry. */
export function isDataFilePath(path: string): boolean {
  const top = path.split('/')[0] ?? '';
  return !SKIPPED_TOP_LEVEL.has(top) && !isRuntimeFile(path);
}

async function walk(root: string, dir: string, prefix: string, skipTop: boolean, out: DataFile[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return; // a folder that does not exist has nothing to back up
  }
  for (const entry of entries) {
    if (skipTop && dir === root && SKIPPED_TOP_LEVEL.has(entry.name)) continue;
    if (entry.name === VARIANTS_FOLDER) continue; // resized copies of uploads, made again on request
    const absolute = join(dir, entry.name);
    const path = prefix + relative(root, absolute).split(sep).join('/');
    if (entry.isDirectory()) await walk(root, absolute, prefix, skipTop, out);
    else if (entry.isFile() && !isRuntimeFile(path)) out.push({ path, absolute });
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

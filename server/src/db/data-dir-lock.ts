// One process at a time on an embedded database's directory. PGlite has no postmaster to refuse a second
// server, and two processes writing one directory each keep their own buffers and transaction counter. A demo
// folder that two servers had had open at once then hung its next start at 100 % CPU: its rows carried a
// transaction id the restarted database handed out again, and the start waited on itself (the most likely
// cause; docs/data-safety.md). The lock is a file holding the owner's PID, created exclusively; a file whose
// process is gone (a crash, a kill) is taken over.
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const DATA_DIR_LOCK_FILE = 'servidor.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Otro proceso (PID ${pid}) ya usa la base de datos en ${dir}. Ciérralo antes de iniciar otro servidor con la misma carpeta de datos: ` +
        `dos a la vez la dañan. Si no hay otro abierto, borra ${join(dir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Linux: when the process started (clock ticks since boot), so a reused PID is not taken for the owner. */
async function startTimeOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command name (which may hold spaces) start after its closing parenthesis.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

/** Whether a process with this PID exists (EPERM: it does, under another user). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Owner {
  pid: number;
  startTime: string;
}

async function ownerOf(path: string): Promise<Owner | null> {
  const [pidText = '', startTime = ''] = (await readFile(path, 'utf8').catch(() => '')).trim().split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime } : null;
}

/** The owner still runs: its PID is alive and, where the system tells, it is the same process. */
async function stillRuns(owner: Owner): Promise<boolean> {
  if (!processIsAlive(owner.pid)) return false;
  if (!owner.startTime) return true;
  const now = await startTimeOf(owner.pid);
  return now === '' || now === owner.startTime;
}

/** Directories this process holds: a second handle on one of them is refused like another process. */
const heldHere = new Set<string>();

/**
 * Takes the directory for this process; resolves to the function that gives it back. Refuses with
 * DataDirInUseError while another live process, or another open handle of this one, holds it.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, DATA_DIR_LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirInUseError(dir, process.pid);
  const content = `${process.pid} ${await startTimeOf(process.pid)}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(path, content, { flag: 'wx' });
      heldHere.add(path);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        if ((await ownerOf(path))?.pid === process.pid) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A file another process has just created may not hold its PID yet.
    const owner = (await ownerOf(path)) ?? (await new Promise((resolve) => setTimeout(resolve, 100)), await ownerOf(path));
    // Our own PID in a file this process did not write is a left-over of an earlier process (a container
    // gives the same PIDs on every start).
    if (owner && owner.pid !== process.pid && (await stillRuns(owner))) throw new DataDirInUseError(dir, owner.pid);
    // Stale: its process is gone. Remove it and try to create ours again; if another process starting at
    // the same moment wins, the next round sees its PID.
    await unlink(path).catch(() => undefined);
  }
  throw new DataDirInUseError(dir, (await ownerOf(path))?.pid ?? 0);
}

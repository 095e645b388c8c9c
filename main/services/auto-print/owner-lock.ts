// One printer owner per PC (docs/printing.md): an exclusive lock file in the shared printing folder,
// created atomically (hard link, fails if it exists) and holding the owner's pid. A lock whose pid is gone (crash, kill -9) is taken
// over; a live owner is never displaced. Whoever holds it opens the shared job ledger and follows orders.
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export interface LockOwner {
  pid: number;
  /** Which service of that process (two services in one process are two owners). */
  instance: string;
  startedAt: string;
}

/** A zombie (exited, not yet reaped by its parent) still answers kill(0) but owns nothing. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !zombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof value.pid === 'number' ? { pid: value.pid, instance: String(value.instance ?? ''), startedAt: String(value.startedAt ?? '') } : null;
  } catch {
    return null;
  }
}

export class OwnerLock {
  private held = false;
  private readonly instance = randomUUID();

  constructor(
    readonly file: string,
    private readonly pid: number = process.pid,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  /** Takes the lock when it is free or its owner is dead; false while another live process holds it. */
  tryAcquire(): boolean {
    if (this.held) return true;
    mkdirSync(path.dirname(this.file), { recursive: true });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // The lock appears complete or not at all: written aside, then hard-linked (fails if it exists).
      const mine = `${this.file}.${this.pid}.new`;
      writeFileSync(mine, JSON.stringify({ pid: this.pid, instance: this.instance, startedAt: new Date().toISOString() } satisfies LockOwner));
      try {
        linkSync(mine, this.file);
        this.held = true;
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        rmSync(mine, { force: true });
      }
      const owner = readOwner(this.file);
      if (owner?.pid === this.pid && owner.instance === this.instance) return (this.held = true);
      if (owner && (owner.pid === this.pid || alive(owner.pid))) return false;
      // Dead owner: move its lock aside under a name only we use, and check we moved the dead one
      // (another process may have replaced it in between); a live lock moved by mistake goes back.
      const aside = `${this.file}.${this.pid}.stale`;
      try {
        renameSync(this.file, aside);
      } catch {
        continue;
      }
      const moved = readOwner(aside);
      if (moved && (moved.pid === this.pid ? moved.instance !== this.instance : alive(moved.pid))) {
        try {
          linkSync(aside, this.file);
        } catch {
          // Someone took the free slot meanwhile; either way a live owner holds it.
        }
        rmSync(aside, { force: true });
        return false;
      }
      rmSync(aside, { force: true });
    }
    return false;
  }

  owner(): LockOwner | null {
    return readOwner(this.file);
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    const owner = readOwner(this.file);
    if (owner?.pid === this.pid && owner.instance === this.instance) {
      try {
        unlinkSync(this.file);
      } catch {
        // Already gone.
      }
    }
  }
}

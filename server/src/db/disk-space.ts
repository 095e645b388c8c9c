// Free space of the disk that holds DATA_DIR (the embedded database, uploads, backups). Readiness turns 503
// below LOW_DISK_BYTES; a start refuses below what it needs, and says so, instead of failing inside PGlite
// with texts that point at a damaged folder (docs/data-safety.md, "Health").
import { statfsSync } from 'node:fs';

/** Below this readiness fails: PGlite's write-ahead log grows 16 MB at a time. */
export const LOW_DISK_BYTES = 16 * 2 ** 20;
/** A first start (initdb, migrations, the demo commerce) writes about 70 MB. */
export const FIRST_START_DISK_BYTES = 128 * 2 ** 20;

/** Bytes this user may still write on the disk of `dir` (the nearest existing parent), or null if unknown. */
export function freeDiskBytes(dir: string): number | null {
  for (let current = dir; ; ) {
    try {
      const stats = statfsSync(current);
      return stats.bavail * stats.bsize;
    } catch {
      const parent = current.replace(/[/\\][^/\\]*$/, '');
      if (!parent || parent === current) return null;
      current = parent;
    }
  }
}

function megabytes(bytes: number): string {
  return `${Math.max(0, Math.floor(bytes / 2 ** 20))} MB`;
}

/** The start-up text when the disk is the cause; null while there is room. */
export function diskSpaceProblem(dir: string, neededBytes: number): string | null {
  const free = freeDiskBytes(dir);
  if (free === null || free >= neededBytes) return null;
  return `No hay espacio en disco en ${dir}: quedan ${megabytes(free)} libres y el servidor necesita al menos ${megabytes(neededBytes)}. Libera espacio en ese disco (o usa otra carpeta con DATA_DIR) y vuelve a iniciarlo.`;
}

// What a database error says about the server rather than about the request (docs/data-safety.md, "Health"):
// a full disk, a damaged database, or a database that is away. The error handler answers them with their
// own status and Spanish text instead of a generic 500, and readiness (/readyz) reports the last two seen.
import type { DbHandle } from './database';

export type DatabaseFault = 'diskFull' | 'damaged' | 'unavailable';

export const FAULT_MSG = {
  diskFull: 'No hay espacio en disco en el servidor: libera espacio para seguir guardando los cambios',
  damaged: 'La base de datos del servidor está dañada: restaura el último respaldo (npm run restore, README «Datos y respaldos»)',
  unavailable: 'Sin conexión con la base de datos, intenta de nuevo en unos momentos',
} as const;

/** The HTTP status each fault answers with (507 Insufficient Storage for a full disk). */
export const FAULT_STATUS: Record<DatabaseFault, number> = { diskFull: 507, damaged: 500, unavailable: 503 };

// SQLSTATE classes and codes (PostgreSQL appendix A): 53100 disk_full; XX001 data_corrupted, XX002
// index_corrupted; 57P01–57P03 the server shutting down or starting; class 08 connection exceptions.
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC']);
const DAMAGED_CODES = new Set(['XX001', 'XX002']);
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const DAMAGED_TEXT = /invalid page in block|could not read block|page verification failed|unexpected zero page|invalid memory alloc request size|missing chunk number|could not access status of transaction/i;
const UNAVAILABLE_TEXT = /Connection terminated|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

function codeAndMessage(error: unknown): { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return { code: '', message: String(error) };
  const value = error as { code?: unknown; message?: unknown };
  return { code: typeof value.code === 'string' ? value.code : '', message: typeof value.message === 'string' ? value.message : '' };
}

function faultOf(code: string, message: string): DatabaseFault | null {
  if (DISK_FULL_CODES.has(code) || /No space left on device/i.test(message)) return 'diskFull';
  if (DAMAGED_CODES.has(code) || DAMAGED_TEXT.test(message)) return 'damaged';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_TEXT.test(message)) return 'unavailable';
  return null;
}

/** The fault behind an error and the driver's own message (drizzle wraps its error as `cause`), or null. */
export function describeDatabaseFault(error: unknown): { fault: DatabaseFault; message: string } | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = codeAndMessage(current);
    const fault = faultOf(code, message);
    if (fault) return { fault, message };
    if (typeof current !== 'object') break;
  }
  return null;
}

export function databaseFaultOf(error: unknown): DatabaseFault | null {
  return describeDatabaseFault(error)?.fault ?? null;
}

/** How long a disk-full error keeps readiness down when the disk itself cannot be measured (PostgreSQL's). */
export const DISK_FULL_HOLD_MS = 30_000;

/** Faults seen by the requests of one database handle. */
export class DatabaseHealth {
  private damage: string | null = null;
  private diskFullAt = 0;

  record(fault: DatabaseFault, error: unknown): void {
    if (fault === 'damaged') this.damage ??= describeDatabaseFault(error)?.message || 'error de lectura';
    if (fault === 'diskFull') this.diskFullAt = Date.now();
  }

  /** A damaged database does not mend: once seen, until the server restarts (and checks again). */
  damaged(): string | null {
    return this.damage;
  }

  recentDiskFull(now = Date.now()): boolean {
    return this.diskFullAt > 0 && now - this.diskFullAt < DISK_FULL_HOLD_MS;
  }
}

const healthByHandle = new WeakMap<DbHandle, DatabaseHealth>();

export function databaseHealthFor(handle: DbHandle): DatabaseHealth {
  let health = healthByHandle.get(handle);
  if (!health) healthByHandle.set(handle, (health = new DatabaseHealth()));
  return health;
}

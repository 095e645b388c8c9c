// The backup file (docs/data-safety.md): a zip written by one snapshot of the database.
//   respaldo.json          what the file is: format, app version, schema level (first entry)
//   tablas/<tabla>.jsonl   one row per line (row_to_json), tables in dependency order
//   archivos/<ruta>        files of DATA_DIR (uploads, secrets.key, the print agent's settings and ledger)
//   manifiesto.json        row count and checksum per table, size and sha256 per file (last entry)
// A file is only given its final name after the manifest is written and flushed (temp file + rename).

export const BACKUP_FORMAT = 1;
export const BACKUP_EXTENSION = '.respaldo.zip';
export const HEADER_ENTRY = 'respaldo.json';
export const MANIFEST_ENTRY = 'manifiesto.json';
export const TABLE_PREFIX = 'tablas/';
export const FILE_PREFIX = 'archivos/';
/** Sub-directory of DATA_DIR that holds the backups. */
export const BACKUP_DIR_NAME = 'respaldos';

export type BackupReason = 'programado' | 'manual' | 'antes-de-migrar' | 'actualizacion';

/** The migrations a database has applied (drizzle.__drizzle_migrations). */
export interface SchemaLevel {
  /** How many migrations were applied. */
  migrations: number;
  /** `when` of the newest applied migration (the journal's timestamp, how drizzle tells them apart). */
  lastWhen: number | null;
  /** Its tag in this app's journal, when this app knows it. */
  lastTag: string | null;
}

export interface BackupHeader {
  format: number;
  createdAt: string;
  appVersion: string;
  reason: BackupReason;
  schema: SchemaLevel;
}

export interface TableManifest {
  name: string;
  rows: number;
  /** Order-independent sha256 sum of the rows (checksum.ts). */
  checksum: string;
}

export interface FileManifest {
  /** Path relative to DATA_DIR, '/' separated. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest extends BackupHeader {
  tables: TableManifest[];
  files: FileManifest[];
}

export const BACKUP_MSG = {
  newerSchema: (backup: string, app: string) =>
    `Este respaldo es de una versión más nueva del panel (esquema ${backup}; esta versión llega a ${app}). Actualiza el panel y vuelve a restaurarlo.`,
  unknownSchema: 'El respaldo tiene un esquema que esta versión del panel no reconoce; no se puede restaurar.',
  notABackup: 'El archivo no es un respaldo del panel (falta respaldo.json o manifiesto.json).',
  unknownFormat: (format: number) => `Formato de respaldo ${format} no compatible con esta versión del panel.`,
  targetNotEmpty: (dir: string) => `La carpeta de datos ${dir} ya tiene una base de datos. Restaura en una carpeta nueva (o mueve la actual a otro lugar).`,
  mismatch: (table: string, detail: string) => `La verificación falló en la tabla ${table}: ${detail}. La restauración se canceló.`,
  fileMismatch: (path: string) => `El archivo ${path} del respaldo no coincide con su suma de verificación. La restauración se canceló.`,
  inProgress: 'Ya hay un respaldo en curso; espera a que termine.',
  embeddedOnly: 'Los respaldos automáticos son de la base de datos integrada. Con un servidor PostgreSQL usa sus propias copias (pg_dump).',
  unknownEntry: (name: string) => `El respaldo trae una entrada que no es de un respaldo del panel (${name}). La restauración se canceló.`,
  fileNotListed: (path: string) => `El respaldo trae el archivo ${path}, que su manifiesto no lista. La restauración se canceló.`,
  fileMissing: (path: string) => `El manifiesto del respaldo lista el archivo ${path}, que el respaldo no trae. La restauración se canceló.`,
  notADataFile: (path: string) => `El manifiesto del respaldo lista ${path}, que no es un archivo de datos del panel. La restauración se canceló.`,
  tooLarge: (name: string, limit: string) =>
    `El respaldo no se puede restaurar: ${name} se expande a más de ${limit} (un respaldo real no crece tanto; el archivo puede estar dañado o ser malicioso). La restauración se canceló.`,
} as const;

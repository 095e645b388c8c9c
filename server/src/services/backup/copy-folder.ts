// The folder that gets a copy of each backup (a USB drive, a synced folder): BACKUP_COPY_DIR in the server's
// environment wins; otherwise the one the owner chose in Ajustes, kept in DATA_DIR/respaldos/ajustes.json.
// A file and not the database: it is a path of this computer, which a restore on another PC must not
// carry along. docs/data-safety.md, "Copy".
import { access, constants, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import * as yup from 'yup';
import type { BackupStatus } from '@shared/types/backup';
import { serverEnv, type ServerEnv } from '../../config';
import { badRequest, conflict } from '../../errors';
import { BACKUP_DIR_NAME } from './format';
import { writeJsonAtomically } from './json-file';

export const COPY_SETTINGS_FILE = 'ajustes.json';
const MAX_PATH = 1_000;

export const COPY_FOLDER_MSG = {
  missing: 'Indica la carpeta de copia (carpeta) o null para quitarla.',
  notText: 'La carpeta de copia (carpeta) debe ser un texto.',
  tooLong: 'La ruta de la carpeta de copia (carpeta) es demasiado larga.',
  badCharacters: 'La ruta de la carpeta de copia (carpeta) tiene caracteres no válidos.',
  notAbsolute: 'Escribe la ruta completa de la carpeta de copia (carpeta), por ejemplo E:\\Respaldos o /media/usb/respaldos.',
  notFound: (path: string) => `La carpeta ${path} no existe en el equipo del servidor. Conecta la USB o crea la carpeta y vuelve a intentarlo.`,
  notFolder: (path: string) => `${path} no es una carpeta.`,
  notWritable: (path: string) => `No se puede escribir en la carpeta ${path}. Revisa sus permisos o que la USB no esté protegida.`,
  insideData: 'La carpeta de copia debe estar fuera de la carpeta de datos del panel (la idea es tener la copia en otro disco).',
  fixedByServer: 'La carpeta de copia está fijada en el servidor con BACKUP_COPY_DIR; cámbiala ahí.',
} as const;

/** BACKUP_COPY_DIR: set on the server, it overrides the panel's choice. */
export function copyDirFromEnv(env: ServerEnv = serverEnv()): string | null {
  const value = env.BACKUP_COPY_DIR?.trim();
  return value ? value : null;
}

function settingsFile(dataDir: string): string {
  return join(dataDir, BACKUP_DIR_NAME, COPY_SETTINGS_FILE);
}

export async function readPanelCopyDir(dataDir: string): Promise<string | null> {
  try {
    const saved = JSON.parse(await readFile(settingsFile(dataDir), 'utf8')) as { carpetaCopia?: unknown };
    return typeof saved.carpetaCopia === 'string' && saved.carpetaCopia ? saved.carpetaCopia : null;
  } catch {
    return null;
  }
}

/** Which folder gets the copies now, and who chose it. */
export async function effectiveCopyDir(dataDir: string, envDir: string | null): Promise<Pick<BackupStatus, 'copyDirectory' | 'copyDirectorySource'>> {
  if (envDir) return { copyDirectory: envDir, copyDirectorySource: 'servidor' };
  const panel = await readPanelCopyDir(dataDir);
  return { copyDirectory: panel, copyDirectorySource: panel ? 'panel' : null };
}

/**
 * Body of PUT /v1/respaldos/carpeta-copia, declared by the route (docs/security.md "Reading a request"):
 * `carpeta` a folder path (up to MAX_PATH once trimmed), or null/'' to stop copying. Control characters are
 * refused before it by the input guard. Whether the folder exists and takes a file is checked by checkCopyFolder.
 */
export const copyFolderBodySchema = yup.object({
  carpeta: yup
    .mixed<string>()
    .nullable()
    .defined(COPY_FOLDER_MSG.missing)
    .test('text', COPY_FOLDER_MSG.notText, (value) => value === null || typeof value === 'string')
    .test('length', COPY_FOLDER_MSG.tooLong, (value) => typeof value !== 'string' || value.trim().length <= MAX_PATH),
});

/** The folder the declared body names, or null to stop copying. */
export function copyFolderOf(body: { carpeta: string | null }): string | null {
  const path = body.carpeta?.trim() ?? '';
  return path === '' ? null : path;
}

/** The folder must exist on this computer, be a folder outside DATA_DIR, and take a file. */
export async function checkCopyFolder(path: string, dataDir: string): Promise<string> {
  if (!isAbsolute(path)) throw badRequest(COPY_FOLDER_MSG.notAbsolute, 'carpeta');
  const folder = resolve(path);
  const fromData = relative(resolve(dataDir), folder);
  if (fromData === '' || (!fromData.startsWith('..') && !isAbsolute(fromData))) throw badRequest(COPY_FOLDER_MSG.insideData, 'carpeta');
  const info = await stat(folder).catch(() => null);
  if (!info) throw badRequest(COPY_FOLDER_MSG.notFound(folder), 'carpeta');
  if (!info.isDirectory()) throw badRequest(COPY_FOLDER_MSG.notFolder(folder), 'carpeta');
  const probe = join(folder, `.prueba-panel-${process.pid}.tmp`);
  try {
    await access(folder, constants.W_OK);
    await writeFile(probe, 'prueba');
  } catch {
    throw badRequest(COPY_FOLDER_MSG.notWritable(folder), 'carpeta');
  } finally {
    await rm(probe, { force: true });
  }
  return folder;
}

/** Saves (or clears, with null) the panel's copy folder; refused while BACKUP_COPY_DIR is set. */
export async function savePanelCopyDir(dataDir: string, envDir: string | null, path: string | null): Promise<void> {
  if (envDir) throw conflict(COPY_FOLDER_MSG.fixedByServer, 'BACKUP_COPY_DIR_SET');
  const folder = path === null ? null : await checkCopyFolder(path, dataDir);
  await writeJsonAtomically(settingsFile(dataDir), { carpetaCopia: folder });
}

// The desktop settings file (electron-store JSON in userData) after a power cut can be empty or half
// written; electron-store then throws while constructing. The bad file is moved aside (kept for
// support), a fresh store is used with defaults, and the cashier is told (docs/desktop.md).
import { renameSync } from 'node:fs';
import path from 'node:path';

export const SETTINGS_RESET_WARNING =
  'La configuración de la aplicación estaba dañada y se restableció. Revisa tus impresoras en Ajustes.';

export interface SafeStore<T> {
  store: T;
  warning: string | null;
  /** Where the damaged file was moved, when it was. */
  movedTo: string | null;
}

export function corruptCopyPath(filePath: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const { dir, name, ext } = path.parse(filePath);
  return path.join(dir, `${name}.danado-${stamp}${ext}`);
}

export function openStoreSafely<T>(
  create: () => T,
  filePath: string,
  { rename = renameSync, now = () => new Date() }: { rename?: (from: string, to: string) => void; now?: () => Date } = {},
): SafeStore<T> {
  try {
    return { store: create(), warning: null, movedTo: null };
  } catch {
    const movedTo = corruptCopyPath(filePath, now());
    rename(filePath, movedTo);
    return { store: create(), warning: SETTINGS_RESET_WARNING, movedTo };
  }
}

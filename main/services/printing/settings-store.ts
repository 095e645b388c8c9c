// Print settings persistence for the print agent (JSON file, atomic replace); the desktop app
// injects its own store (electron-store) through the same interface.
import { mkdir, readFile, rename, writeFile, open } from 'node:fs/promises';
import path from 'node:path';
import { defaultPrintSettings, normalizePrintSettings, type PrintSettings } from '@shared/printer-settings';

export interface SettingsStore {
  get(): Promise<PrintSettings>;
  set(settings: PrintSettings): Promise<void>;
}

/** Any stored or received value -> complete, valid settings (the shared schema decides each field). */
export { normalizePrintSettings as normalizeSettings };

/** Write to a temporary file, fsync it, then rename over the target: readers see old or new, never half. */
export async function writeFileAtomic(target: string, content: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  const handle = await open(temporary, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, target);
}

export function createJsonSettingsStore(filePath: string): SettingsStore {
  let writing: Promise<void> = Promise.resolve();
  return {
    async get() {
      try {
        return normalizePrintSettings(JSON.parse(await readFile(filePath, 'utf8')) as unknown);
      } catch {
        return defaultPrintSettings();
      }
    },
    set(settings) {
      const next = writing.then(() => writeFileAtomic(filePath, `${JSON.stringify(normalizePrintSettings(settings), null, 2)}\n`));
      writing = next.catch(() => undefined);
      return next;
    },
  };
}

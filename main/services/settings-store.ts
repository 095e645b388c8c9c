// Print settings persisted with electron-store in the desktop app. The store instance is injected
// (the Electron entry creates it: electron-store is ESM-only and needs Electron's app paths), so
// this adapter stays plain Node and testable. Reads go through the printing service's
// normalizeSettings, so a field added in a later version gets its default instead of breaking printing.
import type { PrintSettings } from '@shared/printing';
import { normalizeSettings, type SettingsStore } from './printing/index';

export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export const PRINT_SETTINGS_KEY = 'printSettings';

export function createElectronSettingsStore(store: KeyValueStore): SettingsStore {
  return {
    async get(): Promise<PrintSettings> {
      return normalizeSettings(store.get(PRINT_SETTINGS_KEY));
    },
    async set(settings: PrintSettings): Promise<void> {
      store.set(PRINT_SETTINGS_KEY, normalizeSettings(settings));
    },
  };
}

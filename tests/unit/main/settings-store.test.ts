import { describe, expect, it } from 'vitest';
import { defaultPrintSettings } from '@shared/printing';
import { createElectronSettingsStore, PRINT_SETTINGS_KEY, type KeyValueStore } from '../../../main/services/settings-store';

function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Record<string, unknown> } {
  const data = { ...initial };
  return { data, get: (key) => data[key], set: (key, value) => void (data[key] = value) };
}

describe('electron-store settings adapter', () => {
  it('starts from the docs/domain.md (Constantes) defaults', async () => {
    expect(await createElectronSettingsStore(memoryStore()).get()).toEqual(defaultPrintSettings());
  });

  it('keeps what was saved under one key', async () => {
    const store = memoryStore();
    const settings = defaultPrintSettings();
    settings.Printer2 = { ...settings.Printer2, printer: { kind: 'system', name: 'EPSON_TM_T20' }, printerName: 'EPSON_TM_T20', copies: 2, kitchen: true };
    await createElectronSettingsStore(store).set(settings);
    expect(store.data[PRINT_SETTINGS_KEY]).toEqual(settings);
    expect(await createElectronSettingsStore(store).get()).toEqual(settings);
  });

  it('fills fields an older version did not store with their defaults', async () => {
    const { codePage: _codePage, format: _format, ...older } = defaultPrintSettings().Printer1;
    const store = memoryStore({ [PRINT_SETTINGS_KEY]: { Printer1: { ...older, copies: 3 } } });
    const settings = await createElectronSettingsStore(store).get();
    expect(settings.Printer1).toMatchObject({ copies: 3, codePage: 'PC858', format: 'escpos' });
    expect(settings.Printer3).toEqual(defaultPrintSettings().Printer3);
  });
});

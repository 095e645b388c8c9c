// "Impresión automática" on/off from the tray: a pause of automatic tickets on this PC, kept across
// restarts. Manual print, reprint and test pages still work while it is off. The switch wraps the
// printing service's autoPrint so every caller (bridge or main's own subscription) goes through it.
import type { PrintResult, PrintingService } from '@shared/printing';

export const KEY_AUTO_PRINT_PAUSED = 'autoPrintPaused';
export const AUTO_PRINT_PAUSED_MESSAGE = 'Impresión automática pausada en esta computadora';

export interface FlagStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export interface AutoPrintSwitch<S extends PrintingService> {
  service: S;
  enabled(): boolean;
  set(enabled: boolean): void;
}

export function createAutoPrintSwitch<S extends PrintingService>(service: S, store: FlagStore): AutoPrintSwitch<S> {
  const enabled = () => store.get(KEY_AUTO_PRINT_PAUSED) !== true;
  const paused = async (): Promise<PrintResult> => ({ ok: true, jobs: 0, message: AUTO_PRINT_PAUSED_MESSAGE });
  const wrapped = new Proxy(service, {
    get(target, property) {
      if (property === 'autoPrint') return (input: Parameters<PrintingService['autoPrint']>[0]) => (enabled() ? target.autoPrint(input) : paused());
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { service: wrapped, enabled, set: (next) => store.set(KEY_AUTO_PRINT_PAUSED, !next) };
}

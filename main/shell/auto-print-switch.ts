// "Impresión automática" on/off from the tray: a pause of automatic tickets on this PC, kept across
// restarts. Manual print, reprint and test pages still work while it is off. The printing service
// follows the orders itself once the panel hands it the session (printing:startAutoPrint); the switch
// sits in front of it: while paused it keeps the session without following, and hands it over again
// when switched back on (what was missed meanwhile is then up to the service's resync rules,
// docs/printing.md).
import type { AutoPrintSession, AutoPrintState, PrintingService } from '@shared/printing';

export const KEY_AUTO_PRINT_PAUSED = 'autoPrintPaused';
export const AUTO_PRINT_PAUSED_MESSAGE = 'Impresión automática pausada en esta computadora';

export interface FlagStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export interface AutoPrintSwitch<S extends PrintingService> {
  service: S;
  enabled(): boolean;
  set(enabled: boolean): Promise<void>;
}

export function createAutoPrintSwitch<S extends PrintingService>(service: S, store: FlagStore, log: (message: string) => void = () => undefined): AutoPrintSwitch<S> {
  const enabled = () => store.get(KEY_AUTO_PRINT_PAUSED) !== true;
  let session: AutoPrintSession | null = null;

  const pausedState = async (): Promise<AutoPrintState> => ({
    ...(await service.getAutoPrintState()),
    running: false,
    connected: false,
    message: AUTO_PRINT_PAUSED_MESSAGE,
  });
  const overrides: Partial<PrintingService> = {
    async startAutoPrint(next) {
      session = next;
      return enabled() ? service.startAutoPrint(next) : pausedState();
    },
    async stopAutoPrint() {
      session = null;
      return service.stopAutoPrint();
    },
    async getAutoPrintState() {
      return enabled() ? service.getAutoPrintState() : pausedState();
    },
  };
  const wrapped = new Proxy(service, {
    get(target, property) {
      if (typeof property === 'string' && property in overrides) return overrides[property as keyof PrintingService];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  return {
    service: wrapped,
    enabled,
    async set(next) {
      if (next === enabled()) return;
      store.set(KEY_AUTO_PRINT_PAUSED, !next);
      log(`[impresión] impresión automática ${next ? 'reanudada' : 'pausada'} desde la bandeja`);
      // Keep the session: the panel does not hand it over again until its next sign-in.
      if (!next) await service.stopAutoPrint();
      else if (session) await service.startAutoPrint(session);
    },
  };
}

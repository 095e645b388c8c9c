// What the desktop side remembers between runs, in the shared printing folder next to the ledger:
// per commerce, the time of the last trigger event processed (the resync cursor), and per printer,
// when its auto-print was switched on (only events after it print on that printer).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PrinterSlot } from '@shared/constants';
import type { AutoPrintSession } from '@shared/printing';

export interface AutoPrintMemory {
  /** commerceId → ISO time of the last processed trigger event. */
  cursors: Record<string, string>;
  /** slot → ISO time (server clock) its auto-print mode was switched on. */
  since: Partial<Record<PrinterSlot, string>>;
  /** The session the panel handed over, kept until logout so a restart of this process resumes printing. */
  session?: AutoPrintSession | null;
}

export class AutoPrintStateStore {
  private memory: AutoPrintMemory;

  constructor(private readonly file: string) {
    this.memory = AutoPrintStateStore.read(file);
  }

  private static read(file: string): AutoPrintMemory {
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<AutoPrintMemory>;
      return { cursors: { ...(value.cursors ?? {}) }, since: { ...(value.since ?? {}) }, session: value.session ?? null };
    } catch {
      return { cursors: {}, since: {} };
    }
  }

  /** Re-reads the file: another process may have owned the printers meanwhile. */
  reload(): void {
    this.memory = AutoPrintStateStore.read(this.file);
  }

  get(): AutoPrintMemory {
    return this.memory;
  }

  update(change: (memory: AutoPrintMemory) => void): void {
    change(this.memory);
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.memory), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

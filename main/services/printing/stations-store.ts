// The commerce's kitchen stations as this PC last received them (with a trigger event), kept on disk in the
// shared printing folder next to the ledger: a reprint right after a restart routes each station slot to its
// station's part instead of the whole order (docs/kitchen.md «Estaciones»).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KitchenStation } from '@shared/kitchen/stations';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A stored station as the file holds it; anything else (a hand-edited or torn file) is skipped. */
function storedStation(value: unknown): KitchenStation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, categoryIds, productIds } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || !isStringList(categoryIds) || !isStringList(productIds)) return null;
  return { id, name, categoryIds: [...categoryIds], productIds: [...productIds] };
}

export class StationsStore {
  private stations: KitchenStation[] | null;
  private written: string | null;

  constructor(private readonly file: string) {
    this.stations = StationsStore.read(file);
    this.written = this.stations ? JSON.stringify(this.stations) : null;
  }

  private static read(file: string): KitchenStation[] | null {
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (!Array.isArray(value)) return null;
      return value.map(storedStation).filter((station): station is KitchenStation => station !== null);
    } catch {
      return null;
    }
  }

  /** null: none received yet on this PC (a station slot then prints the whole order). */
  get(): KitchenStation[] | null {
    return this.stations;
  }

  /** Keeps the list received with an event; written only when it changed (atomic replace). */
  set(stations: KitchenStation[]): void {
    this.stations = stations;
    const content = JSON.stringify(stations);
    if (content === this.written) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, this.file);
    this.written = content;
  }
}

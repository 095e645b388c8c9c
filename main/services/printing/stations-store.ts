// The commerce's kitchen stations as this PC last received them (with a trigger event), kept on disk in the
// shared printing folder next to the ledger: a reprint right after a restart routes each station slot to its
// station's part instead of the whole order (docs/kitchen.md «Estaciones»). Kept per location this PC follows
// (docs/printing.md «Varias sucursales»); a station id belongs to one commerce, so the union routes every slot.
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

/** The file as an earlier version wrote it (one list, no location) is kept under this key. */
const UNSCOPED = '';

export class StationsStore {
  private byLocation: Record<string, KitchenStation[]> | null;
  private written: string | null;

  constructor(private readonly file: string) {
    this.byLocation = StationsStore.read(file);
    this.written = this.byLocation ? JSON.stringify(this.byLocation) : null;
  }

  private static read(file: string): Record<string, KitchenStation[]> | null {
    const list = (value: unknown) => (Array.isArray(value) ? value.map(storedStation).filter((station): station is KitchenStation => station !== null) : []);
    try {
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (Array.isArray(value)) return { [UNSCOPED]: list(value) };
      if (typeof value !== 'object' || value === null) return null;
      return Object.fromEntries(Object.entries(value).map(([commerceId, stations]) => [commerceId, list(stations)]));
    } catch {
      return null;
    }
  }

  /** Every followed location's stations; null: none received yet on this PC (a station slot then prints the whole order). */
  get(): KitchenStation[] | null {
    return this.byLocation ? Object.values(this.byLocation).flat() : null;
  }

  /** Keeps the list a location's event brought; written only when it changed (atomic replace). */
  set(commerceId: string, stations: KitchenStation[]): void {
    const { [UNSCOPED]: _unscoped, ...others } = this.byLocation ?? {};
    this.byLocation = { ...others, [commerceId]: stations };
    const content = JSON.stringify(this.byLocation);
    if (content === this.written) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, this.file);
    this.written = content;
  }
}

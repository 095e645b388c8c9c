// A table guest's name and phone, remembered on the device for the visit (docs/public-menu.md, "Mesas"): the
// second round from the same table's QR starts with them filled in. Kept in localStorage (a QR scanned again
// opens a new tab, which sessionStorage would not reach), keyed by commerce and table, and forgotten after
// VISIT_TTL_MS: a phone that comes back another day, or to another table, starts empty.
const STORAGE_PREFIX = 'pm-mesa-cliente:';
/** How long a visit lasts for this purpose: a long meal, not the next day. */
export const VISIT_TTL_MS = 4 * 60 * 60_000;

export interface TableGuest {
  nombre: string;
  numero_celular: string;
}

interface Saved extends TableGuest {
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const keyOf = (idPath: string, tableUuid: string) => `${STORAGE_PREFIX}${idPath}:${tableUuid}`;

/** The guest remembered for this table, or null (none, expired, unreadable). An expired entry is removed. */
export function readTableGuest(idPath: string, tableUuid: string, now = Date.now()): TableGuest | null {
  const store = storage();
  const key = keyOf(idPath, tableUuid);
  try {
    const saved = JSON.parse(store?.getItem(key) ?? 'null') as Partial<Saved> | null;
    if (!saved || typeof saved.nombre !== 'string' || typeof saved.savedAt !== 'number') return null;
    if (now - saved.savedAt >= VISIT_TTL_MS || saved.savedAt > now) {
      store?.removeItem(key);
      return null;
    }
    return { nombre: saved.nombre, numero_celular: typeof saved.numero_celular === 'string' ? saved.numero_celular : '' };
  } catch {
    return null;
  }
}

/** Remembers who ordered from this table (after an order was placed); each round renews the visit. */
export function rememberTableGuest(idPath: string, tableUuid: string, guest: TableGuest, now = Date.now()): void {
  const saved: Saved = { nombre: guest.nombre.trim(), numero_celular: guest.numero_celular.replace(/\D/g, ''), savedAt: now };
  try {
    storage()?.setItem(keyOf(idPath, tableUuid), JSON.stringify(saved));
  } catch {
    // A full or blocked storage only means the next round asks again.
  }
}

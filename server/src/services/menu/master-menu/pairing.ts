// How a follower's menu rows are paired with the master's rows they copy (docs/master-menu.md): by the link
// (id_maestro) first; when a location starts following, its own rows with the same name (inside the same
// paired parent) are taken over instead of being replaced, so their ids, local price and sold-out survive.

export interface FollowerRow {
  id: string;
  id_maestro: string | null;
  nombre: string;
}

export interface MasterRow {
  id: string;
  nombre: string;
}

const sameName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase('es-MX') === b.trim().toLocaleLowerCase('es-MX');

/**
 * Master id → the follower row that copies it. `byName` also takes over unlinked follower rows of the same
 * name (and `sameParent`, when given); a follower row is paired at most once. Rows left out are to be deleted.
 */
export function pairRows<M extends MasterRow, F extends FollowerRow>(
  masters: readonly M[],
  followers: readonly F[],
  byName: boolean,
  sameParent: (master: M, follower: F) => boolean = () => true,
): Map<string, F> {
  const pairs = new Map<string, F>();
  const taken = new Set<string>();
  const masterIds = new Set(masters.map((m) => m.id));
  for (const master of masters) {
    const linked = followers.find((f) => f.id_maestro === master.id && !taken.has(f.id));
    if (linked) {
      pairs.set(master.id, linked);
      taken.add(linked.id);
    }
  }
  if (!byName) return pairs;
  for (const master of masters) {
    if (pairs.has(master.id)) continue;
    // A row still linked to a live master row is that row's copy, never another's.
    const named = followers.find(
      (f) => !taken.has(f.id) && (f.id_maestro === null || !masterIds.has(f.id_maestro)) && sameName(f.nombre, master.nombre) && sameParent(master, f),
    );
    if (named) {
      pairs.set(master.id, named);
      taken.add(named.id);
    }
  }
  return pairs;
}

/** Follower rows no master row pairs with. */
export function unpaired<F extends { id: string }>(followers: readonly F[], pairs: ReadonlyMap<string, F>): string[] {
  const kept = new Set([...pairs.values()].map((f) => f.id));
  return followers.filter((f) => !kept.has(f.id)).map((f) => f.id);
}

/** True when some of `values` differ from the row (so unchanged rows are not rewritten and bump no version). */
export function differs<R extends object>(row: R, values: Partial<R>): boolean {
  return (Object.keys(values) as (keyof R)[]).some((key) => JSON.stringify(row[key]) !== JSON.stringify(values[key]));
}

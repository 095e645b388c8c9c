// Counts the SQL statements (and their time) a server process sends to PostgreSQL by wrapping
// pg.Client#query, so the orders benchmark can report statements and round trips per order.
// Only the `pg` driver is profiled: PGlite runs in-process and has no round trips to count.
import pg from 'pg';

export interface StatementProfile {
  statements: number;
  /** Milliseconds from sending to the answer, summed per kind (first words of the SQL). */
  msByKind: Record<string, number>;
  countByKind: Record<string, number>;
}

type QueryFn = (...args: unknown[]) => unknown;

function kindOf(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  const cte = /^with (\w+)/i.exec(compact);
  if (cte) return `WITH ${cte[1]} …`;
  return compact.split(' ').slice(0, 3).join(' ').slice(0, 40);
}

function textOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && typeof (first as { text?: unknown }).text === 'string') return (first as { text: string }).text;
  return '?';
}

/** Starts counting; the returned function stops and gives the profile. */
export function profileStatements(): () => StatementProfile {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  const profile: StatementProfile = { statements: 0, msByKind: {}, countByKind: {} };
  proto.query = function patched(this: unknown, ...args: unknown[]) {
    const kind = kindOf(textOf(args));
    profile.statements += 1;
    profile.countByKind[kind] = (profile.countByKind[kind] ?? 0) + 1;
    const started = performance.now();
    const record = () => (profile.msByKind[kind] = (profile.msByKind[kind] ?? 0) + performance.now() - started);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      // Callback style (pg.Pool#query uses it).
      args[args.length - 1] = (...results: unknown[]) => {
        record();
        return (last as QueryFn)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      void (result as Promise<unknown>).then(record, () => undefined);
    }
    return result;
  } as QueryFn;
  return () => {
    proto.query = original;
    for (const kind of Object.keys(profile.msByKind)) profile.msByKind[kind] = Math.round(profile.msByKind[kind]! * 100) / 100;
    return profile;
  };
}

// CPU time of the local PostgreSQL server's processes, read from /proc (Linux). The orders benchmark
// reports it per order beside the server's and the load generator's, so the note can say where a
// 2-core machine's CPU goes. Answers null where /proc is missing or no postgres process runs here
// (a remote BENCH_DATABASE_URL): then the figure is left out, never guessed.
import { readdir, readFile } from 'node:fs/promises';

const CLOCK_TICKS_PER_S = 100; // USER_HZ: 100 on every Linux Node supports.

/**
 * CPU milliseconds of every process whose name `matches`, by pid, read from /proc (Linux); null where /proc
 * is missing. A process that has ended is not listed: callers that outlive processes keep the last reading.
 */
export async function processCpuMs(matches: (name: string) => boolean): Promise<Map<string, number> | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  const byPid = new Map<string, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    if (!matches(stat.slice(stat.indexOf('(') + 1, close))) continue;
    // Fields after the name: state is field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ');
    byPid.set(entry, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S);
  }
  return byPid;
}

export async function postgresCpuMs(): Promise<number | null> {
  const byPid = await processCpuMs((name) => name.startsWith('postgres'));
  if (!byPid || byPid.size === 0) return null;
  return [...byPid.values()].reduce((sum, ms) => sum + ms, 0);
}

// CPU time of the local PostgreSQL server's processes, read from /proc (Linux). The orders benchmark
// reports it per order beside the server's and the load generator's, so the note can say where a
// 2-core machine's CPU goes. Answers null where /proc is missing or no postgres process runs here
// (a remote BENCH_DATABASE_URL): then the figure is left out, never guessed.
import { readdir, readFile } from 'node:fs/promises';

const CLOCK_TICKS_PER_S = 100; // USER_HZ: 100 on every Linux Node supports.

export async function postgresCpuMs(): Promise<number | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    if (!name.startsWith('postgres')) continue;
    // Fields after the name: state is field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? (ticks * 1000) / CLOCK_TICKS_PER_S : null;
}

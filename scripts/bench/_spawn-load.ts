// Runs scripts/bench/_load.ts in a child process and answers its JSON result. The child prints
// `{"phase":"measuring"}` when the warm-up is over; `onMeasuring` runs then, so the caller can take
// its CPU snapshots over the timed orders only.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadResult {
  orders: number;
  concurrency: number;
  failed: number;
  statuses: Record<string, number>;
  orders_per_s: number;
  latency: { n: number; p50_ms: number | null; p99_ms: number | null; max_ms: number | null };
  warmup_orders: number;
  /** The load generator's own CPU per timed order. */
  cpu_ms_per_order: number;
}

export interface LoadArgs {
  /** Requests go round-robin over these base URLs (one, or several instances). */
  urls: string[];
  idPath: string;
  orders: number;
  concurrency: number;
  seed: number;
  /** Orders sent at the same concurrency before timing starts (JIT, pools and caches warm). Default 10. */
  warmup?: number;
}

const LOAD_SCRIPT = fileURLToPath(new URL('./_load.ts', import.meta.url));

export function runLoad(args: LoadArgs, onMeasuring?: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let result: LoadResult | null = null;
    const readLines = () => {
      let newline = out.indexOf('\n');
      while (newline >= 0) {
        const line = out.slice(0, newline).trim();
        out = out.slice(newline + 1);
        newline = out.indexOf('\n');
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as { phase?: string } & LoadResult;
        if (parsed.phase === 'measuring') onMeasuring?.();
        else result = parsed;
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      try {
        readLines();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`generador de carga terminó con ${code}: ${err.trim()}`));
      if (!result) return reject(new Error(`generador de carga sin resultado: ${err.trim()}`));
      resolve(result);
    });
  });
}

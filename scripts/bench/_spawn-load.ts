// Runs scripts/bench/_load.ts in a child process and answers its JSON result.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadResult {
  orders: number;
  concurrency: number;
  failed: number;
  statuses: Record<string, number>;
  orders_per_s: number;
  latency: { n: number; p50_ms: number | null; p99_ms: number | null; max_ms: number | null };
}

const LOAD_SCRIPT = fileURLToPath(new URL('./_load.ts', import.meta.url));

export function runLoad(args: { urls: string[]; idPath: string; orders: number; concurrency: number; seed: number; warmup?: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_SCRIPT, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`generador de carga terminó con ${code}: ${err.trim()}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as LoadResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

// `npm run bench -- <name> [args…]`: runs scripts/bench/<name>.ts and prints its result as JSON.
// A benchmark module exports `run(args: string[]): Promise<unknown>`; adding a file is all it takes
// to add a benchmark (e.g. scripts/bench/order-to-ticket.ts).
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  run: (args: string[]) => Promise<unknown>;
}

function isBenchModule(value: unknown): value is BenchModule {
  return typeof value === 'object' && value !== null && typeof (value as { run?: unknown }).run === 'function';
}

const here = dirname(fileURLToPath(import.meta.url));

function availableBenchmarks(): string[] {
  return readdirSync(here)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.startsWith('_'))
    .map((file) => file.slice(0, -3))
    .sort();
}

async function main(): Promise<void> {
  // Every simulated customer of a benchmark comes from this machine's one address: the public's per-address
  // limits (docs/security.md) would stop the load after a few dozen orders. Servers started here or spawned
  // with this environment run without them; tests/integration/security/public-limits.test.ts covers them.
  process.env.PUBLIC_LIMITS ??= 'off';
  const [name, ...args] = process.argv.slice(2);
  const names = availableBenchmarks();
  if (!name || !names.includes(name)) {
    console.error(`Uso: npm run bench -- <nombre> [opciones]\nBenchmarks disponibles: ${names.join(', ')}`);
    process.exit(2);
  }
  const loaded: unknown = await import(pathToFileURL(`${here}/${name}.ts`).href);
  if (!isBenchModule(loaded)) throw new Error(`scripts/bench/${name}.ts no exporta run(args)`);
  const result = await loaded.run(args);
  process.stdout.write(`${JSON.stringify({ benchmark: name, at: new Date().toISOString(), result }, null, 2)}\n`);
  // A benchmark that missed a goal it checks sets process.exitCode (after its JSON is out).
  process.exit(process.exitCode ?? 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

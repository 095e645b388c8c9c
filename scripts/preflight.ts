// Runs first in `npm test`: names every system tool the suite needs that this machine lacks, with the one
// command that installs it, and stops before anything runs. Under CI (CI=1, set by .ci/run) it also
// refuses skipped or todo tests: on CI every test runs or the run fails.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_CHROMIUM_PATH } from '../testkit/chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Tool {
  what: string;
  /** Any of these paths present means the tool is installed. */
  paths: string[];
  install: string;
}

/** Chromium's headless shell for the browser tests (testkit/chromium.ts), CUPS for the printing integration tests. */
export const SYSTEM_TOOLS: readonly Tool[] = [
  { what: 'Chromium headless shell (pruebas en el navegador)', paths: [TEST_CHROMIUM_PATH], install: 'sudo apt-get install -y chromium-headless-shell' },
  { what: 'el servidor CUPS, cupsd (pruebas de impresión)', paths: ['/usr/sbin/cupsd'], install: 'sudo apt-get install -y cups' },
  { what: 'los comandos de CUPS lpadmin y lpstat (pruebas de impresión)', paths: ['/usr/sbin/lpadmin'], install: 'sudo apt-get install -y cups-client' },
];

export function missingTools(tools: readonly Tool[] = SYSTEM_TOOLS, exists: (p: string) => boolean = existsSync): Tool[] {
  return tools.filter((tool) => !tool.paths.some((p) => exists(p)));
}

/** Only when the suite is pointed at a PostgreSQL server (TEST_DATABASE_URL); PGlite needs nothing. */
async function postgresProblem(url: string | undefined): Promise<string | null> {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return `TEST_DATABASE_URL no es una URL válida: ${url}`;
  }
  const port = Number(target.port || 5432);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: target.hostname, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(3_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
  return reachable
    ? null
    : `PostgreSQL no responde en ${target.hostname}:${port} (TEST_DATABASE_URL). Instálalo y arráncalo: sudo apt-get install -y postgresql && sudo pg_ctlcluster --help, o quita TEST_DATABASE_URL para usar PGlite.`;
}

const SKIP_MARKER = /\b(?:it|test|describe)\.(?:skip|skipIf|todo|runIf)\b|\bctx\.skip\(|\bcontext\.skip\(/;

function testFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...testFiles(full));
    else if (/\.(ts|tsx)$/.test(entry)) files.push(full);
  }
  return files;
}

/** Lines that would skip a test; on CI nothing may skip. */
export function skippedTests(root = path.join(ROOT, 'tests')): string[] {
  const found: string[] = [];
  for (const file of testFiles(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (SKIP_MARKER.test(line)) found.push(`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

async function main(): Promise<void> {
  const problems: string[] = [];
  for (const tool of missingTools()) problems.push(`Falta ${tool.what}. Instálalo con: ${tool.install}`);
  const pg = await postgresProblem(process.env.TEST_DATABASE_URL);
  if (pg) problems.push(pg);
  if (process.env.CI) {
    for (const line of skippedTests()) problems.push(`En CI ninguna prueba se salta: ${line}`);
  }
  if (problems.length === 0) return;
  console.error('npm test no puede empezar en esta máquina:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

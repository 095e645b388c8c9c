// The static half of `npm test`: the type check and the lint, side by side. Neither uses both cores (tsc 7
// about 1.5, ESLint one), so together they take about as long as the longer of the two. The lint keeps a
// cache in node_modules/.cache/panel/ (package.json); the type check checks the whole tree every time
// (docs/architecture.md, "Tests": tsc 7's incremental mode missed errors). Each one's output is printed
// whole when it ends, so the two never interleave. Beside them, in this process, the checks over the source
// tree that neither tool expresses (import cycles, which folders may import tests/, unit files' names, no use
// of the real home folder). The exit code is non-zero when any fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph, sourceFiles, withoutComments } from './lib/import-graph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const CHECKS = ['typecheck', 'lint'] as const;

function run(script: string): Promise<{ script: string; code: number; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { shell: process.platform === 'win32', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ script, code: 1, output: `${output}${error.message}\n`, ms: Date.now() - started }));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, ms: Date.now() - started }));
  });
}

/** The product's folders hold no import cycle (lazy `import()` edges aside: scripts/lib/import-graph.ts). */
function importCycleProblems(): string[] {
  const graph = importGraph(ROOT, ['server', 'shared', 'main', 'preload', 'renderer']);
  return importCycles(graph).map((cycle) => `ciclo de imports: ${cycle.join(' ↔ ')}`);
}

/** scripts/ and testkit/ never import tests/: what both tests and scripts use lives in testkit/. */
function scriptsImportingTests(): string[] {
  const graph = importGraph(ROOT, ['scripts', 'testkit'], { dynamic: true });
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => target.startsWith('tests/')).map((target) => `${file} importa ${target}: lo que comparten pruebas y scripts va en testkit/`),
  );
}

const CHANGES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers)\b/;
const ASKS_AN_ENVIRONMENT = /@vitest-environment\b/;
const USES_THE_DOM = /@vitest-environment jsdom\b/;

/** A unit file's name says how it runs (vitest.config.ts): `.isolated.` exactly when it changes shared state, `.dom.` for the other jsdom files. */
function unitFileNameProblems(): string[] {
  return sourceFiles(`${ROOT}tests/unit`).flatMap((file) => {
    const name = basename(file);
    if (!/\.test\.tsx?$/.test(name)) return [];
    const source = readFileSync(file, 'utf8');
    const changesShared = CHANGES_MODULES_OR_GLOBALS.test(source);
    const isolated = /\.isolated\.test\.tsx?$/.test(name);
    const dom = /\.dom\.test\.tsx?$/.test(name);
    const expected = changesShared || (ASKS_AN_ENVIRONMENT.test(source) && !USES_THE_DOM.test(source)) ? 'isolated' : USES_THE_DOM.test(source) ? 'dom' : 'plain';
    const actual = isolated ? 'isolated' : dom ? 'dom' : 'plain';
    if (expected === actual) return [];
    const wanted = { isolated: '*.isolated.test.ts(x)', dom: '*.dom.test.ts(x)', plain: '*.test.ts(x) sin sufijo' }[expected];
    return [`${file.slice(ROOT.length)}: debe llamarse ${wanted} (vitest.config.ts)`];
  });
}

/**
 * Tests and scripts never reach the home folder of whoever runs them: no os.homedir() call, and a file that starts
 * the print agent's command line (main/agent.ts, whose shared printing folder defaults to
 * ~/.panel-comercio/impresion) gives it PANEL_PRINT_SHARED_DIR. The in-process defaults:
 * tests/unit/main/no-real-home.isolated.test.ts.
 */
function homeFolderProblems(): string[] {
  return ['tests', 'testkit', 'scripts'].flatMap((folder) => sourceFiles(`${ROOT}${folder}`)).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const name = file.slice(ROOT.length);
    const problems: string[] = [];
    if (/\bhomedir\s*\(/.test(withoutComments(source))) problems.push(`${name} usa la carpeta personal (os.homedir): pruebas y scripts escriben en carpetas temporales`);
    if (/['"]main\/agent\.ts['"]/.test(source) && !source.includes('PANEL_PRINT_SHARED_DIR')) problems.push(`${name} arranca main/agent.ts sin PANEL_PRINT_SHARED_DIR: usaría ~/.panel-comercio/impresion`);
    return problems;
  });
}

const treeProblems = [...importCycleProblems(), ...scriptsImportingTests(), ...unitFileNameProblems(), ...homeFolderProblems()];
process.stdout.write(treeProblems.length === 0 ? '== árbol de fuentes: ok\n' : `== árbol de fuentes: falló\n${treeProblems.join('\n')}\n`);

const results = await Promise.all(CHECKS.map((script) => run(script).then((result) => {
  const status = result.code === 0 ? 'ok' : `falló (código ${result.code})`;
  process.stdout.write(`== ${result.script}: ${status}, ${(result.ms / 1000).toFixed(1)} s\n${result.output.replace(/^npm warn .*\n/gm, '')}`);
  return result;
})));
process.exit(treeProblems.length > 0 || results.some((result) => result.code !== 0) ? 1 : 0);

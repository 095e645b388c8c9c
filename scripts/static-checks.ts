// The static half of `npm test`: the type check and the lint, side by side. Neither uses both cores (tsc 7
// about 1.5, ESLint one), so together they take about as long as the longer of the two. The lint keeps a
// cache in node_modules/.cache/panel/ (package.json); the type check checks the whole tree every time
// (docs/architecture.md, "Tests": tsc 7's incremental mode missed errors). Each one's output is printed
// whole when it ends, so the two never interleave; the exit code is non-zero when either fails.
import { spawn } from 'node:child_process';

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

const results = await Promise.all(CHECKS.map((script) => run(script).then((result) => {
  const status = result.code === 0 ? 'ok' : `falló (código ${result.code})`;
  process.stdout.write(`== ${result.script}: ${status}, ${(result.ms / 1000).toFixed(1)} s\n${result.output.replace(/^npm warn .*\n/gm, '')}`);
  return result;
})));
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);

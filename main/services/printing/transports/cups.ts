// CUPS: `lp -d <queue> [-o raw]` with the job on stdin.
import { spawn } from 'node:child_process';
import { withTimeout, type SendOptions } from './types';

export function cupsCommand(queue: string, raw: boolean): { command: string; args: string[] } {
  const args = ['-d', queue, '-t', 'Ticket'];
  if (raw) args.push('-o', 'raw');
  return { command: 'lp', args };
}

/** Runs a command with `input` on stdin; resolves with stdout when it exits 0. */
export function runWithInput(command: string, args: string[], input: Buffer, timeoutMs: number, what: string): Promise<string> {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, LANG: 'C', LC_ALL: 'C' } });
  const work = new Promise<string>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.stdin.once('error', () => undefined); // EPIPE when the command exits early; 'close' reports it.
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${what} terminó con código ${code}: ${stderr.trim() || stdout.trim()}`));
    });
    child.stdin.end(input);
  });
  return withTimeout(work, timeoutMs, what, () => child.kill('SIGKILL'));
}

export async function sendCups(queue: string, bytes: Buffer, options: SendOptions & { raw: boolean }): Promise<void> {
  const { command, args } = cupsCommand(queue, options.raw);
  await runWithInput(command, args, bytes, options.timeoutMs, `lp -d ${queue}`);
}

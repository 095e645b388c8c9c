// A real CUPS scheduler for the printing tests: started when it is not running, raw queues
// pointing at the printer emulator created and removed per test.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const env = { ...process.env, LANG: 'C', LC_ALL: 'C' };

async function schedulerRunning(): Promise<boolean> {
  try {
    const { stdout } = await exec('lpstat', ['-r'], { env });
    return /scheduler is running/.test(stdout);
  } catch {
    return false;
  }
}

export async function ensureCupsd(timeoutMs = 20_000): Promise<void> {
  if (await schedulerRunning()) return;
  // cupsd daemonises itself; it keeps running for later tests and the developer's session.
  await new Promise<void>((resolve, reject) => {
    const child = spawn('/usr/sbin/cupsd', [], { stdio: 'ignore', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cupsd terminó con código ${code}`))));
  });
  const deadline = Date.now() + timeoutMs;
  while (!(await schedulerRunning())) {
    if (Date.now() > deadline) throw new Error('CUPS no respondió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A raw socket queue to 127.0.0.1:port; `-m raw` where this CUPS still accepts it, else no PPD. */
export async function createRawQueue(port: number): Promise<string> {
  const name = `emu_${randomBytes(4).toString('hex')}`;
  const base = ['-p', name, '-E', '-v', `socket://127.0.0.1:${port}`];
  try {
    await exec('lpadmin', [...base, '-m', 'raw'], { env });
  } catch {
    await exec('lpadmin', base, { env });
  }
  return name;
}

export async function deleteQueue(name: string): Promise<void> {
  await exec('lpadmin', ['-x', name], { env }).catch(() => undefined);
}

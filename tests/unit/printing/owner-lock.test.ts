// The printer-owner lock: one holder at a time, a dead holder's lock taken over, a live one never.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnerLock } from '../../../main/services/auto-print/owner-lock';

const dirs: string[] = [];
function lockFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'owner-lock-'));
  dirs.push(dir);
  return path.join(dir, 'sub', 'auto-print.lock');
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('OwnerLock', () => {
  it('lets one holder in at a time, also two services of one process', () => {
    const file = lockFile();
    const first = new OwnerLock(file);
    const second = new OwnerLock(file);
    expect(first.tryAcquire()).toBe(true);
    expect(second.tryAcquire()).toBe(false);
    second.release(); // not the holder: changes nothing
    expect(second.tryAcquire()).toBe(false);
    first.release();
    expect(second.tryAcquire()).toBe(true);
  });

  it('takes over the lock of a process that is gone, never the one of a live process', () => {
    const file = lockFile();
    new OwnerLock(file).tryAcquire();
    writeFileSync(file, JSON.stringify({ pid: 2_147_000_000, instance: 'x', startedAt: '2026-01-01T00:00:00Z' }));
    const next = new OwnerLock(file);
    expect(next.tryAcquire()).toBe(true);
    expect(next.owner()?.pid).toBe(process.pid);
    writeFileSync(file, JSON.stringify({ pid: process.ppid, instance: 'parent', startedAt: '2026-01-01T00:00:00Z' }));
    expect(new OwnerLock(file).tryAcquire()).toBe(false);
  });
});

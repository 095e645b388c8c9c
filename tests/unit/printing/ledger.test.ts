import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JobLedger, jobKey } from '../../../main/services/printing/ledger';
import { commerce, orderDetail } from '../../support/sample-order';

let dir = '';
let file = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
  file = path.join(dir, 'print-jobs.jsonl');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function job(orderId: string) {
  return { key: jobKey(orderId, 'onOrderReceived', 'Printer1'), orderId, trigger: 'onOrderReceived' as const, slot: 'Printer1' as const, order: orderDetail({}, orderId), commerce };
}

describe('job ledger', () => {
  it('accepts a key once, also across a reopen, and keeps pending jobs in order', async () => {
    const ledger = await JobLedger.open(file);
    const first = ledger.accept(job('a'));
    expect(first.accepted).toBe(true);
    expect(ledger.accept(job('a')).accepted).toBe(false);
    await Promise.all([first.durable, ledger.accept(job('b')).durable, ledger.accept(job('c')).durable]);
    await ledger.markDone(jobKey('b', 'onOrderReceived', 'Printer1'));
    await ledger.close();

    const reopened = await JobLedger.open(file);
    expect(reopened.pending().map((j) => j.orderId)).toEqual(['a', 'c']);
    expect(reopened.accept(job('b')).accepted).toBe(false);
    expect(reopened.isDone(jobKey('b', 'onOrderReceived', 'Printer1'))).toBe(true);
    await reopened.close();
  });

  it('a cancellation drops a job whose sending never started, for good (also after reopening twice, compacted); a started one stays', async () => {
    const ledger = await JobLedger.open(file);
    await Promise.all([ledger.accept(job('a')).durable, ledger.accept(job('b')).durable]);
    const a = jobKey('a', 'onOrderReceived', 'Printer1');
    const b = jobKey('b', 'onOrderReceived', 'Printer1');
    // b's first byte may have left: it keeps printing (then its «CANCELADO»).
    await ledger.markSending(b, 0);
    const drop = ledger.dropUnsent(a);
    expect(drop.dropped).toBe(true);
    await drop.durable;
    expect(ledger.dropUnsent(b).dropped).toBe(false);
    expect(ledger.dropUnsent(a).dropped).toBe(false);
    // A send that failed before any byte left is unsent again: droppable.
    await ledger.markNotSent(b, 0, 0);
    expect(ledger.isPending(b)).toBe(true);
    await ledger.close();

    for (let reopen = 0; reopen < 2; reopen += 1) {
      const reopened = await JobLedger.open(file);
      expect(reopened.pending().map((j) => j.orderId)).toEqual(['b']);
      expect(reopened.wasDropped(a)).toBe(true);
      expect(reopened.wasDropped(b)).toBe(false);
      // A replay of the order's trigger event makes nothing.
      expect(reopened.accept(job('a')).accepted).toBe(false);
      await reopened.close();
    }
  });

  it('refuses a second open of the same ledger in this process until the first is closed', async () => {
    const ledger = await JobLedger.open(file);
    await expect(JobLedger.open(path.join(dir, '.', 'print-jobs.jsonl'))).rejects.toThrow(/ya está en uso/);
    await ledger.close();
    const again = await JobLedger.open(file);
    await again.close();
  });

  it('remembers confirmed copies and survives a torn last line', async () => {
    const ledger = await JobLedger.open(file);
    await ledger.accept(job('a')).durable;
    await ledger.markCopy(jobKey('a', 'onOrderReceived', 'Printer1'), 1);
    await ledger.close();
    appendFileSync(file, '{"t":"done","key":"a|onOrderRec'); // crash mid-write
    const reopened = await JobLedger.open(file);
    expect(reopened.pending()).toMatchObject([{ orderId: 'a', copiesDone: 1 }]);
    await reopened.close();
  });

  it('compacts on open: pending jobs and recent finished keys only', async () => {
    let now = new Date('2026-11-01T00:00:00Z');
    const ledger = await JobLedger.open(file, { now: () => now });
    for (const id of ['old', 'recent', 'waiting']) await ledger.accept(job(id)).durable;
    await ledger.markDone(jobKey('old', 'onOrderReceived', 'Printer1'));
    now = new Date('2026-11-20T00:00:00Z');
    await ledger.markDone(jobKey('recent', 'onOrderReceived', 'Printer1'));
    await ledger.close();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);

    now = new Date('2026-12-05T00:00:00Z');
    const compacted = await JobLedger.open(file, { now: () => now, retentionMs: 30 * 24 * 3600 * 1000 });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { t: string; key: string });
    expect(lines.map((line) => [line.t, line.key.split('|')[0]])).toEqual([
      ['done', 'recent'],
      ['accept', 'waiting'],
    ]);
    expect(compacted.has(jobKey('old', 'onOrderReceived', 'Printer1'))).toBe(false);
    expect(compacted.has(jobKey('recent', 'onOrderReceived', 'Printer1'))).toBe(true);
    await compacted.close();
  });
});

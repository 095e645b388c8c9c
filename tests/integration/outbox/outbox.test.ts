// The outbox (docs/outbox.md): committed live events become jobs once, a job is sent once when it
// succeeds, failures come back with backoff until the give-up time, jobs of one ordering key go out in
// order, a rate-limited attempt does not count, and «Reenviar» brings a given-up job back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../../server/src/db/schema/orders';
import { outboxJobs } from '../../../server/src/db/schema/outbox';
import { claimDueJobs, enqueueOutboxJobs, listOutboxJobs, retryOutboxJob } from '../../../server/src/services/outbox/jobs';
import type { DeliveryOutcome, OutboxConsumer, OutboxHandler, OutboxJob } from '../../../server/src/services/outbox/types';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

const KIND = 'test.echo';
const MINUTE = 60_000;

/** A receiver whose answers the test scripts, recording every attempt. */
function scriptedHandler() {
  const attempts: { job: OutboxJob; at: Date }[] = [];
  const gaveUp: string[] = [];
  let answer: (job: OutboxJob) => DeliveryOutcome = () => ({ outcome: 'sent', result: { ok: true } });
  const handler: OutboxHandler = {
    kind: KIND,
    async deliver(job, context) {
      attempts.push({ job, at: context.now });
      return answer(job);
    },
    async onGiveUp(job, error) {
      gaveUp.push(`${job.dedupeKey}: ${error}`);
    },
  };
  return { handler, attempts, gaveUp, answerWith: (next: (job: OutboxJob) => DeliveryOutcome) => (answer = next) };
}

const echoNewOrders: OutboxConsumer = {
  name: 'echo',
  async jobsFor(_db, event) {
    if (event.eventId !== 'newOrder') return [];
    const data = event.data as { orderId: string; folio: string };
    return [{ commerceId: event.commerceId, kind: KIND, dedupeKey: `order:${data.orderId}`, orderingKey: data.orderId, orderId: data.orderId, payload: { folio: data.folio } }];
  },
};

describe('outbox', () => {
  const receiver = scriptedHandler();
  let t: TestApp;
  let shop: OrderingCommerce;
  let clock = new Date('2026-12-07T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0, consumers: [echoNewOrders], handlers: [receiver.handler], clock: () => clock } } });
    shop = await createOrderingCommerce(t.app, t.handle);
  });
  afterAll(async () => t?.close());

  const jobsOf = (orderId: string) => t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.id_pedido, orderId));

  it('relays a committed order once and sends its job once', async () => {
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ pedido: { id: string } }>().pedido.id;
    const first = await t.app.outbox.runOnce();
    expect(first.relayed).toBeGreaterThanOrEqual(1);
    expect(first.sent).toBe(1);
    const again = await t.app.outbox.runOnce();
    expect(again).toMatchObject({ relayed: 0, queued: 0, attempted: 0 });
    const [job] = await jobsOf(orderId);
    expect(job).toMatchObject({ status: 'sent', attempts: 1, result: { ok: true } });
    const unrelayed = (await t.handle.db.select().from(liveEvents)).filter((row) => row.relayed_at === null);
    expect(unrelayed).toEqual([]);
    expect(receiver.attempts.filter((attempt) => attempt.job.orderId === orderId)).toHaveLength(1);
  });

  it('keeps the first of two jobs with the same key', async () => {
    const job = { commerceId: shop.commerce.commerceId, kind: KIND, dedupeKey: 'same-step', payload: { n: 1 } };
    expect(await enqueueOutboxJobs(t.handle.db, [job], clock)).toHaveLength(1);
    expect(await enqueueOutboxJobs(t.handle.db, [{ ...job, payload: { n: 2 } }], clock)).toEqual([]);
    const rows = (await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.dedupe_key, 'same-step')));
    expect(rows.map((row) => row.payload)).toEqual([{ n: 1 }]);
    await t.app.outbox.runOnce();
  });

  it('retries a failing receiver with growing waits, then gives up at the give-up time', async () => {
    receiver.answerWith(() => ({ outcome: 'retry', error: 'HTTP 503' }));
    const [id] = await enqueueOutboxJobs(t.handle.db, [{ commerceId: shop.commerce.commerceId, kind: KIND, dedupeKey: 'down', payload: {}, giveUpAfterMs: 30 * MINUTE }], clock);
    const waits: number[] = [];
    let last = clock;
    for (let pass = 0; pass < 20; pass += 1) {
      const [row] = await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id!));
      if (row!.status !== 'pending') break;
      clock = row!.next_attempt_at > clock ? row!.next_attempt_at : clock;
      if (pass > 0) waits.push(clock.getTime() - last.getTime());
      last = clock;
      await t.app.outbox.runOnce();
    }
    const [row] = await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id!));
    expect(row).toMatchObject({ status: 'failed', last_error: 'HTTP 503' });
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(row!.last_attempt_at!.getTime()).toBeLessThanOrEqual(row!.give_up_at.getTime());
    expect(receiver.gaveUp).toContain('down: HTTP 503');
    receiver.answerWith(() => ({ outcome: 'sent' }));
  });

  it('sends the jobs of one ordering key in order: the second waits while the first is retried', async () => {
    const commerceId = shop.commerce.commerceId;
    receiver.answerWith((job) => (job.dedupeKey === 'seq-1' && job.attempts === 1 ? { outcome: 'retry', error: 'timeout', afterMs: MINUTE } : { outcome: 'sent' }));
    await enqueueOutboxJobs(t.handle.db, [
      { commerceId, kind: KIND, dedupeKey: 'seq-1', orderingKey: 'order-x', payload: {} },
      { commerceId, kind: KIND, dedupeKey: 'seq-2', orderingKey: 'order-x', payload: {} },
    ], clock);
    const before = receiver.attempts.length;
    await t.app.outbox.runOnce();
    expect(receiver.attempts.slice(before).map((a) => a.job.dedupeKey)).toEqual(['seq-1']);
    clock = new Date(clock.getTime() + 2 * MINUTE);
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    expect(receiver.attempts.slice(before).map((a) => a.job.dedupeKey)).toEqual(['seq-1', 'seq-1', 'seq-2']);
    receiver.answerWith(() => ({ outcome: 'sent' }));
  });

  it('holds a claimed job for one instance until its lease runs out', async () => {
    const commerceId = shop.commerce.commerceId;
    await enqueueOutboxJobs(t.handle.db, [{ commerceId, kind: 'test.lease', dedupeKey: 'lease', payload: {} }], clock);
    expect(await claimDueJobs(t.handle.db, ['test.lease'], clock, 10)).toHaveLength(1);
    expect(await claimDueJobs(t.handle.db, ['test.lease'], clock, 10)).toHaveLength(0);
    const [again] = await claimDueJobs(t.handle.db, ['test.lease'], new Date(clock.getTime() + 3 * MINUTE), 10);
    expect(again?.attempts).toBe(2);
  });

  it('does not count a rate-limited attempt, and «Reenviar» brings a given-up job back', async () => {
    const commerceId = shop.commerce.commerceId;
    receiver.answerWith(() => ({ outcome: 'later', afterMs: 5_000 }));
    const [id] = await enqueueOutboxJobs(t.handle.db, [{ commerceId, kind: KIND, dedupeKey: 'limited', payload: {} }], clock);
    await t.app.outbox.runOnce();
    let [row] = await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.next_attempt_at.getTime()).toBe(clock.getTime() + 5_000);

    receiver.answerWith(() => ({ outcome: 'refused', error: 'HTTP 401' }));
    clock = new Date(clock.getTime() + 10_000);
    await t.app.outbox.runOnce();
    [row] = await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id!));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: 'HTTP 401' });

    expect(await retryOutboxJob(t.handle.db, 'f0000000-0000-4000-8000-000000000000', id!, clock)).toBe(false);
    expect(await retryOutboxJob(t.handle.db, commerceId, id!, clock)).toBe(true);
    receiver.answerWith(() => ({ outcome: 'sent', result: { receipt: 'R-1' } }));
    await t.app.outbox.runOnce();
    const [view] = (await listOutboxJobs(t.handle.db, commerceId, { kind: KIND })).filter((job) => job.id === id);
    expect(view).toMatchObject({ status: 'sent', attempts: 1, result: { receipt: 'R-1' } });
  });
});

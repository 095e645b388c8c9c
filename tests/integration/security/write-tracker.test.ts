// The write tracker that route-access, partial-updates and fuzz rely on to prove a refused request changed
// nothing: it must see every kind of write, and only the writes after its mark.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { trackWrites, type WriteTracker } from './write-tracker';

let t: TestApp;
let writes: WriteTracker;

beforeAll(async () => {
  t = await createTestApp();
  writes = await trackWrites(t.handle, ['news']);
});

afterAll(async () => {
  await t?.close();
});

describe('write tracker', () => {
  it('sees an insert, an update, a delete and a truncate, each after its own mark', async () => {
    const inserted = await writes.mark();
    expect(await writes.tablesWrittenSince(inserted)).toEqual([]);
    await t.handle.db.execute(sql`INSERT INTO tags (id, nombre) VALUES ('prueba-contador', 'Prueba del contador')`);
    expect(await writes.tablesWrittenSince(inserted)).toEqual(['tags']);

    const updated = await writes.mark();
    await t.handle.db.execute(sql`UPDATE tags SET nombre = nombre WHERE nombre = 'Prueba del contador'`);
    expect(await writes.tablesWrittenSince(updated), 'an update that keeps the same value still counts').toEqual(['tags']);

    const deleted = await writes.mark();
    await t.handle.db.execute(sql`DELETE FROM tags WHERE nombre = 'Prueba del contador'`);
    expect(await writes.tablesWrittenSince(deleted)).toEqual(['tags']);

    const truncated = await writes.mark();
    await t.handle.db.execute(sql`TRUNCATE help_articles`);
    expect(await writes.tablesWrittenSince(truncated)).toEqual(['help_articles']);
  });

  it('leaves out the volatile tables and the ones the caller names', async () => {
    const mark = await writes.mark();
    await t.handle.db.execute(sql`DELETE FROM live_events`);
    await t.handle.db.execute(sql`DELETE FROM news`);
    expect(await writes.tablesWrittenSince(mark)).toEqual([]);
  });
});

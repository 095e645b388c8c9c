// The database layer: migrations are idempotent, LISTEN/NOTIFY works on the driver in use, and the demo
// seed produces the demo login and ~90 days of consistent order history.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedParts } from '@shared/dates';
import type { AccountDetails } from '@shared/types/account';
import type { Commerce } from '@shared/types/commerce';
import { createDatabase } from '../../../server/src/db/database';
import { runMigrations } from '../../../server/src/db/migrate';
import { decryptSecrets, encryptSecrets, loadSecretsKey, maskSecret } from '../../../server/src/db/secrets';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { seedReferenceData } from '../../../server/src/db/seed/reference';
import { categories, commerces, customers, orderLineExtras, orderLines, orders, plans, products, restaurantTables } from '../../../server/src/db/schema/index';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { expectCiRunsThePostgresPass } from '../support/postgres-pass';
import { pgliteTemplate } from '../../../testkit/pglite-template';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t?.close();
});

describe('migrations and reference data', () => {
  it('run again without changes', async () => {
    await runMigrations(t.handle);
    await seedReferenceData(t.handle.db);
    const [row] = await t.handle.db.select({ value: count() }).from(plans);
    expect(Number(row!.value)).toBe(7);
  });
});

describe('an embedded database on disk started from a dump', () => {
  // The e2e servers start this way (tests/e2e/support/e2e-server.ts); a server's own data must never be replaced.
  it('loads the dump into a new directory and opens an existing one as it is', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'panel-snapshot-'));
    const snapshot = await pgliteTemplate();
    const first = await createDatabase({ dataDir, pgliteSnapshot: snapshot });
    const [row] = await first.db.select({ value: count() }).from(plans);
    expect(Number(row!.value)).toBe(7);
    // The template has no template databases: this database came from the dump, not from initdb.
    const templates = await first.db.execute(sql`SELECT datname FROM pg_database WHERE datname LIKE 'template%'`);
    expect((templates as unknown as { rows: unknown[] }).rows).toEqual([]);
    await first.db.execute(sql`CREATE TABLE kept_data (note text)`);
    await first.db.execute(sql`INSERT INTO kept_data VALUES ('venta del día')`);
    await first.close();

    const reopened = await createDatabase({ dataDir, pgliteSnapshot: snapshot });
    const kept = await reopened.db.execute(sql`SELECT note FROM kept_data`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ note: 'venta del día' }]);
    await reopened.close();
  });
});

describe('listen/notify', () => {
  it('delivers a payload to a listener and stops after unlisten', async () => {
    const received: string[] = [];
    const channel = `prueba_${Date.now()}`;
    const stop = await t.handle.listen(channel, (payload) => received.push(payload));
    await t.handle.notify(channel, '{"eventId":"newOrder"}');
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(['{"eventId":"newOrder"}']);
    await stop();
    await t.handle.notify(channel, 'después');
    await t.handle.notify(`${channel}_otro`, 'x');
    // A round trip through the database orders this check after any late delivery.
    await t.handle.db.execute(sql`SELECT 1`);
    expect(received).toEqual(['{"eventId":"newOrder"}']);
  });

  it('keeps listening after the listener connection drops (PostgreSQL)', async () => {
    const received: string[] = [];
    const channel = `reconexion_${Date.now()}`;
    const stop = await t.handle.listen(channel, (payload) => received.push(payload));
    if (t.handle.driver === 'pg') {
      await t.handle.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
      );
    }
    // Notify until the re-established listener hears one (events sent while it is down are missed).
    await expect
      .poll(
        async () => {
          await t.handle.notify(channel, 'hola');
          return received.length;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    await stop();
  });

  // Without a listener on checked-out connections, pg emits an unheard 'error' and the server process ends.
  it('fails a transaction whose connection the server ends, and the process carries on (PostgreSQL)', async () => {
    if (t.handle.driver !== 'pg') return expectCiRunsThePostgresPass();
    const marker = `transaccion_cortada_${Date.now()}`;
    let inside!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inside = resolve));
    const transaction = t.handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT '${marker}' AS marca`));
      inside();
      // Idle between two statements: no query is active when the server ends the connection.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await tx.execute(sql`SELECT 1`);
    });
    const failure = expect(transaction).rejects.toThrow();
    await insideTransaction;
    await t.handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE ${`%${marker}%`}`,
    );
    await failure;
    // The pool replaces the connection: the next statement works.
    const after = (await t.handle.db.execute(sql`SELECT 2 AS dos`)) as unknown as { rows: { dos: number }[] };
    expect(after.rows).toEqual([{ dos: 2 }]);
  });
});

describe('demo seed', () => {
  it('gives the demo login: Taquería El Buen Taco, PLUS, onboarded, open around the clock', async () => {
    const { session, headers } = await login(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(session).toMatchObject({ id_path: DEMO_ID_PATH, nombre_comercio: 'Taquería El Buen Taco', nombre_usuario: 'Sofía Ramírez' });
    expect(session.onboarding_finish_date).not.toBeNull();
    expect((await login(t.app, DEMO_LOGIN.username, DEMO_LOGIN.password)).session.id_comercio).toBe(session.id_comercio);

    const commerce = (await t.app.inject({ method: 'GET', url: '/v1/comercio', headers })).json<Commerce>();
    expect(commerce).toMatchObject({
      prefijo_folio: 'TBT',
      zona_horaria: 'America/Mexico_City',
      country_code: '52',
      tipo_plan: 'PLUS',
      servicio_activo: true,
      activar_envio_domicilio: true,
      activar_comer_restaurant: true,
      activar_pasar_recoger: true,
      tipo_envio_domicilio: 'estandar',
      costo_envio_domicilio: 35,
      activar_campo_agregar_propina: true,
    });
    expect(commerce.telefono).toMatch(/^\d{10}$/);
    expect(commerce.address).toMatchObject({ city: 'Villahermosa', state: 'Tabasco' });
    expect(Math.abs(commerce.address!.latitude! - 17.98)).toBeLessThan(0.05);
    expect(Math.abs(commerce.address!.longitude! + 92.95)).toBeLessThan(0.05);
    expect(commerce.horarios).toEqual([0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' })));

    const details = (await t.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers })).json<AccountDetails>();
    expect(details.planId).toBe('PLUS');
    expect(details.orderLimits.currentMonthCount).toBeGreaterThan(0);
  });

  it('has a realistic menu, customers and tables', async () => {
    const [commerce] = await t.handle.db.select().from(commerces).where(eq(commerces.id_path, DEMO_ID_PATH));
    const id = commerce!.id;
    const countOf = async (table: typeof categories | typeof products | typeof customers | typeof restaurantTables) =>
      Number((await t.handle.db.select({ value: count() }).from(table).where(eq(table.id_comercio, id)))[0]!.value);
    expect(await countOf(categories)).toBe(6);
    expect(await countOf(products)).toBeGreaterThanOrEqual(28);
    expect(await countOf(customers)).toBe(40);
    expect(await countOf(restaurantTables)).toBe(8);
  });

  it('has ~90 days of orders, 25–45 a day, with consistent totals', async () => {
    const [commerce] = await t.handle.db.select().from(commerces).where(eq(commerces.id_path, DEMO_ID_PATH));
    const all = await t.handle.db.select().from(orders).where(eq(orders.id_comercio, commerce!.id)).orderBy(orders.created_at);
    const days = new Map<string, number>();
    for (const order of all) {
      const p = zonedParts(order.created_at, 'America/Mexico_City');
      const key = `${p.year}-${p.month}-${p.day}`;
      days.set(key, (days.get(key) ?? 0) + 1);
    }
    expect(days.size).toBeGreaterThanOrEqual(89);
    expect(days.size).toBeLessThanOrEqual(90);
    // Insertion order is chronological; today is still partial.
    const fullDays = [...days.values()].slice(0, -1);
    expect(Math.min(...fullDays)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...fullDays)).toBeLessThanOrEqual(45);
    expect(commerce!.ultimo_folio).toBe(all.length);

    const delivered = all.filter((o) => o.estatus_pedido === 'delivered').length;
    expect(delivered / all.length).toBeGreaterThan(0.8);
    expect(all.some((o) => o.estatus_pedido === 'canceled')).toBe(true);
    expect(all.some((o) => o.estatus_pedido === 'rejected')).toBe(true);

    for (const order of all) {
      expect(order.total_cents).toBe(order.subtotal_cents + order.costo_envio_cents + order.propina_cents - (order.coupon_amount_cents ?? 0));
    }
    const lineSums = await t.handle.db
      .select({ id: orderLines.id_pedido, sum: sql<string>`sum(${orderLines.subtotal_cents})` })
      .from(orderLines)
      .where(eq(orderLines.id_comercio, commerce!.id))
      .groupBy(orderLines.id_pedido);
    const byOrder = new Map(lineSums.map((row) => [row.id, Number(row.sum)]));
    for (const order of all) expect(byOrder.get(order.id)).toBe(order.subtotal_cents);

    const [withExtras] = await t.handle.db
      .select({ value: count() })
      .from(orderLineExtras)
      .where(and(eq(orderLineExtras.id_comercio, commerce!.id), sql`${orderLineExtras.precio_cents} > 0`));
    expect(Number(withExtras!.value)).toBeGreaterThan(0);
  });
});

describe('integration secrets at rest', () => {
  it('encrypt with AES-256-GCM, decrypt back, refuse tampering, and keep one key file per data dir', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panel-secrets-'));
    const key = await loadSecretsKey(dir, undefined);
    expect(key).toHaveLength(32);
    expect((await loadSecretsKey(dir, undefined)).equals(key)).toBe(true);
    expect((await readFile(join(dir, 'secrets.key'), 'utf8')).trim()).toHaveLength(64);

    const sealed = encryptSecrets(key, { secret_key: 'sk_live_1234567890' });
    expect(sealed).not.toContain('sk_live');
    expect(decryptSecrets(key, sealed)).toEqual({ secret_key: 'sk_live_1234567890' });
    const parts = sealed.split(':');
    const tampered = [...parts.slice(0, 3), Buffer.from('otra cosa').toString('base64')].join(':');
    expect(() => decryptSecrets(key, tampered)).toThrow();
    expect(() => decryptSecrets(Buffer.alloc(32, 1), sealed)).toThrow();
    expect(maskSecret('sk_live_1234567890')).toBe('••••7890');
    expect((await loadSecretsKey(dir, 'ab'.repeat(32))).toString('hex')).toBe('ab'.repeat(32));
  });

  it('gives every first start on one empty folder the same whole key (instances sharing a DATA_DIR)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dir = await mkdtemp(join(tmpdir(), 'panel-secrets-race-'));
      const keys = await Promise.all(Array.from({ length: 24 }, () => loadSecretsKey(dir, undefined)));
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
      expect((await readdir(dir)).sort()).toEqual(['secrets.key']);
    }
  });
});

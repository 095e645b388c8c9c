// npm run migrate-to-postgres: the 90-day demo in embedded PGlite is copied to a new database on a real
// PostgreSQL server, checked table by table, and the panel keeps taking orders there with folios that
// continue. It needs a PostgreSQL server, so the copy runs in the .ci/run PostgreSQL pass (TEST_DATABASE_URL);
// the PGlite pass runs a distinct test instead — never a silent skip (docs/data-safety.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { createDatabase, MEMORY_DATA_DIR, type DbHandle } from '../../../server/src/db/database';
import { DEMO_ID_PATH } from '../../../server/src/db/seed/demo/index';
import { compareTables } from '../../../server/src/services/backup/load-tables';
import { MOVE_MSG, moveToPostgres } from '../../../server/src/services/backup/move-to-postgres';
import { prepareDatabase } from '../../../server/src/start-server';
import { pgliteTemplate } from '../../../testkit/pglite-template';
import { createPostgresDatabase, digestOf, queryOf, rowsOf } from './support';

const adminUrl = process.env.TEST_DATABASE_URL;

async function embeddedSource(withDemo: boolean): Promise<DbHandle> {
  const handle = await createDatabase({ dataDir: MEMORY_DATA_DIR, pgliteSnapshot: await pgliteTemplate() });
  await prepareDatabase(handle, { seedDemo: withDemo });
  return handle;
}

async function demoFolio(handle: DbHandle): Promise<number> {
  const { rows } = await queryOf(handle)('SELECT ultimo_folio AS folio FROM commerces WHERE id_path = $1', [DEMO_ID_PATH]);
  return Number(rows[0]?.folio);
}

/** A demo product that takes an order as is (no presentation or required extra to choose). */
async function simpleProduct(handle: DbHandle): Promise<string> {
  const { rows } = await queryOf(handle)(
    `SELECT p.id FROM products p JOIN commerces c ON c.id = p.id_comercio
    WHERE c.id_path = $1 AND p.activo AND NOT p.agotado
      AND NOT EXISTS (SELECT 1 FROM product_presentations pp WHERE pp.id_producto = p.id)
      AND NOT EXISTS (SELECT 1 FROM product_extra_groups pg JOIN extra_groups g ON g.id = pg.id_grupo WHERE pg.id_producto = p.id AND g.minimo > 0)
    ORDER BY p.nombre LIMIT 1`,
    [DEMO_ID_PATH],
  );
  return String(rows[0]?.id);
}

describe('migrate-to-postgres', () => {
  let source: DbHandle;
  beforeAll(async () => {
    source = await embeddedSource(adminUrl !== undefined);
  }, 300_000);
  afterAll(async () => {
    await source?.close();
  });

  if (adminUrl) {
    it('copies the 90-day demo to a new PostgreSQL database, verified, and orders continue there', async () => {
      const target = await createPostgresDatabase(adminUrl);
      await target.drop(); // moveToPostgres creates a database that does not exist yet
      try {
        const result = await moveToPostgres(source, target.url);
        console.log(`migrate-to-postgres (demo 90 días): ${result.rows} filas en ${(result.ms / 1000).toFixed(1)} s`);
        expect(rowsOf(result.tables, 'orders')).toBeGreaterThan(2_000);

        const handle = await createDatabase({ databaseUrl: target.url });
        const app = await buildApp({ handle, config: { dataDir: MEMORY_DATA_DIR } });
        try {
          compareTables(await digestOf(source), await digestOf(handle));
          const folio = await demoFolio(handle);
          expect(folio).toBe(await demoFolio(source));
          const placed = await app.inject({
            method: 'POST',
            url: `/v1/public/comercio/${DEMO_ID_PATH}/pedido`,
            payload: {
              metodo_entrega: 'takeAway',
              nombre: 'Ana López',
              numero_celular: '9931112233',
              country_code: '52',
              metodo_pago: 'tarjeta',
              productos: [{ id_producto: await simpleProduct(handle), cantidad: 1, extras: [] }],
            },
          });
          expect(placed.statusCode, placed.body).toBe(201);
          expect(await demoFolio(handle)).toBe(folio + 1);

          await expect(moveToPostgres(source, target.url)).rejects.toThrow(MOVE_MSG.targetNotEmpty);
        } finally {
          await app.close();
          await handle.close();
        }
      } finally {
        await target.drop();
      }
    }, 180_000);
  } else {
    // The PGlite pass: the copy itself runs in the PostgreSQL pass; here the refusals that need no server.
    it('refuses a target that is not a PostgreSQL address (the copy runs in the PostgreSQL pass)', async () => {
      await expect(moveToPostgres(source, 'mysql://localhost/panel')).rejects.toThrow(MOVE_MSG.notPostgres);
      // .ci/run always has the PostgreSQL pass: under CI its server must be configured.
      if (process.env.CI) expect(process.env.TEST_DATABASE_URL_PG, 'TEST_DATABASE_URL_PG (pasada de PostgreSQL de .ci/run)').toBeTruthy();
    });
  }
});

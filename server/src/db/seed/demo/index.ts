// The demo commerce of `npm start` (first run) and `npm run seed`: Taquería El Buen Taco with its owner,
// menu, customers, 90 days of orders, tables, coupons, an ad, and platform news/announcement/help.
// Deterministic for a given day (seeded PRNG) and fast (multi-row inserts in one transaction).
import { count, eq, sql } from 'drizzle-orm';
import { createCommerceAccount } from '../../../services/accounts';
import type { Db } from '../../database';
import { commerceAutoPause, commerces } from '../../schema/index';
import { DEMO_COMMERCE, DEMO_COMMERCE_NAME, DEMO_FOLIO_PREFIX, DEMO_ID_PATH, DEMO_LOGIN, DEMO_OWNER_NAME } from './commerce';
import { seedCommerceContent, seedPlatformContent } from './content';
import { seedCustomers } from './customers';
import { seedMenu } from './menu';
import { seedOrders } from './orders';
import { createRandom } from './prng';

export { DEMO_LOGIN, DEMO_ID_PATH, DEMO_COMMERCE_NAME, DEMO_FOLIO_PREFIX };
export { DEMO_HISTORY_DAYS } from './orders';

const DEMO_SEED = 20_260_101;

export interface DemoSeedResult {
  commerceId: string;
  userId: string;
  accountId: string;
  orderCount: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(commerces);
  return Number(row?.value ?? 0) === 0;
}

/** Deletes the demo commerce (everything it owns cascades). */
export async function removeDemo(db: Db): Promise<void> {
  const [row] = await db.select({ accountId: commerces.account_id }).from(commerces).where(eq(commerces.id_path, DEMO_ID_PATH)).limit(1);
  if (!row) return;
  await db.execute(sql`DELETE FROM accounts WHERE id = ${row.accountId}`);
}

export async function seedDemo(db: Db, options: { now?: Date } = {}): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const random = createRandom(DEMO_SEED);
  const ids = { accountId: random.uuid(), commerceId: random.uuid(), userId: random.uuid() };
  const created = await createCommerceAccount(db, {
    nombre: DEMO_COMMERCE_NAME,
    ownerName: DEMO_OWNER_NAME,
    email: DEMO_LOGIN.email,
    username: DEMO_LOGIN.username,
    password: DEMO_LOGIN.password,
    plan: 'PLUS',
    onboarded: true,
    idPath: DEMO_ID_PATH,
    commerce: DEMO_COMMERCE,
    ids,
  });
  const orderCount = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const menu = await seedMenu(txDb, created.commerceId, random);
    const customers = await seedCustomers(txDb, created.commerceId, random);
    const { coupons } = await seedCommerceContent(txDb, created.commerceId, random, now);
    const result = await seedOrders(txDb, random, { commerceId: created.commerceId, menu, customers, coupons, now });
    await tx.update(commerces).set({ ultimo_folio: result.orderCount }).where(eq(commerces.id, created.commerceId));
    // The demo stays open around the clock for the simulator and the tests, with or without a panel open:
    // its automatic pause starts off (the owner can switch it on in Horarios).
    await tx.insert(commerceAutoPause).values({ id_comercio: created.commerceId, activo: false });
    await seedPlatformContent(txDb, random, now);
    return result.orderCount;
  });
  return { commerceId: created.commerceId, userId: created.userId, accountId: created.accountId, orderCount };
}

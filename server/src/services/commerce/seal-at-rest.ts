// Bank and tax data written before they were encrypted (plain JSON in their jsonb columns) are sealed once,
// when the app is ready; reads accept both forms meanwhile (openJson). The key lives outside the database
// (db/secrets.ts), so a SQL migration cannot do this. Conditional on "not sealed yet", so two instances
// starting together seal each row once.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { commerces, onlinePaymentSetups } from '../../db/schema/index';
import { sealJson } from '../../db/secrets';

/** Seals every plain bank_transfer_details and online-payment setup; answers how many rows it sealed. */
export async function sealPlainBankAndTaxData(db: DbOrTx, key: Buffer): Promise<number> {
  const plainBank = sql`NOT (${commerces.bank_transfer_details} ? 'sealed')`;
  const banks = await db
    .select({ id: commerces.id, value: commerces.bank_transfer_details })
    .from(commerces)
    .where(and(isNotNull(commerces.bank_transfer_details), sql`jsonb_typeof(${commerces.bank_transfer_details}) = 'object'`, plainBank));
  for (const row of banks) {
    await db.update(commerces).set({ bank_transfer_details: sealJson(key, row.value) }).where(and(eq(commerces.id, row.id), plainBank));
  }
  const plainSetup = sql`NOT (${onlinePaymentSetups.datos} ? 'sealed')`;
  const setups = await db.select({ id: onlinePaymentSetups.id_comercio, value: onlinePaymentSetups.datos }).from(onlinePaymentSetups).where(plainSetup);
  for (const row of setups) {
    await db.update(onlinePaymentSetups).set({ datos: sealJson(key, row.value) }).where(and(eq(onlinePaymentSetups.id_comercio, row.id), plainSetup));
  }
  return banks.length + setups.length;
}

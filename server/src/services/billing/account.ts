// The billing facts of a commerce's account that the billing provider works on (routes/v1/account.ts).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accounts, commerces } from '../../db/schema/index';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import type { BillingAccount } from './provider';

export async function billingAccountOf(db: DbOrTx, commerceId: string): Promise<BillingAccount> {
  const [row] = await db
    .select({ account: accounts, email: commerces.correo_contacto })
    .from(commerces)
    .innerJoin(accounts, eq(accounts.id, commerces.account_id))
    .where(eq(commerces.id, commerceId))
    .limit(1);
  if (!row) throw notFound(SERVER_MSG.commerceNotFound);
  return { accountId: row.account.id, subscriptionId: row.account.subscription_id, email: row.email, lastInvoice: row.account.last_invoice };
}

export async function saveLastInvoice(db: DbOrTx, accountId: string, invoice: BillingAccount['lastInvoice']): Promise<void> {
  await db.update(accounts).set({ last_invoice: invoice }).where(eq(accounts.id, accountId));
}

// Billing links and invoices of mi-cuenta through the billing-provider adapter (services/billing):
//   GET  /v1/account/billing          { stripe_customer_portal }
//   GET  /v1/account/gigstackportal   { signedUrl }
//   GET  /v1/account/facturas         { provider, facturas } (empty list without a provider)
//   POST /v1/account/reintentar-cobro retries the failed subscription charge (status warning 6)
// Without a configured provider the links and the retry answer 503 BILLING_NOT_CONFIGURED
// ('No hay un proveedor de facturación configurado'): the server works, the integration is missing.
// Billing is account data: owner only.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts, commerces } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { BILLING_MSG, billingNotConfigured, billingProviderFor, type BillingAccount, type BillingProvider } from '../../services/billing/provider';

const accountRoutes: FastifyPluginAsync = async (app) => {
  async function billingAccount(commerceId: string): Promise<BillingAccount> {
    const [row] = await app.deps.db
      .select({ account: accounts, email: commerces.correo_contacto })
      .from(commerces)
      .innerJoin(accounts, eq(accounts.id, commerces.account_id))
      .where(eq(commerces.id, commerceId))
      .limit(1);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);
    return { accountId: row.account.id, subscriptionId: row.account.subscription_id, email: row.email, lastInvoice: row.account.last_invoice };
  }
  function provider(): BillingProvider {
    const configured = billingProviderFor();
    if (!configured) throw billingNotConfigured();
    return configured;
  }

  app.get('/account/billing', { config: { access: 'owner' } }, async (request) => {
    const billing = provider();
    return { stripe_customer_portal: await billing.customerPortalUrl(await billingAccount(getSession(request).commerceId)) };
  });

  app.get('/account/gigstackportal', { config: { access: 'owner' } }, async (request) => {
    const billing = provider();
    return { signedUrl: await billing.invoicePortalUrl(await billingAccount(getSession(request).commerceId)) };
  });

  app.get('/account/facturas', { config: { access: 'owner' } }, async (request) => {
    const billing = billingProviderFor();
    if (!billing) return { provider: null, facturas: [] };
    return { provider: billing.code, facturas: await billing.invoices(await billingAccount(getSession(request).commerceId)) };
  });

  app.post('/account/reintentar-cobro', { config: { access: 'owner' } }, async (request) => {
    const billing = provider();
    const account = await billingAccount(getSession(request).commerceId);
    const last = account.lastInvoice;
    if (!last || (last.status !== 'uncollectible' && last.status !== 'open')) throw conflict(BILLING_MSG.nothingToRetry, 'NOTHING_TO_RETRY');
    const updated = await billing.retryLastInvoice(account);
    await app.deps.db.update(accounts).set({ last_invoice: updated }).where(eq(accounts.id, account.accountId));
    return { lastSuscriptionInvoice: updated };
  });
};

export default accountRoutes;

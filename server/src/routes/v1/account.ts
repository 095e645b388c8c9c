// Billing links and invoices of mi-cuenta through the billing-provider adapter (services/billing):
//   GET  /v1/account/billing          { stripe_customer_portal }
//   GET  /v1/account/gigstackportal   { signedUrl }
//   GET  /v1/account/facturas         { provider, facturas } (empty list without a provider)
//   POST /v1/account/reintentar-cobro retries the failed subscription charge (status warning 6)
// Without a configured provider the links and the retry answer 503 BILLING_NOT_CONFIGURED
// ('No hay un proveedor de facturación configurado'): the server works, the integration is missing.
// Billing is account data: owner only.
// The commerce phone, validated with a code by SMS while signed in (docs/onboarding.md): never a password
// reset and never the end of the session (the public validar-numero of routes/auth is the logged-out path).
//   GET  /v1/account/telefono          { telefono, country_code, verificado }
//   POST /v1/account/telefono/enviar   sends a 6-digit code to the commerce phone
//   POST /v1/account/telefono/validar  { code } marks the phone validated
import type { FastifyPluginAsync } from 'fastify';
import { phoneCodeSchema } from '@shared/validation/auth';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { consumeCode, issueCode, phoneTarget } from '../../services/verification-codes';
import { billingAccountOf, saveLastInvoice } from '../../services/billing/account';
import { commercePhone as storedCommercePhone } from '../../services/commerce';
import { markPhoneValidated } from '../../services/users/credentials';
import { BILLING_MSG, billingNotConfigured, billingProviderFor, type BillingAccount, type BillingProvider } from '../../services/billing/provider';

const ACCOUNT_PHONE_MSG = {
  noPhone: 'Tu comercio no tiene teléfono: agrégalo en Datos del comercio',
  codeSentTo: (telefono: string) => `Enviamos un código por SMS al ${telefono}`,
};

const accountRoutes: FastifyPluginAsync = async (app) => {
  const billingAccount = (commerceId: string): Promise<BillingAccount> => billingAccountOf(app.deps.db, commerceId);
  function provider(): BillingProvider {
    const configured = billingProviderFor();
    if (!configured) throw billingNotConfigured();
    return configured;
  }

  async function commercePhone(commerceId: string) {
    const row = await storedCommercePhone(app.deps.db, commerceId);
    if (!row) throw notFound(SERVER_MSG.commerceNotFound);
    return row;
  }

  app.get('/account/telefono', { config: { access: 'owner' } }, async (request) => commercePhone(getSession(request).commerceId));

  app.post('/account/telefono/enviar', { config: { access: 'owner' } }, async (request) => {
    const session = getSession(request);
    const phone = await commercePhone(session.commerceId);
    if (!phone.telefono) throw badRequest(ACCOUNT_PHONE_MSG.noPhone, 'telefono');
    const target = phoneTarget(phone.country_code, phone.telefono);
    const limitKey = `phone|${target}`;
    if (await app.deps.codeLimiter.isBlocked(limitKey)) throw tooManyRequests(SERVER_MSG.tooManyCodes);
    await app.deps.codeLimiter.recordFailure(limitKey);
    const code = await issueCode(app.deps.db, { purpose: 'phone_validation', userId: session.userId, commerceId: session.commerceId, target });
    await app.deps.config.notifier.sendCode({ channel: 'sms', purpose: 'phone_validation', to: target, code });
    return { message: ACCOUNT_PHONE_MSG.codeSentTo(phone.telefono) };
  });

  app.post<{ Body: { code: string } }>(
    '/account/telefono/validar',
    { config: { access: 'owner' }, schema: { body: yupPart(phoneCodeSchema, { limits: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 32 } } } }) } },
    async (request) => {
      const session = getSession(request);
      const valid = await consumeCode(app.deps.db, { purpose: 'phone_validation', userId: session.userId, code: request.body.code });
      if (!valid) throw badRequest(SERVER_MSG.invalidCode, 'code');
      await markPhoneValidated(app.deps.db, session.commerceId);
      return { message: SERVER_MSG.phoneValidated, ...(await commercePhone(session.commerceId)) };
    },
  );

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
    await saveLastInvoice(app.deps.db, account.accountId, updated);
    return { lastSuscriptionInvoice: updated };
  });
};

export default accountRoutes;

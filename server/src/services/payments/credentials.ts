// A commerce's payment provider as Integraciones stored it (services/integrations/store.ts): its fields opened
// with the secrets key, and a client of the provider built from them. Secrets are never logged or sent back.
import { and, eq } from 'drizzle-orm';
import { PAYMENT_PROVIDER_CODES, type PaymentProviderCode } from '../../../../shared/online-payment';
import type { DbOrTx } from '../../db/database';
import { integrations } from '../../db/schema/index';
import { decryptSecrets } from '../../db/secrets';
import { clipClient } from './clip';
import { mercadoPagoClient } from './mercadopago';
import type { ProviderUrls } from '../provider-urls';
import type { PaymentProviderClient } from './provider';
import { stripeClient } from './stripe';

export interface ProviderCredentials {
  /** Stripe secret_key, Mercado Pago access_token or Clip's api_key. */
  apiKey: string;
  /** Clip's secret_key (the other half of its Basic token); empty for the others. */
  apiSecret: string;
  /** Empty for Clip, whose notifications are not signed (docs/payments.md). */
  webhookSecret: string;
}

/** Clip signs nothing it notifies: its webhook is only a reason to read the payment again. */
export function providerSignsWebhooks(code: PaymentProviderCode): boolean {
  return code !== 'clip';
}

export async function connectedPaymentProviders(db: DbOrTx, commerceId: string): Promise<PaymentProviderCode[]> {
  const rows = await db
    .select({ code: integrations.provider_code, activo: integrations.activo })
    .from(integrations)
    .where(and(eq(integrations.id_comercio, commerceId), eq(integrations.provider_type, 'payment')));
  return PAYMENT_PROVIDER_CODES.filter((code) => rows.some((row) => row.code === code && row.activo));
}

export async function providerCredentials(db: DbOrTx, secretsKey: Buffer, commerceId: string, code: PaymentProviderCode): Promise<ProviderCredentials | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id_comercio, commerceId), eq(integrations.provider_type, 'payment'), eq(integrations.provider_code, code)));
  if (!row?.activo || !row.secrets_encrypted) return null;
  // Non-secret fields (Clip's api_key) live in `configuration`, the rest sealed in secrets_encrypted.
  return credentialsOf(code, { ...row.configuration, ...decryptSecrets(secretsKey, row.secrets_encrypted) });
}

/** The fields a provider needs, from an opened configuration; null when one is missing. */
export function credentialsOf(code: PaymentProviderCode, fields: Readonly<Record<string, string>>): ProviderCredentials | null {
  const field = (name: string) => fields[name]?.trim() ?? '';
  if (code === 'clip') {
    const apiKey = field('api_key');
    const apiSecret = field('secret_key');
    return apiKey && apiSecret ? { apiKey, apiSecret, webhookSecret: '' } : null;
  }
  const apiKey = field(code === 'stripe' ? 'secret_key' : 'access_token');
  return apiKey ? { apiKey, apiSecret: '', webhookSecret: field('webhook_secret') } : null;
}

export function clientFor(code: PaymentProviderCode, credentials: ProviderCredentials, urls: ProviderUrls): PaymentProviderClient {
  if (code === 'clip') return clipClient(credentials.apiKey, credentials.apiSecret, urls.clip);
  return code === 'stripe' ? stripeClient(credentials.apiKey, urls.stripe) : mercadoPagoClient(credentials.apiKey, urls.mercadoPago);
}

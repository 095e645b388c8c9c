// A commerce's payment provider as Integraciones stored it (services/integrations/store.ts): its fields opened
// with the secrets key, and a client of the provider built from them. Secrets are never logged or sent back.
import { and, eq } from 'drizzle-orm';
import { PAYMENT_PROVIDER_CODES, type PaymentProviderCode } from '../../../../shared/online-payment';
import type { DbOrTx } from '../../db/database';
import { integrations } from '../../db/schema/index';
import { decryptSecrets } from '../../db/secrets';
import { mercadoPagoClient } from './mercadopago';
import type { ProviderUrls } from '../provider-urls';
import type { PaymentProviderClient } from './provider';
import { stripeClient } from './stripe';

export interface ProviderCredentials {
  /** Stripe secret_key or Mercado Pago access_token. */
  apiKey: string;
  webhookSecret: string;
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
  return credentialsOf(code, decryptSecrets(secretsKey, row.secrets_encrypted));
}

/** The fields a provider needs, from an opened configuration; null when one is missing. */
export function credentialsOf(code: PaymentProviderCode, fields: Readonly<Record<string, string>>): ProviderCredentials | null {
  const apiKey = (code === 'stripe' ? fields.secret_key : fields.access_token)?.trim() ?? '';
  const webhookSecret = fields.webhook_secret?.trim() ?? '';
  return apiKey ? { apiKey, webhookSecret } : null;
}

export function clientFor(code: PaymentProviderCode, credentials: ProviderCredentials, urls: ProviderUrls): PaymentProviderClient {
  return code === 'stripe' ? stripeClient(credentials.apiKey, urls.stripe) : mercadoPagoClient(credentials.apiKey, urls.mercadoPago);
}

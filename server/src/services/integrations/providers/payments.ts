// Integraciones for the payment providers the product charges through (docs/payments.md): their configuration is
// stored like any provider's (store.ts), and «Probar conexión» makes a real authenticated read of the account
// (Stripe: GET /v1/balance; Mercado Pago: GET /users/me; Clip: GET /v2/checkout/<a link that cannot exist>, 404 with
// keys it accepts) at the configured base URL, showing the provider's own error when it refuses.
import type { IntegrationField, IntegrationGroup, IntegrationProvider } from '@shared/validation/integrations';
import type { IntegrationSubgroup } from '@shared/types/staff';
import type { PaymentProviderCode } from '@shared/online-payment';
import { clientFor, credentialsOf, providerSignsWebhooks } from '../../payments/credentials';
import type { ProviderUrls } from '../../provider-urls';

/** adapters.ts's IntegrationAdapter, structurally (this file stays out of its import graph). */
interface ConnectionCheck {
  ok: boolean;
  message: string;
}

export class PaymentProviderAdapter {
  readonly code: PaymentProviderCode;
  readonly name: string;
  readonly providerType: IntegrationGroup;
  readonly fields: readonly IntegrationField[];
  readonly builtIn = false;

  constructor(
    provider: IntegrationProvider & { code: PaymentProviderCode },
    readonly subgroup: IntegrationSubgroup,
  ) {
    this.code = provider.code;
    this.name = provider.name;
    this.providerType = provider.group;
    this.fields = provider.fields;
  }

  async testConnection(configuration: Readonly<Record<string, string>>, urls: ProviderUrls): Promise<ConnectionCheck> {
    const credentials = credentialsOf(this.code, configuration);
    if (!credentials) return { ok: false, message: this.code === 'clip' ? 'Falta la API key o la clave secreta de Clip' : `Falta la llave de ${this.name}` };
    try {
      const message = await clientFor(this.code, credentials, urls).checkAccount();
      const missingSecret = providerSignsWebhooks(this.code) && !credentials.webhookSecret;
      return { ok: true, message: missingSecret ? `${message}. Falta el secreto del webhook: los pagos no se confirmarán` : message };
    } catch (error) {
      return { ok: false, message: `${this.name} respondió: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
}

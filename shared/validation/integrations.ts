// Integration configuration forms (docs/domain.md (Validación) "Integration fields", docs/domain.md (Constantes) integration groups).
import * as yup from 'yup';
import { requiredText } from './fields';

export type IntegrationGroup = 'delivery' | 'pos' | 'payment' | 'whatsapp';

export interface IntegrationField {
  /** Wire name inside Integration.configuration. */
  name: string;
  label: string;
  /** Secrets are stored encrypted and never sent back in full. */
  secret: boolean;
}

export interface IntegrationProvider {
  code: string;
  name: string;
  group: IntegrationGroup;
  fields: readonly IntegrationField[];
}

export const INTEGRATION_GROUP_LABELS: Record<IntegrationGroup, string> = {
  delivery: 'Repartidores',
  pos: 'Punto de venta',
  payment: 'Pagos',
  whatsapp: 'Notificaciones por WhatsApp',
};

/** docs/domain.md (Validación): the required configuration fields of each provider. */
export const INTEGRATION_PROVIDERS: readonly IntegrationProvider[] = [
  { code: 'picker', name: 'Picker', group: 'delivery', fields: [{ name: 'token', label: 'Token', secret: true }] },
  {
    code: 'loyverse',
    name: 'Loyverse',
    group: 'pos',
    fields: [
      { name: 'store_id', label: 'ID de la tienda', secret: false },
      { name: 'token', label: 'Token', secret: true },
    ],
  },
  {
    code: 'stripe',
    name: 'Stripe',
    group: 'payment',
    fields: [
      { name: 'public_key', label: 'Llave pública', secret: false },
      { name: 'secret_key', label: 'Llave secreta', secret: true },
      // The signing secret (whsec_…) of the webhook endpoint the owner adds in Stripe (docs/payments.md).
      { name: 'webhook_secret', label: 'Secreto del webhook', secret: true },
    ],
  },
  {
    code: 'clip',
    name: 'Clip',
    group: 'payment',
    // The credential of Clip's developer dashboard: its API key and secret key make the Basic token (docs/payments.md).
    // Clip's checkout webhook is not signed, so there is no webhook secret to keep.
    fields: [
      { name: 'api_key', label: 'API key', secret: false },
      { name: 'secret_key', label: 'Clave secreta', secret: true },
    ],
  },
  {
    code: 'mercadoPago',
    name: 'Mercado Pago',
    group: 'payment',
    fields: [
      { name: 'public_key', label: 'Llave pública', secret: false },
      { name: 'access_token', label: 'Access token', secret: true },
      // The application's notification secret that signs x-signature (docs/payments.md).
      { name: 'webhook_secret', label: 'Clave secreta de notificaciones', secret: true },
    ],
  },
  {
    code: 'whatsappBusiness',
    name: 'WhatsApp Business',
    group: 'whatsapp',
    fields: [
      { name: 'secret_api_key', label: 'API key secreta', secret: true },
      { name: 'secret_instance', label: 'Instancia secreta', secret: true },
    ],
  },
];

/** Field list by provider code: { picker: ['token'], loyverse: ['store_id', 'token'], ... }. */
export const INTEGRATION_REQUIRED_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  INTEGRATION_PROVIDERS.map((provider) => [provider.code, provider.fields.map((field) => field.name)]),
);

export function integrationProvider(providerCode: string): IntegrationProvider | undefined {
  return INTEGRATION_PROVIDERS.find((provider) => provider.code === providerCode);
}

/** The configuration schema of a provider; providers without fields (e.g. a sandbox courier) accept an empty object. */
export function integrationSchemaFor(providerCode: string) {
  const fields = INTEGRATION_REQUIRED_FIELDS[providerCode] ?? [];
  return yup.object(Object.fromEntries(fields.map((name) => [name, requiredText()])));
}

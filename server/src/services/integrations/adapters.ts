// One adapter per integration provider (docs/domain.md (Validación) fields, docs/domain.md (Constantes) groups) behind one interface.
// The built-in sandbox courier and the providers with a client (PROVIDER_ADAPTERS, providers/) are used; the
// others have no client in the product yet: their data is stored (secrets sealed), and their connection test
// says plainly that the provider is not reached, so nothing on screen claims a connection that was never made
// (docs/domain.md, "Integraciones").
import {
  INTEGRATION_GROUP_LABELS,
  INTEGRATION_PROVIDERS,
  type IntegrationField,
  type IntegrationGroup,
  type IntegrationProvider,
} from '@shared/validation/integrations';
import type { IntegrationSubgroup } from '@shared/types/staff';
import { SANDBOX_PROVIDER_CODE, SANDBOX_PROVIDER_NAME } from '../couriers/sandbox';
import { createWhatsAppGreenApiAdapter } from './providers/whatsapp-green-api';
import { loyverseAdapter } from './providers/loyverse';
import { pickerAdapter } from './providers/picker';
import { isPaymentProviderCode } from '@shared/online-payment';
import { PaymentProviderAdapter } from './providers/payments';
import type { ProviderUrls } from '../provider-urls';

/** Payment is split into card providers and a wallet (docs/domain.md (Constantes)). */
export type { IntegrationSubgroup };

export interface ConnectionCheck {
  ok: boolean;
  message: string;
}

export const INTEGRATION_MSG = {
  verifyFailed: 'No se pudo verificar la conexión con el proveedor',
  notReached: (name: string) => `El panel todavía no se comunica con ${name}: los datos quedan guardados y cifrados, pero ningún pedido los usa.`,
  sandboxOk: 'Conexión correcta con el repartidor de prueba (sandbox)',
  builtIn: 'Este proveedor viene incluido y no necesita configuración',
  unknownProvider: 'No existe esa integración',
} as const;

/** Where each provider's API is (AppConfig.providerUrls). */
export type { ProviderUrls };

export interface IntegrationAdapter {
  readonly code: string;
  readonly name: string;
  /** provider_type on the wire: the docs/domain.md (Constantes) group. */
  readonly providerType: IntegrationGroup;
  readonly subgroup: IntegrationSubgroup;
  readonly fields: readonly IntegrationField[];
  /** Built-in providers are always connected and take no configuration. */
  readonly builtIn: boolean;
  testConnection(configuration: Readonly<Record<string, string>>, urls: ProviderUrls): Promise<ConnectionCheck>;
}

/** A provider the product has no client for yet: its configuration is kept, and the test never claims success. */
class ConfiguredProviderAdapter implements IntegrationAdapter {
  readonly code: string;
  readonly name: string;
  readonly providerType: IntegrationGroup;
  readonly fields: readonly IntegrationField[];
  readonly builtIn = false;

  constructor(
    provider: IntegrationProvider,
    readonly subgroup: IntegrationSubgroup = null,
  ) {
    this.code = provider.code;
    this.name = provider.name;
    this.providerType = provider.group;
    this.fields = provider.fields;
  }

  async testConnection(configuration: Readonly<Record<string, string>>): Promise<ConnectionCheck> {
    const complete = this.fields.every((field) => (configuration[field.name] ?? '').trim().length > 0);
    return { ok: false, message: complete ? INTEGRATION_MSG.notReached(this.name) : INTEGRATION_MSG.verifyFailed };
  }
}

/** The built-in courier of services/couriers, shown among the delivery couriers. */
class SandboxCourierAdapter implements IntegrationAdapter {
  readonly code = SANDBOX_PROVIDER_CODE;
  readonly name = SANDBOX_PROVIDER_NAME;
  readonly providerType = 'delivery' as const;
  readonly subgroup = null;
  readonly fields: readonly IntegrationField[] = [];
  readonly builtIn = true;

  async testConnection(): Promise<ConnectionCheck> {
    return { ok: true, message: INTEGRATION_MSG.sandboxOk };
  }
}

const SUBGROUPS: Record<string, IntegrationSubgroup> = { stripe: 'card', clip: 'card', mercadoPago: 'wallet' };

/** Providers with a real client (server/src/services/integrations/providers/), by code. */
const PROVIDER_ADAPTERS: Readonly<Record<string, (provider: IntegrationProvider) => IntegrationAdapter>> = {
  whatsappBusiness: createWhatsAppGreenApiAdapter,
  loyverse: () => loyverseAdapter,
  picker: () => pickerAdapter,
};

export const INTEGRATION_ADAPTERS: readonly IntegrationAdapter[] = [
  new SandboxCourierAdapter(),
  ...INTEGRATION_PROVIDERS.map(
    (provider) =>
      PROVIDER_ADAPTERS[provider.code]?.(provider) ??
      (isPaymentProviderCode(provider.code)
        ? new PaymentProviderAdapter({ ...provider, code: provider.code }, SUBGROUPS[provider.code] ?? null)
        : new ConfiguredProviderAdapter(provider, SUBGROUPS[provider.code] ?? null)),
  ),
];

export function findAdapter(providerType: string, providerCode: string): IntegrationAdapter | undefined {
  return INTEGRATION_ADAPTERS.find((adapter) => adapter.providerType === providerType && adapter.code === providerCode);
}

export function groupLabel(group: IntegrationGroup): string {
  return INTEGRATION_GROUP_LABELS[group];
}

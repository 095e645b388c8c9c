// Loyverse's «Probar conexión» (docs/integrations.md): a real authenticated read of the merchant and of the
// store the owner typed, at LOYVERSE_BASE_URL. Loyverse's own refusal is what the owner sees.
import { integrationProvider } from '@shared/validation/integrations';
import { LoyverseClient, LoyverseError } from '../../loyverse/client';

const provider = integrationProvider('loyverse')!;

export const LOYVERSE_CHECK_MSG = {
  missing: 'Escribe el ID de la tienda y el token de Loyverse',
  ok: (business: string, store: string) => `Conexión correcta con Loyverse: ${business}, tienda «${store}»`,
  refused: (message: string) => `Loyverse rechazó la conexión: ${message}`,
  unreachable: (message: string) => `No se pudo contactar a Loyverse: ${message}`,
} as const;

export const loyverseAdapter = {
  code: provider.code,
  name: provider.name,
  providerType: provider.group,
  subgroup: null,
  // Typed where adapters.ts lists it (IntegrationAdapter): importing that type here would make a cycle.
  fields: provider.fields,
  builtIn: false,
  async testConnection(configuration: Readonly<Record<string, string>>, urls: { readonly loyverse: string }): Promise<{ ok: boolean; message: string }> {
    const storeId = (configuration.store_id ?? '').trim();
    const token = (configuration.token ?? '').trim();
    if (!storeId || !token) return { ok: false, message: LOYVERSE_CHECK_MSG.missing };
    const client = new LoyverseClient(token, urls.loyverse);
    try {
      const merchant = await client.merchant();
      const store = await client.store(storeId);
      return { ok: true, message: LOYVERSE_CHECK_MSG.ok(merchant.business_name, store.name) };
    } catch (error) {
      if (error instanceof LoyverseError && !error.transient) return { ok: false, message: LOYVERSE_CHECK_MSG.refused(error.message) };
      return { ok: false, message: LOYVERSE_CHECK_MSG.unreachable(error instanceof Error ? error.message : String(error)) };
    }
  },
};

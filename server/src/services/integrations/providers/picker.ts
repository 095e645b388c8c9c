// Picker's «Probar conexión» (docs/integrations.md): a real authenticated read of the store's account at
// PICKER_BASE_URL. Picker's own refusal is what the owner sees.
import { integrationProvider } from '@shared/validation/integrations';
import { PickerClient, PickerError } from '../../couriers/picker-client';

const provider = integrationProvider('picker')!;

export const PICKER_CHECK_MSG = {
  missing: 'Escribe el token (API key del local) de Picker',
  ok: (business: string) => `Conexión correcta con Picker: ${business}`,
  refused: (message: string) => `Picker rechazó la conexión: ${message}`,
  unreachable: (message: string) => `No se pudo contactar a Picker: ${message}`,
} as const;

export const pickerAdapter = {
  code: provider.code,
  name: provider.name,
  providerType: provider.group,
  subgroup: null,
  // Typed where adapters.ts lists it (IntegrationAdapter): importing that type here would make a cycle.
  fields: provider.fields,
  builtIn: false,
  async testConnection(configuration: Readonly<Record<string, string>>, urls: { readonly picker: string }): Promise<{ ok: boolean; message: string }> {
    const token = (configuration.token ?? '').trim();
    if (!token) return { ok: false, message: PICKER_CHECK_MSG.missing };
    try {
      const account = await new PickerClient(token, urls.picker).accountInfo();
      return { ok: true, message: PICKER_CHECK_MSG.ok(account.businessName) };
    } catch (error) {
      if (error instanceof PickerError && !error.transient) return { ok: false, message: PICKER_CHECK_MSG.refused(error.message) };
      return { ok: false, message: PICKER_CHECK_MSG.unreachable(error instanceof Error ? error.message : String(error)) };
    }
  },
};

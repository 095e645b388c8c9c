// WhatsApp Business through Green-API (docs/whatsapp.md): «Probar conexión» is a real authenticated read,
// getStateInstance, and shows what the gateway answered. Shaped like adapters.ts's IntegrationAdapter without
// importing it (adapters.ts registers this file; an import back would be a cycle).
import type { IntegrationField, IntegrationGroup, IntegrationProvider } from '@shared/validation/integrations';
import { createGreenApiClient, INSTANCE_STATE_TEXT } from '../../whatsapp/green-api';

/** The integration's fields: secret_instance is Green-API's idInstance, secret_api_key its apiTokenInstance. */
export function greenApiCredentialsOf(configuration: Readonly<Record<string, string>>): { idInstance: string; apiTokenInstance: string } | null {
  const idInstance = (configuration.secret_instance ?? '').trim();
  const apiTokenInstance = (configuration.secret_api_key ?? '').trim();
  return idInstance && apiTokenInstance ? { idInstance, apiTokenInstance } : null;
}

export const WHATSAPP_TEST_MSG = {
  incomplete: 'Faltan la instancia o la API key de Green-API',
  ok: (state: string) => `Green-API respondió: ${state}`,
  notReady: (state: string) => `Green-API respondió, pero ${state}`,
  auth: (detail: string) => `Green-API rechazó la instancia o el token (${detail}): revisa idInstance y apiTokenInstance en la consola de Green-API`,
  unreachable: (detail: string) => `No se pudo comunicar con Green-API (${detail})`,
  other: (detail: string) => `Green-API respondió con un error (${detail})`,
} as const;

export function createWhatsAppGreenApiAdapter(provider: IntegrationProvider) {
  return {
    code: provider.code,
    name: provider.name,
    providerType: provider.group satisfies IntegrationGroup,
    subgroup: null,
    fields: provider.fields satisfies readonly IntegrationField[],
    builtIn: false,
    async testConnection(configuration: Readonly<Record<string, string>>, urls: Readonly<Record<string, string>>): Promise<{ ok: boolean; message: string }> {
      const credentials = greenApiCredentialsOf(configuration);
      if (!credentials || !urls.whatsapp) return { ok: false, message: WHATSAPP_TEST_MSG.incomplete };
      const answer = await createGreenApiClient(urls.whatsapp, credentials).getStateInstance();
      if (answer.ok) {
        const state = answer.body.stateInstance;
        const text = INSTANCE_STATE_TEXT[state] ?? `estado «${state}»`;
        return state === 'authorized' ? { ok: true, message: WHATSAPP_TEST_MSG.ok(text) } : { ok: false, message: WHATSAPP_TEST_MSG.notReady(text) };
      }
      if (answer.kind === 'auth') return { ok: false, message: WHATSAPP_TEST_MSG.auth(String(answer.status)) };
      if (answer.kind === 'unavailable') return { ok: false, message: WHATSAPP_TEST_MSG.unreachable(answer.detail) };
      return { ok: false, message: WHATSAPP_TEST_MSG.other(answer.detail) };
    },
  };
}

// A commerce's stored configuration of one provider, secrets opened, for the clients that call the provider.
// Only server code that is about to call the provider reads it; it is never logged nor sent to the panel.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { integrations } from '../../../db/schema/integrations';
import { decryptSecrets } from '../../../db/secrets';

/** The provider's fields (plain and secret) when the commerce has it connected; null otherwise. */
export async function integrationCredentials(
  db: DbOrTx,
  secretsKey: Buffer,
  commerceId: string,
  providerType: string,
  providerCode: string,
): Promise<Record<string, string> | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id_comercio, commerceId), eq(integrations.provider_type, providerType), eq(integrations.provider_code, providerCode)));
  if (!row || !row.activo) return null;
  const secrets = row.secrets_encrypted ? decryptSecrets(secretsKey, row.secrets_encrypted) : {};
  return { ...row.configuration, ...secrets };
}

// Integrations of one commerce: the adapters' catalogue joined with the stored rows. Non-secret fields live
// in `configuration`; secret fields are sealed with AES-256-GCM in `secrets_encrypted` and leave the server
// only masked ('••••1234').
import { and, eq } from 'drizzle-orm';
import type { IntegrationAction, IntegrationFieldView, IntegrationView } from '@shared/types/staff';
import { integrationSchemaFor } from '@shared/validation/integrations';
import type { Db } from '../../db/database';
import { integrations } from '../../db/schema/index';
import { decryptSecrets, encryptSecrets, maskSecret } from '../../db/secrets';
import { HttpError, notFound } from '../../errors';
import { assertValid } from '../validation';
import { findAdapter, groupLabel, INTEGRATION_ADAPTERS, INTEGRATION_MSG, type ConnectionCheck, type IntegrationAdapter, type ProviderUrls } from './adapters';

type IntegrationRow = typeof integrations.$inferSelect;

export type { IntegrationAction, IntegrationFieldView, IntegrationView };

function actionsOf(adapter: IntegrationAdapter, connected: boolean): IntegrationAction[] {
  if (adapter.builtIn) return ['detail', 'test'];
  return connected ? ['detail', 'configure', 'test', 'disconnect'] : ['configure'];
}

function toView(adapter: IntegrationAdapter, row: IntegrationRow | undefined, secretsKey: Buffer): IntegrationView {
  const secrets = row?.secrets_encrypted ? decryptSecrets(secretsKey, row.secrets_encrypted) : {};
  const configuration: Record<string, string> = {};
  const fields = adapter.fields.map((field) => {
    const value = field.secret ? secrets[field.name] : row?.configuration[field.name];
    if (value) configuration[field.name] = field.secret ? maskSecret(value) : value;
    return { ...field, configured: Boolean(value) };
  });
  const connected = adapter.builtIn || Boolean(row?.activo);
  return {
    provider_type: adapter.providerType,
    provider_code: adapter.code,
    group: adapter.providerType,
    group_label: groupLabel(adapter.providerType),
    subgroup: adapter.subgroup,
    name: adapter.name,
    connected,
    built_in: adapter.builtIn,
    configuration,
    fields,
    actions: actionsOf(adapter, connected),
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

async function storedRows(db: Db, commerceId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.id_comercio, commerceId));
}

function adapterOrFail(providerType: string, providerCode: string): IntegrationAdapter {
  const adapter = findAdapter(providerType, providerCode);
  if (!adapter) throw notFound(INTEGRATION_MSG.unknownProvider);
  return adapter;
}

const rowOf = (rows: IntegrationRow[], adapter: IntegrationAdapter) =>
  rows.find((row) => row.provider_type === adapter.providerType && row.provider_code === adapter.code);

export async function listIntegrations(db: Db, secretsKey: Buffer, commerceId: string): Promise<IntegrationView[]> {
  const rows = await storedRows(db, commerceId);
  return INTEGRATION_ADAPTERS.map((adapter) => toView(adapter, rowOf(rows, adapter), secretsKey));
}

export async function getIntegration(db: Db, secretsKey: Buffer, commerceId: string, providerType: string, providerCode: string): Promise<IntegrationView> {
  const adapter = adapterOrFail(providerType, providerCode);
  return toView(adapter, rowOf(await storedRows(db, commerceId), adapter), secretsKey);
}

function textValues(input: unknown): Record<string, string> {
  if (typeof input !== 'object' || input === null) return {};
  return Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([k, v]) => [k, v.trim()]));
}

/**
 * Saves a provider's configuration. Only the provider's own fields are kept; an empty (or masked) secret
 * keeps the stored one, so the panel never needs the secret back to save other changes.
 */
export async function saveIntegration(
  db: Db,
  secretsKey: Buffer,
  commerceId: string,
  providerType: string,
  providerCode: string,
  input: unknown,
): Promise<IntegrationView> {
  const adapter = adapterOrFail(providerType, providerCode);
  if (adapter.builtIn) throw new HttpError(409, INTEGRATION_MSG.builtIn, { code: 'BUILT_IN_PROVIDER' });
  const given = textValues(input);
  const existing = rowOf(await storedRows(db, commerceId), adapter);
  const storedSecrets = existing?.secrets_encrypted ? decryptSecrets(secretsKey, existing.secrets_encrypted) : {};
  const merged: Record<string, string> = {};
  for (const field of adapter.fields) {
    const value = given[field.name] ?? '';
    const keepStored = field.secret && (value === '' || value.startsWith('••••'));
    merged[field.name] = keepStored ? (storedSecrets[field.name] ?? '') : value;
  }
  await assertValid(integrationSchemaFor(adapter.code), merged);
  const configuration = Object.fromEntries(adapter.fields.filter((f) => !f.secret).map((f) => [f.name, merged[f.name] ?? '']));
  const secrets = Object.fromEntries(adapter.fields.filter((f) => f.secret).map((f) => [f.name, merged[f.name] ?? '']));
  const values = {
    configuration,
    secrets_encrypted: Object.keys(secrets).length > 0 ? encryptSecrets(secretsKey, secrets) : null,
    actions: ['detail', 'configure', 'test', 'disconnect'],
    activo: true,
    updated_at: new Date(),
  };
  await db
    .insert(integrations)
    .values({ id_comercio: commerceId, provider_type: adapter.providerType, provider_code: adapter.code, ...values })
    .onConflictDoUpdate({ target: [integrations.id_comercio, integrations.provider_type, integrations.provider_code], set: values });
  return getIntegration(db, secretsKey, commerceId, providerType, providerCode);
}

/** Disconnect: the stored configuration and secrets are deleted. */
export async function deleteIntegration(db: Db, commerceId: string, providerType: string, providerCode: string): Promise<void> {
  const adapter = adapterOrFail(providerType, providerCode);
  if (adapter.builtIn) throw new HttpError(409, INTEGRATION_MSG.builtIn, { code: 'BUILT_IN_PROVIDER' });
  const deleted = await db
    .delete(integrations)
    .where(and(eq(integrations.id_comercio, commerceId), eq(integrations.provider_type, adapter.providerType), eq(integrations.provider_code, adapter.code)))
    .returning({ id: integrations.id });
  if (deleted.length === 0) throw notFound(INTEGRATION_MSG.unknownProvider);
}

export async function testIntegration(db: Db, secretsKey: Buffer, commerceId: string, providerType: string, providerCode: string, urls: ProviderUrls): Promise<ConnectionCheck> {
  const adapter = adapterOrFail(providerType, providerCode);
  const row = rowOf(await storedRows(db, commerceId), adapter);
  const secrets = row?.secrets_encrypted ? decryptSecrets(secretsKey, row.secrets_encrypted) : {};
  return adapter.testConnection({ ...(row?.configuration ?? {}), ...secrets }, urls);
}

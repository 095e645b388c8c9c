// API keys per commerce (docs/api.md): the owner creates one in Integraciones and sees it once; only its
// SHA-256 is stored, so a copy of the database (or a backup) holds no usable key. A key names its scopes and
// its own limit per minute; a revoked key is refused from its revocation on.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey, ApiKeyScope, CreatedApiKey, NewApiKeyInput } from '../../../../shared/types/api-keys';
import type { DbOrTx } from '../../db/database';
import { apiKeys } from '../../db/schema/api-keys';
import { notFound } from '../../errors';
import { hashToken } from '../sessions';
import { isUuid } from '../../../../shared/ids';

/** Every key starts with this, so a key pasted in the wrong place is recognisable (and findable by scanners). */
export const API_KEY_PREFIX = 'pck_';
/** How many characters of the key the list shows (the prefix and 8 more). */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;
export const DEFAULT_CALLS_PER_MINUTE = 120;

export const API_KEY_MSG = {
  notFound: 'No encontramos esa clave de API',
  invalid: 'Clave de API no válida o revocada',
  scope: (scope: ApiKeyScope) => `Esta clave de API no tiene el permiso ${scope}`,
  routeNotOpen: 'Esta ruta no acepta claves de API del comercio',
  rateLimited: 'Demasiadas llamadas con esta clave de API: espera un momento e intenta de nuevo',
} as const;

type ApiKeyRow = typeof apiKeys.$inferSelect;

export function toApiKeyWire(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    nombre: row.nombre,
    prefijo: row.prefijo,
    scopes: row.scopes,
    limite_por_minuto: row.limite_por_minuto,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export async function createApiKey(db: DbOrTx, commerceId: string, input: NewApiKeyInput): Promise<CreatedApiKey> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id_comercio: commerceId,
      nombre: input.nombre.trim(),
      prefijo: secret.slice(0, SHOWN_CHARACTERS),
      hash: hashToken(secret),
      // One entry per scope, in the catalogue's order, whatever order or repeats the owner sent.
      scopes: [...new Set(input.scopes)].sort(),
      limite_por_minuto: input.limite_por_minuto ?? DEFAULT_CALLS_PER_MINUTE,
    })
    .returning();
  return { clave: toApiKeyWire(row!), secreto: secret };
}

export async function listApiKeys(db: DbOrTx, commerceId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.id_comercio, commerceId)).orderBy(desc(apiKeys.created_at));
  return rows.map(toApiKeyWire);
}

/** Revokes a key of the commerce (a key already revoked keeps its first revocation time). */
export async function revokeApiKey(db: DbOrTx, commerceId: string, keyId: string): Promise<ApiKey> {
  if (!isUuid(keyId)) throw notFound(API_KEY_MSG.notFound);
  const [row] = await db
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKeys.id_comercio, commerceId), eq(apiKeys.id, keyId), isNull(apiKeys.revoked_at)))
    .returning();
  if (row) return toApiKeyWire(row);
  const [existing] = await db.select().from(apiKeys).where(and(eq(apiKeys.id_comercio, commerceId), eq(apiKeys.id, keyId)));
  if (!existing) throw notFound(API_KEY_MSG.notFound);
  return toApiKeyWire(existing);
}

/** The live key a secret stands for (null when unknown or revoked). */
export async function keyOfSecret(db: DbOrTx, secret: string): Promise<ApiKeyRow | null> {
  if (!secret.startsWith(API_KEY_PREFIX)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.hash, hashToken(secret)), isNull(apiKeys.revoked_at)));
  return row ?? null;
}

export async function touchApiKey(db: DbOrTx, keyId: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ last_used_at: at }).where(eq(apiKeys.id, keyId));
}

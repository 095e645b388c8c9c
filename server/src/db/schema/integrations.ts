// Provider integrations per commerce. Non-secret settings in `configuration`; secrets (tokens, keys)
// are encrypted at rest with AES-256-GCM (see server/src/db/secrets.ts) and never sent back in full.
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { commerceIdColumn } from './commerce-column';

export const integrations = pgTable(
  'integrations',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    provider_type: text('provider_type').notNull(),
    provider_code: text('provider_code').notNull(),
    configuration: jsonb('configuration').$type<Record<string, string>>().notNull().default({}),
    /** encryptSecrets() output: 'v1:<iv>:<tag>:<ciphertext>' (base64), of a JSON object of secret fields. */
    secrets_encrypted: text('secrets_encrypted'),
    actions: jsonb('actions').$type<string[]>().notNull().default([]),
    activo: boolean('activo').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('integrations_provider_unique').on(t.id_comercio, t.provider_type, t.provider_code)],
);

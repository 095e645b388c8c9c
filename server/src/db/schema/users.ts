// Users, login sessions and one-time verification codes (docs/domain.md (Entidades) User, Login session).
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UserStatus } from '../../../../shared/types/account';
import type { ModulePermissions } from '../../../../shared/types/account';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

export type UserRole = 'owner' | 'staff';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    /** Stored lower-case; unique across the platform because login is by email. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('owner'),
    /** null = every module and permission of the commerce's plan; otherwise a subset of it. */
    modules: jsonb('modules').$type<ModulePermissions[] | null>(),
    status: text('status').$type<UserStatus>().notNull().default('activo'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_username_unique').on(t.username), index('users_commerce_idx').on(t.id_comercio)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    id_usuario: uuid('id_usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The login this session belongs to: one session per location, revoked together (docs/locations.md). */
    login_id: uuid('login_id'),
    /** The raw token sealed (db/secrets.ts), so account details can hand the login's set again; null for older sessions. */
    token_sealed: text('token_sealed'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash), index('sessions_user_idx').on(t.id_usuario), index('sessions_login_idx').on(t.login_id)],
);

export type VerificationPurpose = 'password_reset' | 'phone_validation';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    id_usuario: uuid('id_usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    /** Email or phone the code was sent to. */
    target: text('target').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.id_usuario, t.purpose)],
);

// The locations (commerces of one account) a user may use, with the module set per location (migration 0031, docs/locations.md).
import { index, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { ModulePermissions } from '../../../../shared/types/account';
import { createdAt } from './columns';
import { commerceIdColumn } from './commerce-column';
import { users } from './users';

export const userLocations = pgTable(
  'user_locations',
  {
    id_usuario: uuid('id_usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id_comercio: commerceIdColumn(),
    /** null = the user's own set (users.modules); otherwise the set at this location, within the plan. */
    modules: jsonb('modules').$type<ModulePermissions[] | null>(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_comercio] }), index('user_locations_commerce_idx').on(t.id_comercio)],
);

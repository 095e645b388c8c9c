// Uploaded images (POST /v1/subir/imagen). The file lives under DATA_DIR/uploads/<filename>.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { commerces } from './commerces';
import { createdAt, idColumn } from './columns';

export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    id_comercio: uuid('id_comercio')
      .notNull()
      .references(() => commerces.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull().unique(),
    mime: text('mime').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('uploads_commerce_idx').on(t.id_comercio)],
);

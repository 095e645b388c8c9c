// Uploaded images (POST /v1/subir/imagen). The file lives under DATA_DIR/uploads/<filename>.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { commerceIdColumn } from './commerce-column';

export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    id_comercio: commerceIdColumn(),
    filename: text('filename').notNull().unique(),
    mime: text('mime').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('uploads_commerce_idx').on(t.id_comercio)],
);

// Platform content shared by every commerce: news, announcements, tutorials/help articles.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanId } from '../../../../shared/constants';
import { createdAt, idColumn } from './columns';

export const news = pgTable(
  'news',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    /** A string or a list of strings (docs/domain.md (Entidades) News item). */
    category: jsonb('category').$type<string | string[]>().notNull().default(sql`'"General"'::jsonb`),
    link: text('link').notNull().default(''),
  },
  (t) => [index('news_date_idx').on(t.date)],
);

export const announcements = pgTable('announcements', {
  uuid: idColumn(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  long_description: text('long_description').notNull().default(''),
  video_url: text('video_url'),
  show_once: boolean('show_once').notNull().default(true),
  /** Seconds before the close button is enabled. */
  delay_before_close: integer('delay_before_close').notNull().default(0),
  /** Plans that see it; null = every plan. */
  plans: jsonb('plans').$type<PlanId[] | null>(),
  is_active: boolean('is_active').notNull().default(true),
  start_date: timestamp('start_date', { withTimezone: true, mode: 'date' }),
  end_date: timestamp('end_date', { withTimezone: true, mode: 'date' }),
  created_at: createdAt(),
});

export type HelpArticleKind = 'tutorial' | 'articulo';

export const helpArticles = pgTable('help_articles', {
  id: idColumn(),
  tipo: text('tipo').$type<HelpArticleKind>().notNull().default('tutorial'),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion').notNull().default(''),
  contenido: text('contenido').notNull().default(''),
  video_url: text('video_url'),
  categoria: text('categoria').notNull().default('General'),
  orden: integer('orden').notNull().default(0),
  created_at: createdAt(),
});

// Platform tutorials and help articles (module ASISTENCIA_TECNICA), in Spanish: the list without the body,
// and one article with its content.
import { isUuid } from '@shared/ids';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { helpArticles, type HelpArticleKind } from '../../db/schema/index';
import { notFound } from '../../errors';

export type { HelpArticleKind };

const NOT_FOUND = 'No se encontró el artículo de ayuda';

type HelpRow = typeof helpArticles.$inferSelect;

function summary(row: HelpRow) {
  return { id: row.id, tipo: row.tipo, titulo: row.titulo, descripcion: row.descripcion, categoria: row.categoria, video_url: row.video_url, orden: row.orden };
}

/** Tutorials and articles, each ordered by `orden` then title. */
export async function helpArticleSummaries(db: DbOrTx) {
  const rows = await db.select().from(helpArticles).orderBy(asc(helpArticles.orden), asc(helpArticles.titulo));
  return {
    tutoriales: rows.filter((row) => row.tipo === 'tutorial').map(summary),
    articulos: rows.filter((row) => row.tipo === 'articulo').map(summary),
  };
}

/** One tutorial or article with its content; 404 for an unknown id or one of the other kind. */
export async function helpArticle(db: DbOrTx, id: string, kind: HelpArticleKind) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.id, id), eq(helpArticles.tipo, kind)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return { ...summary(row), contenido: row.contenido };
}

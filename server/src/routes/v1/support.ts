// Asistencia técnica (ASISTENCIA_TECNICA module): platform tutorials and help articles, in Spanish.
//   GET /v1/asistencia/tutoriales      { tutoriales, articulos } each ordered by `orden`, without the body
//   GET /v1/asistencia/tutoriales/:id  one tutorial with its content
//   GET /v1/asistencia/articulos/:id   one help article with its content
import { isUuid } from '@shared/ids';
import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { helpArticles, type HelpArticleKind } from '../../db/schema/index';
import { notFound } from '../../errors';
import { can } from '../../plugins/access';
import { idParams } from '../../plugins/validators';

const NOT_FOUND = 'No se encontró el artículo de ayuda';

type HelpRow = typeof helpArticles.$inferSelect;

function summary(row: HelpRow) {
  return { id: row.id, tipo: row.tipo, titulo: row.titulo, descripcion: row.descripcion, categoria: row.categoria, video_url: row.video_url, orden: row.orden };
}

const supportRoutes: FastifyPluginAsync = async (app) => {
  const guard = { config: { access: can('ASISTENCIA_TECNICA', 'list') } };

  app.get('/asistencia/tutoriales', guard, async () => {
    const rows = await app.deps.db.select().from(helpArticles).orderBy(asc(helpArticles.orden), asc(helpArticles.titulo));
    return {
      tutoriales: rows.filter((row) => row.tipo === 'tutorial').map(summary),
      articulos: rows.filter((row) => row.tipo === 'articulo').map(summary),
    };
  });

  const one = (kind: HelpArticleKind) => async (request: { params: { id: string } }) => {
    if (!isUuid(request.params.id)) throw notFound(NOT_FOUND);
    const [row] = await app.deps.db
      .select()
      .from(helpArticles)
      .where(and(eq(helpArticles.id, request.params.id), eq(helpArticles.tipo, kind)))
      .limit(1);
    if (!row) throw notFound(NOT_FOUND);
    return { ...summary(row), contenido: row.contenido };
  };
  app.get<{ Params: { id: string } }>('/asistencia/tutoriales/:id', { ...guard, schema: { params: idParams('id') } }, one('tutorial'));
  app.get<{ Params: { id: string } }>('/asistencia/articulos/:id', { ...guard, schema: { params: idParams('id') } }, one('articulo'));
};

export default supportRoutes;

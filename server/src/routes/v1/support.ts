// Asistencia técnica (ASISTENCIA_TECNICA module): platform tutorials and help articles, in Spanish.
//   GET /v1/asistencia/tutoriales      { tutoriales, articulos } each ordered by `orden`, without the body
//   GET /v1/asistencia/tutoriales/:id  one tutorial with its content
//   GET /v1/asistencia/articulos/:id   one help article with its content
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../plugins/access';
import { idParams } from '../../plugins/validators';
import { helpArticle, helpArticleSummaries, type HelpArticleKind } from '../../services/support/help-articles';

const supportRoutes: FastifyPluginAsync = async (app) => {
  const guard = { config: { access: can('ASISTENCIA_TECNICA', 'list') } };

  app.get('/asistencia/tutoriales', guard, async () => helpArticleSummaries(app.deps.db));

  const one = (kind: HelpArticleKind) => async (request: { params: { id: string } }) => helpArticle(app.deps.db, request.params.id, kind);
  app.get<{ Params: { id: string } }>('/asistencia/tutoriales/:id', { ...guard, schema: { params: idParams('id') } }, one('tutorial'));
  app.get<{ Params: { id: string } }>('/asistencia/articulos/:id', { ...guard, schema: { params: idParams('id') } }, one('articulo'));
};

export default supportRoutes;

// GET /v1/tag: the catalogue of commerce categories (datos-del-comercio/categorias).
import type { FastifyPluginAsync } from 'fastify';
import type { Tag } from '@shared/types/misc';
import { listTags } from '../../services/tags';

const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tag', { config: { access: 'signedIn' } }, async (): Promise<Tag[]> => listTags(app.deps.db));
};

export default tagRoutes;

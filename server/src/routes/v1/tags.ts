// GET /v1/tag: the catalogue of commerce categories (datos-del-comercio/categorias).
import type { FastifyPluginAsync } from 'fastify';
import { asc } from 'drizzle-orm';
import type { Tag } from '@shared/types/misc';
import { tags } from '../../db/schema/index';

const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tag', { config: { access: 'signedIn' } }, async (): Promise<Tag[]> => app.deps.db.select({ id: tags.id, nombre: tags.nombre }).from(tags).orderBy(asc(tags.orden)));
};

export default tagRoutes;

// Every private menu route family, registered as one plugin from the route registry:
// categorías, productos (+ orden, agotado), precios masivos, extras, secciones and the menu import,
// and the shared menu of an account's locations (docs/master-menu.md), relative to /v1:
//   GET /menu/maestro                              → MenuSource (which menu this location uses, what it may follow)
//   PUT /menu/maestro { menu_maestro_id: id|null } → MenuSource; owner only. An id of another account's
//       commerce answers 404, like any foreign id.
// Each file's header documents its paths and payloads.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { getMenuSource, setMenuSource } from '../../services/menu/master-menu/source';
import categoryRoutes from './categories';
import extraRoutes from './extras';
import menuImportRoutes from './menu-import';
import productPriceRoutes from './products-prices';
import productRoutes from './products';
import sectionRoutes from './sections';

const MENU_SOURCE_BODY = {
  type: 'object',
  required: ['menu_maestro_id'],
  additionalProperties: false,
  properties: { menu_maestro_id: { type: ['string', 'null'], maxLength: 80 } },
} as const;

const menuRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [categoryRoutes, productRoutes, productPriceRoutes, extraRoutes, sectionRoutes, menuImportRoutes]) {
    await app.register(routes);
  }
  const { db } = app.deps;

  app.get('/menu/maestro', { config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => {
    const session = getSession(request);
    return getMenuSource(db, session.commerceId, { accountWide: session.role === 'owner' });
  });

  app.put('/menu/maestro', { schema: { body: MENU_SOURCE_BODY }, config: { access: 'owner' } }, async (request) => setMenuSource(db, getSession(request).commerceId, request.body));
};

export default menuRoutes;

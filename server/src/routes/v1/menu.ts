// Every private menu route family, registered as one plugin from the route registry:
// categorías, productos (+ orden, agotado), precios masivos, extras, secciones and the menu import.
// Each file's header documents its paths and payloads.
import type { FastifyPluginAsync } from 'fastify';
import categoryRoutes from './categories';
import extraRoutes from './extras';
import menuImportRoutes from './menu-import';
import productPriceRoutes from './products-prices';
import productRoutes from './products';
import sectionRoutes from './sections';

const menuRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [categoryRoutes, productRoutes, productPriceRoutes, extraRoutes, sectionRoutes, menuImportRoutes]) {
    await app.register(routes);
  }
};

export default menuRoutes;

// Bulk price update (module MASS_UPDATE_PRODUCTS, permission edit). Paths, relative to /v1:
//   POST /productos/precios/preview  { tipo: 'porcentaje'|'monto', direccion: 'aumentar'|'disminuir', valor,
//                                      redondeo: 'ninguno'|'medio'|'entero'|'noventa', categorias?: [ids] }
//        → { cambios: [{ id_producto, id_presentacion, id_categoria, categoria, nombre, presentacion,
//                        precio_anterior, precio_nuevo }], total }
//   POST /productos/precios/aplicar  the same parameters + cambios (as previewed)
//        → { message, actualizados }; 409 PRICES_CHANGED (nothing written) when prices moved since the preview.
// Rules of the computation: shared/bulk-price.ts.
import type { FastifyPluginAsync } from 'fastify';
import { bulkPriceApplySchema, bulkPriceSchema } from '@shared/validation/bulk-price';
import { getSession } from '../../plugins/auth';
import { applyBulkPrices, previewBulkPrices } from '../../services/menu/bulk-prices';

const BULK_BODY_LIMIT = 5 * 1024 * 1024;

const productPriceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.post('/productos/precios/preview', { schema: { body: bulkPriceSchema }, config: { access: { module: 'MASS_UPDATE_PRODUCTS', permission: 'edit' } } }, async (request) =>
    previewBulkPrices(db, getSession(request).commerceId, request.body),
  );

  app.post('/productos/precios/aplicar', { bodyLimit: BULK_BODY_LIMIT, schema: { body: bulkPriceApplySchema }, config: { access: { module: 'MASS_UPDATE_PRODUCTS', permission: 'edit' } } }, async (request) =>
    applyBulkPrices(db, getSession(request).commerceId, request.body),
  );
};

export default productPriceRoutes;

// "Descargar mis datos" of Mi cuenta (docs/data-safety.md). Owner only: it carries all of the commerce.
//   POST /v1/mis-datos/exportacion          starts building the zip in the background → 202 DataExportJob (409 while one runs)
//   GET  /v1/mis-datos/exportacion          the last job with its progress, or null
//   GET  /v1/mis-datos/exportacion/archivo  the finished zip (404 until it is ready)
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { localDay } from '@shared/dates';
import { notFound } from '../../errors';
import { getSession } from '../../plugins/auth';
import { findCommerce } from '../../services/commerce';
import { openExportDir } from '../../services/data-export/export-dir';
import { createDataExportService, EXPORT_MSG } from '../../services/data-export/export-job';

const dataExportRoutes: FastifyPluginAsync = async (app) => {
  const { dataDir, uploadsDir, secretsKey } = app.deps.config;
  const { dir, dispose } = await openExportDir(dataDir);
  const exports = createDataExportService({ handle: app.deps.handle, dir, uploadsDir, secretsKey });
  app.addHook('onClose', async () => {
    await exports.close();
    await dispose();
  });

  app.post('/mis-datos/exportacion', { config: { access: 'owner' } }, async (request, reply) => {
    return reply.code(202).send(await exports.start(getSession(request).commerceId));
  });

  app.get('/mis-datos/exportacion', { config: { access: 'owner' } }, async (request) => {
    return { exportacion: await exports.current(getSession(request).commerceId) };
  });

  app.get('/mis-datos/exportacion/archivo', { config: { access: 'owner' } }, async (request, reply) => {
    const { commerceId } = getSession(request);
    const file = await exports.file(commerceId);
    if (!file) throw notFound(EXPORT_MSG.notReady);
    // The commerce's calendar day, not UTC's (at 23:30 in Mexico City the file is still today's).
    const day = localDay(new Date(), (await findCommerce(app.deps.db, commerceId))?.zona_horaria ?? DEFAULT_TIME_ZONE);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="mis-datos-${day}.zip"`)
      .send(createReadStream(file));
  });
};

export default dataExportRoutes;

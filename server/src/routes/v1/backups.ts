// Backups of the server's database, for the Ajustes card (docs/data-safety.md). Owner only: a backup
// holds every commerce's data on this server and its files.
//   GET  /v1/respaldos   BackupStatus: last backup, its size, folder, schedule, last error
//   POST /v1/respaldos   "Respaldar ahora": writes one now and answers the new BackupStatus (409 while one runs)
import type { FastifyPluginAsync } from 'fastify';

const backupRoutes: FastifyPluginAsync = async (app) => {
  app.get('/respaldos', { config: { access: 'owner' } }, async () => app.backups.status());

  app.post('/respaldos', { config: { access: 'owner' } }, async () => {
    await app.backups.runNow('manual');
    return app.backups.status();
  });
};

export default backupRoutes;

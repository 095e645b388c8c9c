// Backups of the server's database, for the Ajustes card (docs/data-safety.md). The server's operator only
// (services/operator.ts): a backup holds every commerce's data on this server, its files and secrets.key.
//   GET  /v1/respaldos   BackupStatus: last backup, its size, folder, schedule, last error
//   POST /v1/respaldos   "Respaldar ahora": starts one → 202 BackupStatus with inProgress (409 while one runs);
//                        the card polls GET until it ends (a large database takes a while; errors land in lastError)
//   PUT  /v1/respaldos/carpeta-copia  { carpeta: "/media/usb/respaldos" | null } → BackupStatus; 400 (Spanish,
//                        field carpeta) when the folder does not exist or cannot be written; 409 under BACKUP_COPY_DIR
import type { FastifyPluginAsync } from 'fastify';
import { yupPart } from '../../plugins/validators';
import { copyFolderBodySchema, copyFolderOf } from '../../services/backup/copy-folder';

const backupRoutes: FastifyPluginAsync = async (app) => {
  app.get('/respaldos', { config: { access: 'operator' } }, async () => app.backups.status());

  app.post('/respaldos', { config: { access: 'operator' } }, async (request, reply) => {
    app.backups.runNow('manual').catch((error: unknown) => request.log.error({ err: error }, 'respaldo manual fallido'));
    return reply.code(202).send(await app.backups.status());
  });

  app.put<{ Body: { carpeta: string | null } }>(
    '/respaldos/carpeta-copia',
    { schema: { body: yupPart(copyFolderBodySchema, { labeledMessages: true }) }, config: { access: 'operator' } },
    async (request) => app.backups.setCopyDirectory(copyFolderOf(request.body)),
  );
};

export default backupRoutes;

// A scheduled backup that failed is told to the owners who turned their alerts on (docs/whatsapp.md «Alertas al
// dueño»; docs/data-safety.md): one owner.alert job per commerce and failure, through the outbox (WhatsApp, or
// e-mail without a gateway). A backup the user asked for («Respaldar ahora», `npm run backup`) is not alerted:
// whoever asked sees its error at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../reports/filters';
import { backupFailedAlertText, enqueueOwnerAlert } from '../whatsapp/owner-alerts';
import type { BackupReason } from './format';

/** The backups nobody is watching when they run. */
export const ALERTED_BACKUP_REASONS: readonly BackupReason[] = ['programado', 'actualizacion'];

/** Writes the failure's alerts; answers how many commerces get one. */
export async function alertBackupFailure(db: Db, reason: string, failedAt: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const commerces = rowsOf<{ id: string; nombre: string }>(
      await tx.execute(sql`SELECT c.id, c.nombre FROM commerces c JOIN whatsapp_settings s ON s.id_comercio = c.id WHERE s.alertas_dueno`),
    );
    let written = 0;
    for (const commerce of commerces) {
      if (await enqueueOwnerAlert(tx, commerce.id, 'respaldo', failedAt.toISOString(), backupFailedAlertText(commerce.nombre, reason), failedAt)) written += 1;
    }
    return written;
  });
}

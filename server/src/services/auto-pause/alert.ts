// The owner's alert when the store paused itself (docs/availability.md, "Pausa automática"): claimed once
// per pause (alerta_at), whichever instance claimed the pause, and handed to the notifier (e-mail), or to the
// outbox when the owner turned on WhatsApp alerts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { commerceAutoPause } from '../../db/schema/auto-pause';
import type { Notifier, OwnerAlert } from '../notifier';
import { rowsOf } from '../reports/filters';
import type { PauseDecision } from './evaluate';
import { enqueueOwnerAlert } from '../whatsapp/owner-alerts';

export function autoPauseAlert(to: string, commerceName: string, detail: string): OwnerAlert {
  return {
    channel: 'email',
    to,
    subject: `${commerceName} dejó de recibir pedidos en línea`,
    text: [
      `Pausamos los pedidos en línea de ${commerceName}: ${detail.charAt(0).toLocaleLowerCase('es-MX')}${detail.slice(1)}.`,
      'Tus clientes ven «El restaurante no está recibiendo pedidos en este momento». Los pedidos que ya recibiste siguen en el panel.',
      'Para volver a recibir pedidos, abre el panel en el mostrador (o el agente de impresión) y pulsa «Ya estoy atendiendo».',
      'Puedes apagar o ajustar esta pausa automática en Horarios.',
    ].join('\n\n'),
  };
}

/** Sends the alert of the pause `decision` made, once: answers whether this call sent it. */
export async function alertOwner(db: DbOrTx, notifier: Notifier, decision: PauseDecision, at: Date): Promise<boolean> {
  const claimed = await db
    .update(commerceAutoPause)
    .set({ alerta_at: at })
    .where(and(eq(commerceAutoPause.id_comercio, decision.commerceId), isNull(commerceAutoPause.alerta_at), sql`${commerceAutoPause.pausado_at} IS NOT NULL`))
    .returning({ id: commerceAutoPause.id_comercio });
  if (claimed.length === 0) return false;
  const owners = rowsOf<{ email: string; nombre: string }>(
    await db.execute(sql`
      SELECT u.email, c.nombre FROM users u JOIN commerces c ON c.id = u.id_comercio
      WHERE u.id_comercio = ${decision.commerceId} AND u.role = 'owner' AND u.status = 'activo'`),
  );
  // With the owner's alerts on (docs/whatsapp.md) it goes through the outbox, once per pause; else by e-mail here.
  const [first] = owners;
  if (first && (await enqueueOwnerAlert(db, decision.commerceId, 'pausa', at.toISOString(), autoPauseAlert(first.email, first.nombre, decision.detail), at))) return true;
  if (!notifier.sendAlert) return false;
  for (const owner of owners) await notifier.sendAlert(autoPauseAlert(owner.email, owner.nombre, decision.detail));
  return owners.length > 0;
}

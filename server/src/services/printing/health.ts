// Printers' health as each desktop PC reports it (docs/whatsapp.md «Alertas al dueño»): the print agent or the
// desktop app posts its printers every minute while auto-print runs and when one changes; a printer down longer
// than the owner's minutes becomes one owner alert per outage, and a printer back online ends the outage (the
// next one alerts again). Reports older than REPORT_FRESH_MS do not alert: a PC switched off says nothing about
// its printers.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PrinterHealthReport } from '@shared/printing-health';
import type { Db, DbOrTx } from '../../db/database';
import { printerHealth } from '../../db/schema/printer-health';
import { rowsOf } from '../reports/filters';
import { enqueueOwnerAlert, printerDownAlertText } from '../whatsapp/owner-alerts';

/** A PC reports every minute; three missed reports and its printers' state is no longer believed. */
export const REPORT_FRESH_MS = 3 * 60_000;
/** How often the alert pass looks for printers down too long. */
export const PRINTER_ALERT_EVERY_MS = 30_000;

/** Stores one PC's report: the outage start is kept while a printer stays down, cleared when it is back. */
export async function recordPrinterHealth(db: DbOrTx, commerceId: string, report: PrinterHealthReport, now: Date): Promise<void> {
  const slots = report.impresoras.map((printer) => printer.slot);
  // Slots this PC no longer reports (printer removed from the settings) are forgotten.
  await db
    .delete(printerHealth)
    .where(and(eq(printerHealth.id_comercio, commerceId), eq(printerHealth.equipo, report.equipo), ...(slots.length > 0 ? [notInArray(printerHealth.slot, slots)] : [])));
  for (const printer of report.impresoras) {
    const values = { nombre: printer.nombre, en_linea: printer.en_linea, error: printer.error ?? null, reportado_at: now };
    await db
      .insert(printerHealth)
      .values({ id_comercio: commerceId, equipo: report.equipo, slot: printer.slot, ...values, caida_desde: printer.en_linea ? null : now, alerta_de: null })
      .onConflictDoUpdate({
        target: [printerHealth.id_comercio, printerHealth.equipo, printerHealth.slot],
        set: {
          ...values,
          caida_desde: printer.en_linea ? null : sql`COALESCE(${printerHealth.caida_desde}, ${now.toISOString()}::timestamptz)`,
          alerta_de: printer.en_linea ? null : sql`${printerHealth.alerta_de}`,
        },
      });
  }
}

interface DownTooLong {
  id_comercio: string;
  equipo: string;
  slot: string;
  nombre: string;
  error: string | null;
  caida_desde: string | Date;
  minutos: number;
  comercio: string;
}

/**
 * Claims every outage longer than its commerce's minutes that has no alert yet and writes its alert (once per
 * outage, whichever instance claims it). Answers how many alerts were written.
 */
export async function raisePrinterAlerts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => claimAndAlert(tx, now));
}

async function claimAndAlert(db: DbOrTx, now: Date): Promise<number> {
  const fresh = new Date(now.getTime() - REPORT_FRESH_MS).toISOString();
  const claimed = rowsOf<DownTooLong>(
    await db.execute(sql`
      UPDATE printer_health h SET alerta_de = h.caida_desde
      FROM whatsapp_settings s, commerces c
      WHERE s.id_comercio = h.id_comercio AND c.id = h.id_comercio AND s.alertas_dueno
        AND h.caida_desde IS NOT NULL AND h.alerta_de IS DISTINCT FROM h.caida_desde
        AND h.reportado_at >= ${fresh}::timestamptz
        AND h.caida_desde <= ${now.toISOString()}::timestamptz - make_interval(mins => s.minutos_impresora)
      RETURNING h.id_comercio, h.equipo, h.slot, h.nombre, h.error, h.caida_desde, s.minutos_impresora AS minutos, c.nombre AS comercio`),
  );
  for (const row of claimed) {
    const since = new Date(row.caida_desde);
    const minutes = Math.floor((now.getTime() - since.getTime()) / 60_000);
    await enqueueOwnerAlert(db, row.id_comercio, 'impresora', `${row.equipo}:${row.slot}:${since.toISOString()}`, {
      ...printerDownAlertText(row.comercio, row.nombre, row.equipo, minutes, row.error),
      impresora: { equipo: row.equipo, slot: row.slot, desde: since.toISOString() },
    }, now);
  }
  return claimed.length;
}

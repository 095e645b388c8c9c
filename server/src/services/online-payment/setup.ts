// The merchant's bank and tax data for the online payment provider (configuracion-cobro-en-linea), sealed at
// rest; a setup names documents the same commerce uploaded (private files, docs/security.md).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { onlinePaymentSetups } from '../../db/schema/index';
import type { OnlinePaymentSetupStatus } from '../../db/schema/online-payment';
import { openJson, sealJson } from '../../db/secrets';
import { badRequest } from '../../errors';
import { ownedUploads } from '../uploads';

export const ONLINE_PAYMENT_MSG = {
  documentWrongType: 'El documento debe ser un PDF o una imagen PNG, JPEG o WebP',
  documentTooLarge: 'El documento supera el tamaño máximo de 5 MB',
  documentNotFound: 'El documento no se encontró, vuelve a subirlo',
  documentMissing: 'No se encontró el documento',
} as const;

export interface OnlinePaymentSetupAnswer {
  estatus: 'sin_configurar' | OnlinePaymentSetupStatus;
  datos: Record<string, unknown> | null;
  enviado_en: string | null;
}

/** '/v1/cobro-en-linea/documentos/<file>' (or an older '…/uploads/<file>') → '<file>'; null otherwise. */
function documentFilename(url: string): string | null {
  const match = /\/(?:cobro-en-linea\/documentos|uploads)\/([0-9a-f-]{36}\.(?:pdf|png|jpg|webp))$/.exec(url);
  return match?.[1] ?? null;
}

/** Where documents live: beside the public uploads folder, never inside it. */
export function privateDocumentsDir(uploadsDir: string): string {
  return `${uploadsDir.replace(/[\\/]+$/, '')}-privados`;
}

/** The setup's status; its data only when `withData` (the owner). */
export async function onlinePaymentSetupOf(db: DbOrTx, key: Buffer, commerceId: string, withData: boolean): Promise<OnlinePaymentSetupAnswer> {
  const [row] = await db.select().from(onlinePaymentSetups).where(eq(onlinePaymentSetups.id_comercio, commerceId));
  if (!row) return { estatus: 'sin_configurar', datos: null, enviado_en: null };
  const datos = withData ? openJson<Record<string, unknown>>(key, row.datos) : null;
  return { estatus: row.estatus, datos, enviado_en: row.enviado_en.toISOString() };
}

/** Stores a validated setup and puts it (back) in review; each document must be this commerce's upload (400 naming it). */
export async function submitOnlinePaymentSetup(db: DbOrTx, key: Buffer, commerceId: string, datos: Record<string, unknown>): Promise<OnlinePaymentSetupAnswer> {
  const documents = (datos.documents ?? {}) as Record<string, string>;
  const filenames = new Map(Object.entries(documents).map(([kind, url]) => [kind, documentFilename(url)]));
  const owned = await ownedUploads(db, commerceId, [...filenames.values()].filter((name): name is string => name !== null));
  for (const [kind, filename] of filenames) {
    if (!filename || !owned.has(filename)) throw badRequest(`documents.${kind}: ${ONLINE_PAYMENT_MSG.documentNotFound}`, `documents.${kind}`);
  }
  const now = new Date();
  const sealed = sealJson(key, datos);
  const [row] = await db
    .insert(onlinePaymentSetups)
    .values({ id_comercio: commerceId, datos: sealed, estatus: 'en_revision', enviado_en: now })
    .onConflictDoUpdate({ target: onlinePaymentSetups.id_comercio, set: { datos: sealed, estatus: 'en_revision', enviado_en: now, updated_at: now } })
    .returning();
  return { estatus: row!.estatus, datos, enviado_en: row!.enviado_en.toISOString() };
}

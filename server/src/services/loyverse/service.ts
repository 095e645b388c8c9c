// What the Loyverse screens ask for (routes/v1/loyverse.ts): the sync state, «Importar menú», «Traer
// agotados», payment types for the receipts, and each order's receipt with «Reenviar».
import { and, eq, sql } from 'drizzle-orm';
import { LOYVERSE_RECEIPT_TRIGGERS, type LoyverseMapping, type LoyverseMappingInput, type LoyverseOrderReceipt, type LoyversePaymentTypeOption, type LoyverseReceiptTrigger, type LoyverseRunView, type LoyverseStatus, type LoyverseStockPull } from '../../../../shared/types/loyverse';
import { PAYMENT_METHODS } from '../../../../shared/constants';
import type { Db } from '../../db/database';
import type { LoyverseRunSummary } from '../../db/schema/loyverse';
import { outboxJobs } from '../../db/schema/outbox';
import { HttpError } from '../../errors';
import { findOrder } from '../orders/operations';
import { listOutboxJobs, retryOutboxJob } from '../outbox/jobs';
import { LoyverseClient, LoyverseError, type LoyverseCredentials } from './client';
import { importLoyverseMenu } from './import';
import { linkLoyverseProduct, loyverseMapping } from './mapping';
import { loadLinks, loadState, loyverseCredentials, saveState } from './links';
import { LOYVERSE_RECEIPT_KIND, type ReceiptResult } from './receipts';
import { pullLoyverseStock } from './stock';

export const LOYVERSE_MSG = {
  notConnected: 'Conecta Loyverse en Integraciones (ID de la tienda y token) antes de sincronizar.',
  providerSaid: (message: string) => `Loyverse respondió: ${message}`,
  unknownPaymentMethod: 'Ese método de pago no existe',
  noReceiptJob: 'Este pedido no tiene un recibo de Loyverse para reenviar',
  unknownTrigger: 'recibo_cuando: elige entregado, pagado o primero',
} as const;

/** A Loyverse answer as the panel's error: its refusal as 422 with its words, down as 502. */
function asHttpError(error: unknown): never {
  if (error instanceof LoyverseError) throw new HttpError(error.transient ? 502 : 422, LOYVERSE_MSG.providerSaid(error.message), { code: 'LOYVERSE_ERROR' });
  throw error;
}

/** The commerce's Loyverse store and a client for it at `baseUrl` (AppConfig.providerUrls.loyverse); 409 when not connected. */
async function connectedOrFail(db: Db, secretsKey: Buffer, baseUrl: string, commerceId: string): Promise<{ credentials: LoyverseCredentials; client: LoyverseClient }> {
  const credentials = await loyverseCredentials(db, secretsKey, commerceId);
  if (!credentials) throw new HttpError(409, LOYVERSE_MSG.notConnected, { code: 'LOYVERSE_NOT_CONNECTED' });
  return { credentials, client: new LoyverseClient(credentials.token, baseUrl) };
}

const runView = (at: Date | null, run: LoyverseRunSummary | null | undefined): LoyverseRunView | null =>
  at && run ? { at: at.toISOString(), created: run.created, updated: run.updated, conflicts: run.conflicts } : null;

export async function loyverseStatus(db: Db, secretsKey: Buffer, commerceId: string): Promise<LoyverseStatus> {
  const [credentials, links, state, counts] = await Promise.all([
    loyverseCredentials(db, secretsKey, commerceId),
    loadLinks(db, commerceId),
    loadState(db, commerceId),
    db
      .select({ status: outboxJobs.status, n: sql<number>`count(*)::int` })
      .from(outboxJobs)
      .where(and(eq(outboxJobs.id_comercio, commerceId), eq(outboxJobs.kind, LOYVERSE_RECEIPT_KIND)))
      .groupBy(outboxJobs.status),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return {
    connected: credentials !== null,
    linked: {
      categories: links.count('category'),
      products: links.count('item'),
      variants: links.count('variant'),
      modifiers: links.count('modifier'),
      modifier_options: links.count('modifier_option'),
    },
    last_import: runView(state?.last_import_at ?? null, state?.last_import),
    last_stock: runView(state?.last_stock_at ?? null, state?.last_stock),
    payment_types: state?.payment_types ?? {},
    recibo_cuando: state?.recibo_cuando ?? 'entregado',
    receipts: { sent: count('sent'), pending: count('pending'), failed: count('failed') },
  };
}

export async function runLoyverseImport(db: Db, secretsKey: Buffer, baseUrl: string, commerceId: string): Promise<LoyverseRunView> {
  const { credentials, client } = await connectedOrFail(db, secretsKey, baseUrl, commerceId);
  const now = new Date();
  const summary = await importLoyverseMenu(db, commerceId, credentials, client, now).catch(asHttpError);
  return runView(now, summary)!;
}

export async function runLoyverseStockPull(db: Db, secretsKey: Buffer, baseUrl: string, commerceId: string): Promise<LoyverseStockPull> {
  const { credentials, client } = await connectedOrFail(db, secretsKey, baseUrl, commerceId);
  const result = await pullLoyverseStock(db, commerceId, credentials, client).catch(asHttpError);
  return { sold_out: result.soldOut, back_in_stock: result.backInStock };
}

export async function listLoyversePaymentTypes(db: Db, secretsKey: Buffer, baseUrl: string, commerceId: string): Promise<LoyversePaymentTypeOption[]> {
  const { client } = await connectedOrFail(db, secretsKey, baseUrl, commerceId);
  const types = await client.paymentTypes().catch(asHttpError);
  return types.filter((type) => !type.deleted_at).map(({ id, name, type }) => ({ id, name, type }));
}

/** Saves method → payment type; an empty id removes the choice (the default by kind applies again). */
export async function saveLoyversePaymentTypes(db: Db, commerceId: string, choice: Record<string, string>): Promise<Record<string, string>> {
  const known = PAYMENT_METHODS as readonly string[];
  if (Object.keys(choice).some((method) => !known.includes(method))) throw new HttpError(400, LOYVERSE_MSG.unknownPaymentMethod);
  const state = await loadState(db, commerceId);
  const merged = { ...(state?.payment_types ?? {}) };
  for (const [method, id] of Object.entries(choice)) {
    if (id.trim()) merged[method] = id.trim();
    else delete merged[method];
  }
  await saveState(db, commerceId, { payment_types: merged });
  return merged;
}

export async function loyverseOrderReceipt(db: Db, commerceId: string, orderId: string): Promise<LoyverseOrderReceipt> {
  await findOrder(db, commerceId, orderId);
  const [job] = await listOutboxJobs(db, commerceId, { kind: LOYVERSE_RECEIPT_KIND, orderId, limit: 1 });
  if (!job) return { status: 'none', receipt_number: null, error: null, attempts: 0, job_id: null };
  const result = job.result as ReceiptResult | null;
  return { status: job.status, receipt_number: result?.receipt_number ?? null, error: job.lastError, attempts: job.attempts, job_id: job.id };
}

/** «Reenviar»: the order's failed receipt goes out again on the next outbox pass (a sent one never twice). */
export async function resendLoyverseReceipt(db: Db, commerceId: string, orderId: string): Promise<LoyverseOrderReceipt> {
  const current = await loyverseOrderReceipt(db, commerceId, orderId);
  if (!current.job_id || current.status === 'sent') throw new HttpError(409, LOYVERSE_MSG.noReceiptJob, { code: 'LOYVERSE_NO_RECEIPT' });
  if (current.status === 'failed') await retryOutboxJob(db, commerceId, current.job_id);
  return loyverseOrderReceipt(db, commerceId, orderId);
}

/** When orders become receipts: delivered, paid, or whichever comes first (each order still once). */
export async function saveLoyverseReceiptTrigger(db: Db, commerceId: string, trigger: string): Promise<{ recibo_cuando: LoyverseReceiptTrigger }> {
  const known = LOYVERSE_RECEIPT_TRIGGERS as readonly string[];
  if (!known.includes(trigger)) throw new HttpError(400, LOYVERSE_MSG.unknownTrigger, { field: 'recibo_cuando' });
  await saveState(db, commerceId, { recibo_cuando: trigger as LoyverseReceiptTrigger });
  return { recibo_cuando: trigger as LoyverseReceiptTrigger };
}

export async function readLoyverseMapping(db: Db, secretsKey: Buffer, baseUrl: string, commerceId: string): Promise<LoyverseMapping> {
  const { client } = await connectedOrFail(db, secretsKey, baseUrl, commerceId);
  return loyverseMapping(db, commerceId, client).catch(asHttpError);
}

export async function saveLoyverseMapping(db: Db, secretsKey: Buffer, baseUrl: string, commerceId: string, input: LoyverseMappingInput): Promise<LoyverseMapping> {
  const { client } = await connectedOrFail(db, secretsKey, baseUrl, commerceId);
  return linkLoyverseProduct(db, commerceId, client, input).catch(asHttpError);
}

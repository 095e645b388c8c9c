// Facturapi through its official SDK (`facturapi`): the SDK's BASE_URL setter points it at FACTURAPI_BASE_URL, so
// tests (tests/support/fake-facturapi.ts), sandboxes and production run the same code (docs/invoices.md). The
// SDK sends the key as `Authorization: Bearer`. Facturapi's own refusal is what the owner or the customer reads.
import FacturapiModule, { FacturapiError } from 'facturapi';
import type { Invoice } from 'facturapi';
import { HttpError } from '../../errors';

// The package is CommonJS with `exports.default`; under Node's ESM loader the default import is the whole
// exports object (the same unwrapping as ajv-formats in plugins/validators.ts).
const Facturapi = ((FacturapiModule as unknown as { default?: typeof FacturapiModule }).default ?? FacturapiModule) as typeof FacturapiModule;

export const DEFAULT_FACTURAPI_BASE_URL = 'https://www.facturapi.io/v2';

export const FACTURAPI_MSG = {
  unreachable: 'No se pudo comunicar con Facturapi; intenta de nuevo en unos minutos',
  refused: (message: string) => `Facturapi rechazó la factura: ${message}`,
  badKey: (message: string) => `Facturapi no aceptó la llave secreta: ${message}`,
  connected: (name: string, rfc: string, live: boolean) => `Conexión correcta con Facturapi: ${name} (RFC ${rfc}), ${live ? 'modo producción' : 'modo de pruebas'}`,
} as const;

export interface FacturapiAccess {
  key: string;
  baseUrl: string;
}

export type FacturapiInvoice = Pick<Invoice, 'id' | 'status' | 'uuid' | 'total' | 'folio_number' | 'series'>;

/** The body of POST /invoices the server sends (Facturapi's «Crear factura», CFDI 4.0 ingreso). */
export interface InvoiceRequest {
  customer: { legal_name: string; tax_id: string; tax_system: string; email?: string; address: { zip: string } };
  items: {
    quantity: number;
    discount?: number;
    product: { description: string; product_key: string; unit_key?: string; price: number; tax_included: true; taxes: { type: 'IVA'; rate: number }[]; sku?: string };
  }[];
  use: string;
  payment_form: string;
  payment_method: 'PUE';
  global?: { periodicity: string; months: string; year: number };
  external_id?: string;
  idempotency_key?: string;
}

function client(access: FacturapiAccess) {
  const facturapi = new Facturapi(access.key);
  facturapi.BASE_URL = access.baseUrl;
  return facturapi;
}

/** Facturapi's error as our answer: its refusal is a 422 with its message; no answer at all is a 502. */
export function providerFailure(error: unknown, when: 'issue' | 'check' = 'issue'): HttpError {
  if (error instanceof FacturapiError) {
    const message = error.message || `HTTP ${error.status}`;
    if (error.status === 401 || error.status === 403) return new HttpError(422, FACTURAPI_MSG.badKey(message), { code: 'FACTURAPI_AUTH' });
    if (error.status >= 500) return new HttpError(502, FACTURAPI_MSG.unreachable, { code: 'FACTURAPI_DOWN' });
    return new HttpError(422, when === 'issue' ? FACTURAPI_MSG.refused(message) : message, { code: 'FACTURAPI_REFUSED', details: error.path ? { path: error.path } : {} });
  }
  return new HttpError(502, FACTURAPI_MSG.unreachable, { code: 'FACTURAPI_DOWN' });
}

/** «Probar conexión»: GET /organizations/me, the organization the key belongs to. */
export async function checkFacturapi(access: FacturapiAccess): Promise<{ ok: boolean; message: string }> {
  try {
    const organization = await client(access).organizations.me();
    return { ok: true, message: FACTURAPI_MSG.connected(organization.legal?.legal_name || organization.legal?.name || 'organización', organization.legal?.tax_id ?? '—', access.key.startsWith('sk_live_')) };
  } catch (error) {
    const failure = providerFailure(error, 'check');
    return { ok: false, message: failure.message };
  }
}

export async function createInvoice(access: FacturapiAccess, body: InvoiceRequest): Promise<FacturapiInvoice> {
  try {
    const invoice = await client(access).invoices.create(body);
    return { id: invoice.id, status: invoice.status, uuid: invoice.uuid, total: invoice.total, folio_number: invoice.folio_number, series: invoice.series };
  } catch (error) {
    throw providerFailure(error);
  }
}

async function bytesOf(download: unknown): Promise<Buffer> {
  if (download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Uint8Array | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export type InvoiceFileKind = 'pdf' | 'xml';

/** GET /invoices/{id}/pdf or /xml: the file's bytes. */
export async function downloadInvoiceFile(access: FacturapiAccess, facturapiId: string, kind: InvoiceFileKind): Promise<Buffer> {
  try {
    const invoices = client(access).invoices;
    return await bytesOf(kind === 'pdf' ? await invoices.downloadPdf(facturapiId) : await invoices.downloadXml(facturapiId));
  } catch (error) {
    throw providerFailure(error, 'check');
  }
}

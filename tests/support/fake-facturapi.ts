// A local stand-in for Facturapi's REST API (v2), as strict as the real one for the calls the server makes
// (docs/invoices.md): GET /organizations/me, POST /invoices (CFDI 4.0 ingreso, with `global` for the factura
// global), GET /invoices/{id}/pdf and /xml. It refuses what Facturapi refuses, with its JSON error shape
// ({ ok: false, message, status, path }): a missing or wrong key (Bearer, or Basic with the key as user), a
// missing field, a malformed RFC or zip, a régimen or uso outside SAT's catalogs or not allowed together, a
// generic RFC without 616/S01, a price that is not a positive number of pesos, a «PUBLICO EN GENERAL» invoice
// without `global` (or `global` for anybody else), another organization's invoice.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { CFDI_USES, GLOBAL_MONTHS, GLOBAL_PERIODICITIES, TAX_REGIMES } from '../../shared/invoices/sat-catalogs';

export interface FakeOrganization {
  id: string;
  key: string;
  legal_name: string;
  tax_id: string;
  zip: string;
}

export interface FakeInvoice {
  id: string;
  organization: string;
  body: Record<string, unknown>;
  uuid: string;
  folio_number: number;
  series: string;
  total: number;
}

export interface FakeFacturapi {
  baseUrl: string;
  /** The default organization's secret key. */
  key: string;
  organization: FakeOrganization;
  addOrganization(legalName: string, taxId: string): FakeOrganization;
  invoices: FakeInvoice[];
  /** Every request: method, path and the Authorization header's scheme (never the key). */
  requests: { method: string; path: string; scheme: string }[];
  /** Requests answered 503 before it recovers. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{2}[\dA]$/;
const PAYMENT_FORMS = new Set(['01', '02', '03', '04', '05', '06', '08', '12', '13', '14', '15', '17', '23', '24', '25', '26', '27', '28', '29', '30', '31', '99']);

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(type === 'application/json' ? JSON.stringify(body) : (body as string | Buffer));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function required(value: unknown, path: string): unknown {
  if (value === undefined || value === null || value === '') throw new Refusal(400, `"${path}" is required`, path);
  return value;
}

function text(value: unknown, path: string): string {
  required(value, path);
  if (typeof value !== 'string') throw new Refusal(400, `"${path}" must be a string`, path);
  return value;
}

function checkCustomer(customer: unknown, use: string): { generic: boolean; publicoEnGeneral: boolean } {
  if (!isObject(customer)) throw new Refusal(400, '"customer" is required', 'customer');
  const legalName = text(customer.legal_name, 'customer.legal_name');
  const taxId = text(customer.tax_id, 'customer.tax_id');
  const taxSystem = text(customer.tax_system, 'customer.tax_system');
  const address = customer.address;
  if (!isObject(address)) throw new Refusal(400, '"customer.address" is required', 'customer.address');
  const zip = text(address.zip, 'customer.address.zip');
  if (!/^\d{5}$/.test(zip)) throw new Refusal(400, 'El código postal del cliente debe tener 5 dígitos', 'customer.address.zip');
  const generic = taxId === 'XAXX010101000' || taxId === 'XEXX010101000';
  if (!generic && !RFC.test(taxId)) throw new Refusal(400, `El RFC del cliente "${taxId}" no tiene un formato válido`, 'customer.tax_id');
  const regime = TAX_REGIMES.find((r) => r.code === taxSystem);
  if (!regime) throw new Refusal(400, `"customer.tax_system" debe ser una clave del catálogo c_RegimenFiscal`, 'customer.tax_system');
  const kind = taxId.length === 12 ? 'moral' : 'fisica';
  if (!generic && !regime[kind]) throw new Refusal(400, `El régimen fiscal ${taxSystem} no corresponde al tipo de persona del RFC`, 'customer.tax_system');
  if (generic && (taxSystem !== '616' || use !== 'S01')) throw new Refusal(400, 'Para el RFC genérico el régimen fiscal debe ser 616 y el uso S01', 'customer.tax_system');
  const cfdiUse = CFDI_USES.find((u) => u.code === use);
  if (!cfdiUse) throw new Refusal(400, '"use" debe ser una clave del catálogo c_UsoCFDI', 'use');
  if (!generic && (!cfdiUse[kind] || !cfdiUse.regimes.includes(taxSystem))) throw new Refusal(400, `El uso de CFDI ${use} no es válido para el régimen fiscal ${taxSystem}`, 'use');
  return { generic, publicoEnGeneral: taxId === 'XAXX010101000' && legalName.toUpperCase() === 'PUBLICO EN GENERAL' };
}

/** The invoice's total in pesos, or a refusal naming the item. */
function checkItems(items: unknown): number {
  if (!Array.isArray(items) || items.length === 0) throw new Refusal(400, '"items" must contain at least 1 item', 'items');
  let total = 0;
  items.forEach((item: unknown, index) => {
    const path = `items[${index}]`;
    if (!isObject(item)) throw new Refusal(400, `"${path}" must be an object`, path);
    const quantity = item.quantity ?? 1;
    if (typeof quantity !== 'number' || !(quantity > 0)) throw new Refusal(400, `"${path}.quantity" must be a positive number`, `${path}.quantity`);
    const product = item.product;
    if (!isObject(product)) throw new Refusal(400, `"${path}.product" is required`, `${path}.product`);
    text(product.description, `${path}.product.description`);
    const key = text(product.product_key, `${path}.product.product_key`);
    if (!/^\d{8}$/.test(key)) throw new Refusal(400, `"${path}.product.product_key" debe ser una clave de 8 dígitos del catálogo c_ClaveProdServ`, `${path}.product.product_key`);
    const price = product.price;
    if (typeof price !== 'number' || !(price > 0)) throw new Refusal(400, `"${path}.product.price" must be a positive number`, `${path}.product.price`);
    // Pesos with at most 6 decimals (Facturapi rounds to the cent): an amount in cents would be 100 times the menu's.
    if (Math.round(price * 1e6) !== price * 1e6) throw new Refusal(400, `"${path}.product.price" has too many decimals`, `${path}.product.price`);
    const discount = item.discount ?? 0;
    if (typeof discount !== 'number' || discount < 0 || discount > price * quantity) throw new Refusal(400, `"${path}.discount" must be between 0 and the item's amount`, `${path}.discount`);
    const taxes = product.taxes ?? [{ type: 'IVA', rate: 0.16 }];
    if (!Array.isArray(taxes) || taxes.some((tax: unknown) => !isObject(tax) || !['IVA', 'IEPS', 'ISR'].includes(String(tax.type)) || typeof tax.rate !== 'number')) {
      throw new Refusal(400, `"${path}.product.taxes" is not valid`, `${path}.product.taxes`);
    }
    total += price * quantity - discount;
  });
  return Math.round(total * 100) / 100;
}

function checkGlobal(body: Record<string, unknown>, publicoEnGeneral: boolean): void {
  const global = body.global;
  if (!publicoEnGeneral) {
    if (global !== undefined) throw new Refusal(400, '"global" solo se permite en facturas a PUBLICO EN GENERAL con RFC XAXX010101000', 'global');
    return;
  }
  if (!isObject(global)) throw new Refusal(400, '"global" is required when the customer is PUBLICO EN GENERAL', 'global');
  const periodicity = text(global.periodicity, 'global.periodicity');
  if (!GLOBAL_PERIODICITIES.some((p) => p.code === periodicity)) throw new Refusal(400, '"global.periodicity" must be one of [day, week, fortnight, month, two_months]', 'global.periodicity');
  const months = text(global.months, 'global.months');
  const month = GLOBAL_MONTHS.find((m) => m.code === months);
  if (!month || month.bimester !== (periodicity === 'two_months')) throw new Refusal(400, '"global.months" no corresponde a la periodicidad', 'global.months');
  if (typeof global.year !== 'number' || !Number.isInteger(global.year)) throw new Refusal(400, '"global.year" must be an integer', 'global.year');
  if (body.use !== 'S01') throw new Refusal(400, 'La factura global debe tener uso S01', 'use');
}

function pdfOf(invoice: FakeInvoice): Buffer {
  const text = `Factura ${invoice.series}${invoice.folio_number} ${invoice.uuid}`;
  const stream = `BT /F1 12 Tf 40 780 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

function xmlOf(invoice: FakeInvoice, organization: FakeOrganization): string {
  const customer = invoice.body.customer as { tax_id: string; legal_name: string; tax_system: string; address: { zip: string } };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="${invoice.series}" Folio="${invoice.folio_number}" Total="${invoice.total.toFixed(2)}" LugarExpedicion="${organization.zip}"><cfdi:Emisor Rfc="${organization.tax_id}" Nombre="${organization.legal_name}"/><cfdi:Receptor Rfc="${customer.tax_id}" Nombre="${customer.legal_name}" RegimenFiscalReceptor="${customer.tax_system}" DomicilioFiscalReceptor="${customer.address.zip}" UsoCFDI="${String(invoice.body.use)}"/><cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" UUID="${invoice.uuid}"/></cfdi:Complemento></cfdi:Comprobante>\n`;
}

export async function startFakeFacturapi(): Promise<FakeFacturapi> {
  const organizations: FakeOrganization[] = [];
  const invoices: FakeInvoice[] = [];
  const requests: FakeFacturapi['requests'] = [];
  let failures = 0;
  let folio = 0;

  const addOrganization = (legal_name: string, tax_id: string): FakeOrganization => {
    const organization = { id: randomBytes(12).toString('hex'), key: `sk_test_${randomBytes(18).toString('base64url')}`, legal_name, tax_id, zip: '86000' };
    organizations.push(organization);
    return organization;
  };
  const organization = addOrganization('TAQUERIA EL GUERO', 'TEG990101AB1');

  function authenticate(header: string | undefined): FakeOrganization {
    const [scheme, value] = (header ?? '').split(' ');
    const key = scheme === 'Bearer' ? value : scheme === 'Basic' ? Buffer.from(value ?? '', 'base64').toString('utf8').split(':')[0] : undefined;
    const found = organizations.find((o) => o.key === key);
    if (!found) throw new Refusal(401, 'Unauthorized. Check your API key and try again.');
    return found;
  }

  function createInvoice(owner: FakeOrganization, body: unknown): FakeInvoice {
    if (!isObject(body)) throw new Refusal(400, 'Request body must be a JSON object');
    const use = text(body.use, 'use');
    const { publicoEnGeneral } = checkCustomer(body.customer, use);
    const total = checkItems(body.items);
    const paymentForm = text(body.payment_form, 'payment_form');
    if (!PAYMENT_FORMS.has(paymentForm)) throw new Refusal(400, '"payment_form" debe ser una clave del catálogo c_FormaPago', 'payment_form');
    if (body.payment_method !== undefined && body.payment_method !== 'PUE' && body.payment_method !== 'PPD') throw new Refusal(400, '"payment_method" must be one of [PUE, PPD]', 'payment_method');
    if (paymentForm === '99' && body.payment_method !== 'PPD') throw new Refusal(400, 'La forma de pago 99 requiere el método de pago PPD', 'payment_form');
    checkGlobal(body, publicoEnGeneral);
    const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : null;
    const repeated = key ? invoices.find((i) => i.organization === owner.id && i.body.idempotency_key === key) : undefined;
    if (repeated) return repeated;
    const invoice = { id: randomBytes(12).toString('hex'), organization: owner.id, body, uuid: randomUUID().toUpperCase(), folio_number: ++folio, series: 'A', total };
    invoices.push(invoice);
    return invoice;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path, scheme: (request.headers.authorization ?? '').split(' ')[0] ?? '' });
      try {
        if (failures > 0) {
          failures--;
          throw new Refusal(503, 'Service Unavailable');
        }
        const owner = authenticate(request.headers.authorization);
        if (request.method === 'GET' && path === '/v2/organizations/me') {
          return send(response, 200, { id: owner.id, legal: { name: owner.legal_name, legal_name: owner.legal_name, tax_id: owner.tax_id, tax_system: '601', address: { zip: owner.zip, country: 'MEX' } }, is_production_ready: true });
        }
        if (request.method === 'POST' && path === '/v2/invoices') {
          if (!String(request.headers['content-type']).startsWith('application/json')) throw new Refusal(400, 'Content-Type must be application/json');
          let body: unknown;
          try {
            body = JSON.parse(raw);
          } catch {
            throw new Refusal(400, 'Invalid JSON body');
          }
          const invoice = createInvoice(owner, body);
          return send(response, 200, { id: invoice.id, organization: owner.id, livemode: false, status: 'valid', type: 'I', uuid: invoice.uuid, total: invoice.total, folio_number: invoice.folio_number, series: invoice.series, customer: invoice.body.customer, use: invoice.body.use, payment_form: invoice.body.payment_form });
        }
        const file = /^\/v2\/invoices\/([^/]+)\/(pdf|xml)$/.exec(path);
        if (request.method === 'GET' && file) {
          const invoice = invoices.find((i) => i.id === file[1] && i.organization === owner.id);
          if (!invoice) throw new Refusal(404, 'Invoice not found');
          return file[2] === 'pdf' ? send(response, 200, pdfOf(invoice), 'application/pdf') : send(response, 200, xmlOf(invoice, owner), 'application/xml');
        }
        throw new Refusal(404, `Cannot ${request.method} ${path}`);
      } catch (error) {
        const refusal = error instanceof Refusal ? error : new Refusal(500, String(error));
        send(response, refusal.status, { ok: false, message: refusal.message, status: refusal.status, ...(refusal.path ? { path: refusal.path } : {}) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    key: organization.key,
    organization,
    addOrganization,
    invoices,
    requests,
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

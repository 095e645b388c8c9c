// Facturación (docs/invoices.md): the commerce's fiscal data and Facturapi key, the invoices it issued and its
// factura global. Tax data and a provider key: the commerce's owner only (docs/security.md), as the bank and tax
// data of «Cobros en línea» are; the panel shows the screen to the owner of a plan with DATOS_COMERCIO.
//   GET  /v1/facturacion/datos-fiscales             → FiscalProfileView (the key masked)
//   PUT  /v1/facturacion/datos-fiscales             → FiscalProfileView (an empty or masked key keeps the stored one)
//   POST /v1/facturacion/probar                     → { ok, message }: an authenticated read at Facturapi
//   GET  /v1/facturacion/facturas                   → InvoiceView[], newest first
//   GET  /v1/facturacion/facturas/:id/:formato      → the PDF or XML, from Facturapi
//   GET  /v1/facturacion/global?desde&hasta         → { pedidos, total } the period's uninvoiced sales
//   POST /v1/facturacion/global                     → InvoiceView: the factura global of those sales
import type { FastifyPluginAsync } from 'fastify';
import { fiscalProfileSchema, globalInvoiceSchema, type FiscalProfileInput, type GlobalInvoiceInput } from '../../../../shared/invoices/rules';
import type { FiscalProfileView, GlobalInvoicePreview, InvoiceConnectionCheck, InvoiceView } from '../../../../shared/invoices/types';
import { badRequest } from '../../errors';
import { getSession } from '../../plugins/auth';
import { DAY_QUERY, idParams, yupPart } from '../../plugins/validators';
import { issueGlobalInvoice, previewGlobalInvoice } from '../../services/invoices/global';
import { invoiceFile, listInvoices } from '../../services/invoices/records';
import { fiscalProfile, saveFiscalProfile, testFacturapiConnection } from '../../services/invoices/settings';
import { PRIVATE_FILE_HEADERS } from './upload-image';

const profileLimits = {
  type: 'object',
  properties: {
    rfc: { type: 'string', maxLength: 20 },
    razon_social: { type: 'string', maxLength: 300 },
    regimen_fiscal: { type: 'string', maxLength: 3 },
    codigo_postal: { type: 'string', maxLength: 10 },
    clave_producto: { type: 'string', maxLength: 8 },
    llave_secreta: { type: 'string', maxLength: 200 },
  },
} as const;
const globalLimits = {
  type: 'object',
  properties: { desde: { type: 'string', maxLength: 10 }, hasta: { type: 'string', maxLength: 10 }, periodicidad: { type: 'string', maxLength: 12 }, meses: { type: 'string', maxLength: 2 }, anio: { type: ['number', 'string'] } },
} as const;
const fileParams = { type: 'object', required: ['id', 'formato'], properties: { ...idParams('id').properties, formato: { type: 'string', enum: ['pdf', 'xml'] } } } as const;
const periodQuery = { type: 'object', required: ['desde', 'hasta'], properties: { desde: DAY_QUERY, hasta: DAY_QUERY } } as const;

const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.deps.db, secretsKey: app.deps.config.secretsKey, facturapiBaseUrl: app.deps.config.providerUrls.facturapi });

  app.get('/facturacion/datos-fiscales', { config: { access: 'owner' } }, async (request): Promise<FiscalProfileView> => fiscalProfile(deps(), getSession(request).commerceId));

  app.put<{ Body: FiscalProfileInput }>('/facturacion/datos-fiscales', { config: { access: 'owner' }, schema: { body: yupPart(fiscalProfileSchema, { labeledMessages: true, limits: profileLimits }) } }, async (request): Promise<FiscalProfileView> =>
    saveFiscalProfile(deps(), getSession(request).commerceId, fiscalProfileSchema.cast(request.body, { stripUnknown: true })),
  );

  app.post('/facturacion/probar', { config: { access: 'owner' } }, async (request): Promise<InvoiceConnectionCheck> => testFacturapiConnection(deps(), getSession(request).commerceId));

  app.get('/facturacion/facturas', { config: { access: 'owner' } }, async (request): Promise<InvoiceView[]> => listInvoices(app.deps.db, getSession(request).commerceId));

  app.get<{ Params: { id: string; formato: 'pdf' | 'xml' } }>('/facturacion/facturas/:id/:formato', { config: { access: 'owner' }, schema: { params: fileParams } }, async (request, reply) => {
    const file = await invoiceFile(deps(), getSession(request).commerceId, request.params.id, request.params.formato);
    return reply.headers(PRIVATE_FILE_HEADERS).header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${file.filename}"`).type(file.contentType).send(file.content);
  });

  app.get<{ Querystring: { desde: string; hasta: string } }>('/facturacion/global', { config: { access: 'owner' }, schema: { querystring: periodQuery } }, async (request): Promise<GlobalInvoicePreview> => {
    const { desde, hasta } = request.query;
    if (!desde || !hasta) throw badRequest('Periodo: escribe las fechas como AAAA-MM-DD', desde ? 'hasta' : 'desde');
    return previewGlobalInvoice(deps(), getSession(request).commerceId, desde, hasta);
  });

  app.post<{ Body: GlobalInvoiceInput }>('/facturacion/global', { config: { access: 'owner' }, schema: { body: yupPart(globalInvoiceSchema, { labeledMessages: true, limits: globalLimits }) } }, async (request, reply) =>
    reply.code(201).send(await issueGlobalInvoice(deps(), getSession(request).commerceId, globalInvoiceSchema.cast(request.body, { stripUnknown: true }))),
  );
};

export default invoiceRoutes;

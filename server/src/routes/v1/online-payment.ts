// configuracion-cobro-en-linea (module COBROS_EN_LINEA): the merchant's bank and tax data for the online
// payment provider. Bank and tax data: the commerce's owner only.
//   GET  /v1/cobro-en-linea            → { estatus: 'sin_configurar' | 'en_revision' | ..., datos, enviado_en }
//   PUT  /v1/cobro-en-linea            → validates with the shared onlinePaymentSetupSchema, stores it and
//                                        puts it (back) in review: estatus 'en_revision'
//   POST /v1/cobro-en-linea/documentos { nombre_archivo, archivo: base64 } → { url } (PDF, PNG, JPEG, WebP,
//                                        at most 5 MB); documents in the setup must be this commerce's uploads.
//   GET  /v1/cobro-en-linea/documentos/:archivo → the document, to the owner's session only.
//   GET  /v1/cobros-en-linea/pagos?desde&hasta     → each online payment (provider reference, fee, status, refund)
//                                        and the totals by provider (docs/payments.md)
//   GET  /v1/cobros-en-linea/pagos.csv?desde&hasta → the same payments as a CSV file
//   GET/PUT /v1/cobros-en-linea/ajustes   → provider customers pay with, ring on arrival or once paid, minutes
//                                        an unpaid online order waits
//   POST /v1/cobros-en-linea/pagos/:id/reembolso → «Reintentar reembolso» of a failed refund
//   POST /v1/pedidos/:id/enlace-pago      → «Enviar enlace de pago» for a phone order: { url, proveedor, estatus }
// Documents are private (docs/security.md): stored outside the public uploads folder (<uploads>-privados),
// never served at /uploads; the setup (bank account, RFC, address, documents) is encrypted at rest.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { onlinePaymentSetupSchema, REQUIRED_DOCUMENTS } from '@shared/validation/online-payment';
import { yupPart } from '../../plugins/validators';
import { badRequest, HttpError, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { ONLINE_PAYMENT_MSG, onlinePaymentSetupOf, privateDocumentsDir, submitOnlinePaymentSetup, type OnlinePaymentSetupAnswer } from '../../services/online-payment/setup';
import { recordUpload, uploadMime } from '../../services/uploads';
import { startCounterPaymentLink } from '../../services/payments/checkout';
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { findCommerce } from '../../services/commerce';
import { CSV_MIME } from '../../services/export/table';
import { onlinePaymentsCsv } from '../../services/payments/export';
import { listOnlinePayments } from '../../services/payments/queries';
import { retryRefund } from '../../services/payments/refunds';
import { paymentSettings, savePaymentSettings } from '../../services/payments/settings';
import { DAY_QUERY, idParams } from '../../plugins/validators';
import { publicBaseUrl } from '../public/payment-webhooks';
import { detectImage, MAX_IMAGE_BYTES, PRIVATE_FILE_HEADERS } from './upload-image';

const BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
const text = (maxLength: number) => ({ type: 'string', maxLength });
const setupBody = {
  type: 'object',
  required: ['taxType', 'rfc', 'businessName', 'bankAccount', 'address', 'documents'],
  properties: {
    taxType: text(20),
    rfc: text(20),
    businessName: text(200),
    birthDate: { type: ['string', 'null'], maxLength: 10 },
    bankAccount: { type: 'object', properties: { bank_name: text(100), titular_name: text(200), clabe: text(30) } },
    address: {
      type: 'object',
      properties: { street: text(200), exteriorNumber: text(20), neighborhood: text(200), city: text(100), state: text(100), postalCode: text(10) },
    },
    documents: { type: 'object', properties: Object.fromEntries(REQUIRED_DOCUMENTS.map((kind) => [kind, text(500)])) },
  },
} as const;

function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.toString('ascii', 0, 5) === '%PDF-';
}

const DOCUMENT_FILE = /^[0-9a-f-]{36}\.(?:pdf|png|jpg|webp)$/;
const DOCUMENTS_PATH = '/v1/cobro-en-linea/documentos';

/** A day filter as a moment: the start of that UTC day ('' or absent = no limit). */
const dayStart = (day: string | undefined, plusDays = 0): Date | null => (day ? new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000) : null);

const settingsBody = {
  type: 'object',
  properties: {
    proveedor: { type: ['string', 'null'], enum: ['stripe', 'mercadoPago', 'clip', null] },
    sonar_al: { type: 'string', enum: ['pago', 'llegada'] },
    minutos_expiracion: { type: 'integer', minimum: 5, maximum: 1440 },
  },
} as const;

const onlinePaymentRoutes: FastifyPluginAsync = async (app) => {
  const paymentDeps = () => ({ db: app.deps.db, secretsKey: app.deps.config.secretsKey, providerUrls: app.deps.config.providerUrls });

  app.get<{ Querystring: { desde?: string; hasta?: string } }>(
    '/cobros-en-linea/pagos',
    { config: { access: { module: 'COBROS_EN_LINEA', permission: 'list' } }, schema: { querystring: { type: 'object', properties: { desde: DAY_QUERY, hasta: DAY_QUERY } } } },
    async (request) => listOnlinePayments(app.deps.db, getSession(request).commerceId, { desde: dayStart(request.query.desde), hasta: dayStart(request.query.hasta, 1) }),
  );

  app.get<{ Querystring: { desde?: string; hasta?: string } }>(
    '/cobros-en-linea/pagos.csv',
    { config: { access: { module: 'COBROS_EN_LINEA', permission: 'list' } }, schema: { querystring: { type: 'object', properties: { desde: DAY_QUERY, hasta: DAY_QUERY } } } },
    async (request, reply) => {
      const { commerceId } = getSession(request);
      const { pagos } = await listOnlinePayments(app.deps.db, commerceId, { desde: dayStart(request.query.desde), hasta: dayStart(request.query.hasta, 1) });
      const timeZone = (await findCommerce(app.deps.db, commerceId))?.zona_horaria || DEFAULT_TIME_ZONE;
      return reply.type(CSV_MIME).header('content-disposition', 'attachment; filename="cobros-en-linea.csv"').send(onlinePaymentsCsv(pagos, timeZone));
    },
  );

  app.get('/cobros-en-linea/ajustes', { config: { access: { module: 'COBROS_EN_LINEA', permission: 'list' } } }, async (request) => paymentSettings(app.deps.db, getSession(request).commerceId));

  app.put<{ Body: { proveedor?: string | null; sonar_al?: string; minutos_expiracion?: number } }>(
    '/cobros-en-linea/ajustes',
    { config: { access: { module: 'COBROS_EN_LINEA', permission: 'edit' } }, schema: { body: settingsBody } },
    async (request) => savePaymentSettings(app.deps.db, getSession(request).commerceId, request.body),
  );

  app.post<{ Params: { id: string } }>(
    '/cobros-en-linea/pagos/:id/reembolso',
    { config: { access: { module: 'COBROS_EN_LINEA', permission: 'edit' } }, schema: { params: idParams('id') } },
    async (request) => {
      const session = getSession(request);
      await retryRefund(paymentDeps(), session.commerceId, request.params.id, session.userId);
      const { pagos } = await listOnlinePayments(app.deps.db, session.commerceId);
      return pagos.find((row) => row.id === request.params.id) ?? null;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/pedidos/:id/enlace-pago',
    { config: { access: { module: 'ORDENES_TELEFONICAS', permission: 'create' } }, schema: { params: idParams('id') } },
    async (request) => startCounterPaymentLink(paymentDeps(), { commerceId: getSession(request).commerceId, orderId: request.params.id, baseUrl: publicBaseUrl(app, request) }),
  );

  // The status is the module's; the bank and tax data in it only reach the owner.
  app.get('/cobro-en-linea', { config: { access: { module: 'COBROS_EN_LINEA', permission: 'list' } } }, async (request): Promise<OnlinePaymentSetupAnswer> => {
    const session = getSession(request);
    return onlinePaymentSetupOf(app.deps.db, app.deps.config.secretsKey, session.commerceId, session.role === 'owner');
  });

  app.put<{ Body: Record<string, unknown> }>('/cobro-en-linea', { config: { access: 'owner' }, schema: { body: yupPart(onlinePaymentSetupSchema, { context: () => ({ today: new Date() }), limits: setupBody }) } }, async (request): Promise<OnlinePaymentSetupAnswer> => {
    const datos = onlinePaymentSetupSchema.cast(request.body, { stripUnknown: true, context: { today: new Date() } }) as Record<string, unknown>;
    datos.rfc = String(datos.rfc).trim().toUpperCase();
    return submitOnlinePaymentSetup(app.deps.db, app.deps.config.secretsKey, getSession(request).commerceId, datos);
  });

  app.post<{ Body: { nombre_archivo?: string; archivo: string } }>(
    '/cobro-en-linea/documentos',
    {
      config: { access: 'owner' },
      bodyLimit: BODY_LIMIT,
      schema: { body: { type: 'object', required: ['archivo'], properties: { nombre_archivo: text(200), archivo: { type: 'string', minLength: 1 } } } },
    },
    async (request) => {
      const { db, config } = app.deps;
      const session = getSession(request);
      const encoded = request.body.archivo.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(encoded)) throw badRequest(SERVER_MSG.imageInvalidBase64, 'archivo');
      const bytes = Buffer.from(encoded, 'base64');
      if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, ONLINE_PAYMENT_MSG.documentTooLarge, { field: 'archivo' });
      const kind = isPdf(bytes) ? { ext: 'pdf', mime: 'application/pdf' } : detectImage(bytes);
      if (!kind) throw badRequest(ONLINE_PAYMENT_MSG.documentWrongType, 'archivo');
      const filename = `${randomUUID()}.${kind.ext}`;
      const dir = privateDocumentsDir(config.uploadsDir);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, filename), bytes, { mode: 0o600 });
      await recordUpload(db, session.commerceId, { filename, mime: kind.mime, sizeBytes: bytes.length });
      return { url: `${DOCUMENTS_PATH}/${filename}`, nombre_archivo: request.body.nombre_archivo ?? filename };
    },
  );

  app.get<{ Params: { archivo: string } }>(
    '/cobro-en-linea/documentos/:archivo',
    { config: { access: 'owner' }, schema: { params: { type: 'object', required: ['archivo'], properties: { archivo: { type: 'string', maxLength: 60 } } } } },
    async (request, reply) => {
      const { archivo } = request.params;
      if (!DOCUMENT_FILE.test(archivo)) throw notFound(ONLINE_PAYMENT_MSG.documentMissing);
      const mime = await uploadMime(app.deps.db, getSession(request).commerceId, archivo);
      if (!mime) throw notFound(ONLINE_PAYMENT_MSG.documentMissing);
      const bytes = await readFile(join(privateDocumentsDir(app.deps.config.uploadsDir), archivo)).catch(() => null);
      if (!bytes) throw notFound(ONLINE_PAYMENT_MSG.documentMissing);
      return reply
        .headers({ ...PRIVATE_FILE_HEADERS, 'cache-control': 'private, no-store', 'content-disposition': `attachment; filename="${archivo}"` })
        .type(mime)
        .send(bytes);
    },
  );
};

export default onlinePaymentRoutes;

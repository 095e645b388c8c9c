// The customer's factura goes by e-mail through a real SMTP server (docs/invoices.md): the notifier the server
// builds from SMTP_URL (nodemailer) logs in to a local smtp-server (tests/support/fake-smtp.ts) and hands it one
// message to the address the customer typed, with the invoice's PDF and XML attached — the same bytes the
// self-invoice page offers for download — issued through the Facturapi fake. Without a login the SMTP server
// accepts nothing, so a message there means the real path ran. The page says «sent» only from the SMTP server's
// acceptance: a refused recipient or a refused login is «No se pudo enviar la factura por correo: …», nothing is
// recorded, and sending again (to a corrected address, or once the login works) records it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import type { SelfInvoiceOrder, SelfInvoiceResult } from '@shared/invoices/types';
import { orders } from '../../../server/src/db/schema/orders';
import { createNotifierFromEnv } from '../../../server/src/services/messaging/from-env';
import type { DeliveringNotifier } from '../../../server/src/services/messaging/code-delivery';
import { createSmtpSender } from '../../../server/src/services/messaging/smtp-email';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startFakeFacturapi, type FakeFacturapi } from '../../support/fake-facturapi';
import { readMail, startFakeSmtp, type FakeSmtp } from '../../support/fake-smtp';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';

let facturapi: FakeFacturapi;
let smtp: FakeSmtp;
let delivery: DeliveringNotifier;
let t: TestApp;
let shop: OrderingCommerce;
const deliveryLog: string[] = [];

beforeAll(async () => {
  facturapi = await startFakeFacturapi();
  smtp = await startFakeSmtp();
  delivery = createNotifierFromEnv(
    { NODE_ENV: 'production', SMTP_URL: smtp.url, MAIL_FROM: 'Facturas <facturas@panel.mx>' },
    { info: (line) => deliveryLog.push(line), error: (line) => deliveryLog.push(line) },
  );
  t = await createTestApp({ config: { notifier: delivery, providerUrls: { facturapi: facturapi.baseUrl }, publicUrl: 'https://pedidos.ejemplo.mx' } });
  shop = await createOrderingCommerce(t.app, t.handle);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/v1/facturacion/datos-fiscales',
    headers: shop.auth.headers,
    payload: { rfc: 'TEG990101AB1', razon_social: 'Taqueria El Guero', regimen_fiscal: '601', codigo_postal: '86000', llave_secreta: facturapi.key },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await facturapi?.close();
});

/** A placed order the commerce accepted (a sale), and its self-invoice token. */
async function acceptedOrder(): Promise<{ id: string; folio: string; token: string }> {
  const placed = await t.app.inject({ method: 'POST', url: `/v1/public/comercio/${shop.idPath}/pedido`, payload: orderBody(shop.menu), remoteAddress: '10.9.2.8' });
  expect(placed.statusCode, placed.body).toBe(201);
  const detail = placed.json<OrderDetail>().pedido;
  const [row] = await t.handle.db.update(orders).set({ estatus_pedido: 'accepted', estatus: 'accepted' }).where(eq(orders.id, detail.id)).returning({ token: orders.factura_token });
  return { id: detail.id, folio: detail.folio, token: row!.token };
}

const sendEmail = (token: string, correo: string) => t.app.inject({ method: 'POST', url: `/v1/public/factura/${token}/correo`, payload: { correo } });
/** What the page shows as sent when it is opened again. */
async function shownSentTo(token: string): Promise<string | null | undefined> {
  return (await t.app.inject({ method: 'GET', url: `/v1/public/factura/${token}` })).json<SelfInvoiceOrder>().factura?.correo_enviado;
}
async function issuedOrder(): Promise<{ folio: string; token: string }> {
  const order = await acceptedOrder();
  const issued = await t.app.inject({
    method: 'POST',
    url: `/v1/public/factura/${order.token}`,
    payload: { rfc: 'GOMA800101AB1', razon_social: 'María Gómez Alba', regimen_fiscal: '612', codigo_postal: '86040', uso_cfdi: 'G03', correo: 'maria@correo.mx' },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return order;
}

describe('the self-invoice e-mail over SMTP', () => {
  it('reaches the customer with the PDF and XML attached, through a logged-in SMTP session', async () => {
    const order = await acceptedOrder();
    const issued = await t.app.inject({
      method: 'POST',
      url: `/v1/public/factura/${order.token}`,
      payload: { rfc: 'GOMA800101AB1', razon_social: 'María Gómez Alba', regimen_fiscal: '612', codigo_postal: '86040', uso_cfdi: 'G03', correo: 'maria@correo.mx' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const result = issued.json<SelfInvoiceResult>();
    // Issued and downloadable before any e-mail: nothing is recorded as sent yet.
    expect(result.correo_enviado).toBeNull();
    const emailed = await sendEmail(order.token, 'maria@correo.mx');
    expect(emailed.statusCode, emailed.body).toBe(200);
    expect(emailed.json()).toEqual({ correo_enviado: 'maria@correo.mx' });
    expect(await shownSentTo(order.token)).toBe('maria@correo.mx');

    expect(smtp.mails, deliveryLog.join('\n')).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ from: 'facturas@panel.mx', to: ['maria@correo.mx'] });
    const read = readMail(mail!.raw);
    expect(read.subject).toMatch(new RegExp(`^Tu factura de .+ \\(pedido ${order.folio}\\)$`));
    expect(read.text).toContain(`Te enviamos la factura de tu pedido ${order.folio}`);
    if (result.uuid) expect(read.text).toContain(`Folio fiscal: ${result.uuid}`);

    // The attachments are the invoice's own files: the same bytes the customer downloads.
    expect(read.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [expect.stringMatching(/^factura-.+\.pdf$/), 'application/pdf'],
      [expect.stringMatching(/^factura-.+\.xml$/), 'application/xml'],
    ]);
    const [pdf, xml] = read.attachments;
    expect(pdf!.content.toString('ascii', 0, 5)).toBe('%PDF-');
    const downloadedPdf = await t.app.inject({ method: 'GET', url: result.pdf_url });
    expect(pdf!.content.equals(downloadedPdf.rawPayload)).toBe(true);
    const downloadedXml = await t.app.inject({ method: 'GET', url: result.xml_url });
    expect(xml!.content.toString('utf8')).toBe(downloadedXml.body);
    expect(xml!.content.toString('utf8')).toContain('Rfc="GOMA800101AB1"');
  });

  it('sends nothing when the customer leaves the e-mail empty', async () => {
    const before = smtp.mails.length;
    const order = await acceptedOrder();
    const issued = await t.app.inject({
      method: 'POST',
      url: `/v1/public/factura/${order.token}`,
      payload: { rfc: 'GOMA800101AB1', razon_social: 'María Gómez Alba', regimen_fiscal: '612', codigo_postal: '86040', uso_cfdi: 'G03', correo: '' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json<SelfInvoiceResult>().correo_enviado).toBeNull();
    await delivery.idle();
    expect(smtp.mails.length).toBe(before);
  });

  it('a recipient the SMTP server refuses is shown failed and recorded as not sent; sending to a corrected address works', async () => {
    const order = await issuedOrder();
    smtp.refuseRecipient('nadie@correo.mx');
    const before = smtp.mails.length;
    const refused = await sendEmail(order.token, 'nadie@correo.mx');
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ message: string }>().message).toMatch(/^No se pudo enviar la factura por correo: el servidor de correo no aceptó la dirección nadie@correo\.mx \(550 .*User unknown\)$/);
    expect(smtp.mails.length).toBe(before);
    expect(await shownSentTo(order.token)).toBeNull();
    // The downloads never depended on it.
    expect((await t.app.inject({ method: 'GET', url: `/v1/public/factura/${order.token}/pdf` })).statusCode).toBe(200);

    const retried = await sendEmail(order.token, 'maria@correo.mx');
    expect(retried.json()).toEqual({ correo_enviado: 'maria@correo.mx' });
    expect(smtp.mails.at(-1)!.to).toEqual(['maria@correo.mx']);
    expect(await shownSentTo(order.token)).toBe('maria@correo.mx');
  });

  it('a login the SMTP server refuses is shown failed; once it logs in again, «Reintentar» sends it', async () => {
    const order = await issuedOrder();
    smtp.refuseLogins(true);
    const refused = await sendEmail(order.token, 'maria@correo.mx').finally(() => smtp.refuseLogins(false));
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([502, 'No se pudo enviar la factura por correo: el servidor de correo rechazó el acceso del remitente']);
    expect(await shownSentTo(order.token)).toBeNull();
    const retried = await sendEmail(order.token, 'maria@correo.mx');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await shownSentTo(order.token)).toBe('maria@correo.mx');
  });

  it('refuses a bad address and an order without factura with clear 4xx', async () => {
    const order = await issuedOrder();
    const bad = await sendEmail(order.token, 'no-es-correo');
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, 'Correo: escribe un correo válido']);
    const notIssued = await acceptedOrder();
    expect((await sendEmail(notIssued.token, 'maria@correo.mx')).statusCode).toBe(404);
  });

  it('is a server that refuses a wrong login, as a provider would', async () => {
    const wrong = createSmtpSender({ url: `smtp://${smtp.user}:mala@127.0.0.1:${smtp.port}`, from: 'facturas@panel.mx' });
    await expect(wrong.verify()).rejects.toThrow(/Invalid username or password/);
    wrong.close();
  });
});

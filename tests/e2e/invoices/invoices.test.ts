// The factura in real Chromium (docs/invoices.md), against a server of this file's own pointed at the Facturapi
// fake (tests/support/fake-facturapi.ts; the workers' shared servers reach no Facturapi): the owner enters the
// fiscal data and «Probar conexión» reads Facturapi; a customer opens «¿Necesitas factura?» from the order's
// status page on a 390 px phone, is told a malformed RFC in Spanish, invoices the ticket and downloads the PDF
// and the XML; the e-mail goes through a real SMTP server (tests/support/fake-smtp.ts) that refuses the first
// address, so the page says it could not be sent, and «Reintentar» with the corrected address says sent only
// once the SMTP server accepted it; the owner issues the factura global of the month's other sales and sees both
// invoices listed.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import type { PublicMenu } from '@shared/types/public-menu';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { startFakeFacturapi, type FakeFacturapi } from '../../support/fake-facturapi';
import { startFakeSmtp, type FakeSmtp } from '../../support/fake-smtp';
import { createNotifierFromEnv } from '../../../server/src/services/messaging/from-env';
import { apiLogin, chooseSelectOption, DESKTOP, launchBrowser, loginWithStorage, MOBILE, newPage } from '../support/browser';
import { shot } from '../support/shots';
import { sessionApi } from '../onboarding/new-owner';
import { startOwnDemoServer } from '../support/own-server';

let fake: FakeFacturapi;
let smtp: FakeSmtp;
let server: RunningServer;
let browser: Browser;
let session: LoginSession;
let owner: Page;
let api: ReturnType<typeof sessionApi>;

beforeAll(async () => {
  fake = await startFakeFacturapi();
  smtp = await startFakeSmtp();
  const notifier = createNotifierFromEnv({ NODE_ENV: 'production', SMTP_URL: smtp.url, MAIL_FROM: 'Facturas <facturas@panel.mx>' }, { info: () => undefined, error: () => undefined });
  server = await startOwnDemoServer({ providerUrls: { facturapi: fake.baseUrl }, notifier });
  browser = await launchBrowser();
  session = await apiLogin(server.url, DEMO_LOGIN);
  api = sessionApi(server.url, () => session);
  await api('PUT', '/v1/comercio', { servicio_activo: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
  await smtp?.close();
});

/** A takeout order of the first product that needs no choice, accepted by the commerce (a sale). */
async function acceptedOrder(): Promise<OrderDetail['pedido']> {
  const menu = (await (await fetch(`${server.url}/v1/public/comercio/${session.id_path}/menu`)).json()) as PublicMenu;
  const product = menu.categorias.flatMap((c) => c.productos).find((p) => !p.agotado && p.presentaciones.length === 0 && p.extras.length === 0)!;
  const placed = await fetch(`${server.url}/v1/public/comercio/${session.id_path}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ metodo_entrega: 'takeAway', nombre: 'Ana Factura', numero_celular: '9931112299', country_code: '52', metodo_pago: 'efectivo', productos: [{ id_producto: product.id, cantidad: 2, extras: [] }] }),
  });
  expect(placed.status).toBe(201);
  const order = ((await placed.json()) as OrderDetail).pedido;
  await api('PUT', `/v1/pedido/${order.id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 });
  return order;
}

async function fill(page: Page, selector: string, value: string) {
  await page.locator(selector).fill(value);
}

describe('factura CFDI 4.0', () => {
  it('the owner enters the fiscal data and «Probar conexión» reads Facturapi', async () => {
    owner = await newPage(browser, DESKTOP);
    await loginWithStorage(owner, server.url, DEMO_LOGIN, '/facturacion');
    await owner.getByTestId('screen-invoices').waitFor();
    await fill(owner, '#campo-rfc', 'TEG990101AB1');
    await fill(owner, '#campo-razon_social', 'Taqueria El Guero');
    await owner.locator('#campo-regimen_fiscal').click();
    await chooseSelectOption(owner, '601 · General de Ley Personas Morales');
    await fill(owner, '#campo-codigo_postal', '86000');
    await fill(owner, '#campo-llave_secreta', fake.key);
    await owner.getByRole('button', { name: 'Guardar datos fiscales' }).click();
    await owner.getByText('Datos fiscales guardados').waitFor();
    await expect.poll(() => owner.locator('#campo-llave_secreta').inputValue()).toBe(`••••${fake.key.slice(-4)}`);
    await owner.getByTestId('facturapi-test').click();
    await expect.poll(() => owner.getByTestId('facturapi-check').textContent()).toBe('Conexión correcta con Facturapi: TAQUERIA EL GUERO (RFC TEG990101AB1), modo de pruebas');
  });

  it('a customer invoices the ticket from the status page at 390 px and downloads the PDF and the XML', async () => {
    const order = await acceptedOrder();
    const customer = await newPage(browser, MOBILE);
    await customer.goto(`${server.url}/m/${session.id_path}/pedido/${order.id}`);
    await customer.getByTestId('status-invoice-link').click();
    await customer.getByTestId('self-invoice-form').waitFor();
    expect(new URL(customer.url()).pathname).toMatch(/^\/f\/[\w-]{22}$/);
    await customer.getByText(`Pedido ${order.folio}`).waitFor();

    await fill(customer, 'input[name=rfc]', 'GOMA8001');
    await fill(customer, 'input[name=razon_social]', 'María Gómez Alba');
    await customer.getByRole('button', { name: 'Solicitar factura' }).click();
    await customer.getByText('RFC: no tiene la forma de un RFC').waitFor();
    expect(fake.invoices).toHaveLength(0);

    await fill(customer, 'input[name=rfc]', 'goma800101ab1');
    await customer.locator('select[name=regimen_fiscal]').selectOption('612');
    await fill(customer, 'input[name=codigo_postal]', '86040');
    await customer.locator('select[name=uso_cfdi]').selectOption('G03');
    // A typo the mail server refuses (the mailbox does not exist).
    smtp.refuseRecipient('maria@coreo.mx');
    await fill(customer, 'input[name=correo]', 'maria@coreo.mx');
    await shot(customer, 'factura-cliente-390');
    await customer.getByRole('button', { name: 'Solicitar factura' }).click();
    await customer.getByTestId('self-invoice-done').waitFor();
    const emailError = customer.getByTestId('self-invoice-email-error');
    await emailError.waitFor();
    expect(await emailError.textContent()).toMatch(/^No se pudo enviar la factura por correo: el servidor de correo no aceptó la dirección maria@coreo\.mx/);
    expect(await customer.getByTestId('self-invoice-email-sent').count()).toBe(0);
    await shot(customer, 'factura-cliente-correo-fallido-390');
    await fill(customer, '#self-invoice-email', 'maria@correo.mx');
    await customer.getByTestId('self-invoice-email-send').click();
    await customer.getByTestId('self-invoice-email-sent').waitFor();
    expect(await customer.getByTestId('self-invoice-email-sent').textContent()).toBe('También la enviamos a maria@correo.mx.');
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['maria@correo.mx']]);
    await shot(customer, 'factura-cliente-lista-390');

    const [pdf] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('link', { name: 'Descargar PDF' }).click()]);
    expect((await readFile((await pdf.path())!)).toString('ascii', 0, 5)).toBe('%PDF-');
    const [xml] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('link', { name: 'Descargar XML' }).click()]);
    expect(await readFile((await xml.path())!, 'utf8')).toContain('Rfc="GOMA800101AB1"');

    // The same page on a desktop, reopened: the invoice, not the form.
    const desktop = await newPage(browser, DESKTOP);
    await desktop.goto(customer.url());
    await desktop.getByTestId('self-invoice-done').waitFor();
    await desktop.getByTestId('self-invoice-email-sent').waitFor();
    await shot(desktop, 'factura-cliente-1280');
    expect(await desktop.getByTestId('self-invoice-form').count()).toBe(0);
  });

  it('the owner issues the factura global of the month’s uninvoiced sales and sees both invoices', async () => {
    await acceptedOrder();
    await owner.reload();
    await owner.getByTestId('screen-invoices').waitFor();
    await expect.poll(async () => (await owner.getByTestId('global-preview').textContent()) ?? '').toMatch(/^\d+ ventas? sin facturar por \$/);
    await owner.getByTestId('issue-global').click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: 'Emitir' }).click();
    await owner.getByText(/^Factura global A\d+ emitida por \$/).waitFor();
    const rows = owner.getByTestId('invoice-list').locator('tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await owner.getByTestId('invoice-list').getByText(/^Global · \d+ pedidos$/).waitFor();
    const global = fake.invoices.at(-1)!.body as { customer: { tax_id: string }; global: { periodicity: string } };
    expect([global.customer.tax_id, global.global.periodicity]).toEqual(['XAXX010101000', 'month']);
    await expect.poll(async () => (await owner.getByTestId('global-preview').textContent()) ?? '').toBe('0 ventas sin facturar por $0.00');
    await shot(owner, 'facturacion-1280', true);
  });
});

// Automatic WhatsApp in real Chromium (docs/whatsapp.md), against the worker server's fake Green-API: the
// settings in Integraciones (steps, a text with placeholders and its live preview, save), an order's message
// state on its detail («Enviado» per step, «WhatsApp no enviado: …» with a wrong token), and the status page's
// opt-out link. Screenshots at 1280 and 390 px with E2E_SHOTS_DIR.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { DESKTOP, dismissDialogs, expectScreen, loginWithStorage, MOBILE, newPage, useBrowserAndDemoSession } from '../support/browser';
import { shot } from '../support/shots';
import { placeTakeAway } from '../counter/support';
import { setStatusThroughApi } from '../orders/support';

const baseUrl = inject('baseUrl');
const accounts = inject('accounts');
const gateway = inject('whatsappGateway');
const demo = useBrowserAndDemoSession();

async function api(session: LoginSession, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', id_comercio: session.id_comercio, authorization: `Bearer ${session.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function saveGateway(token: string): Promise<void> {
  const response = await api(demo.session, 'PUT', '/v1/integrations/whatsapp/whatsappBusiness', { configuration: { secret_instance: gateway.idInstance, secret_api_key: token } });
  expect(response.status).toBe(200);
}

async function received(): Promise<{ chatId: string; message: string }[]> {
  return (await fetch(`${gateway.url}/__mensajes`)).json() as Promise<{ chatId: string; message: string }[]>;
}

afterAll(async () => {
  // The demo commerce goes back to sending nothing.
  await api(demo.session, 'PUT', '/v1/whatsapp/ajustes', { pasos: [], plantillas: {}, alertas_dueno: false, telefono_alertas: '', minutos_sin_aceptar: 10 });
  await api(demo.session, 'DELETE', '/v1/integrations/whatsapp/whatsappBusiness');
});

describe('WhatsApp settings in Integraciones', () => {
  it('chooses steps, edits a text with a live preview and saves it', async () => {
    await saveGateway(gateway.apiTokenInstance);
    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, '/integraciones');
    await expectScreen(page, 'integrations', '/integraciones');
    await dismissDialogs(page);
    const card = page.getByTestId('whatsapp-settings');
    await card.waitFor();
    await card.getByRole('checkbox', { name: 'Pedido recibido (folio y total)' }).check();
    await card.getByRole('checkbox', { name: 'Pedido aceptado (hora prometida)' }).check();
    const text = card.getByLabel('Texto de «Pedido aceptado (hora prometida)»');
    await text.fill('¡{nombre}! Tu pedido {folio} estará listo a las {hora}. {enlace}');
    await expect.poll(() => card.getByTestId('whatsapp-preview-accepted').textContent()).toMatch(/^¡Ana! Tu pedido PED-0042 estará listo a las \d{2}:\d{2}\. http/);
    await text.fill('Listo a las {horario}');
    await card.getByText('{horario} no es un dato que podamos llenar', { exact: false }).waitFor();
    expect(await card.getByTestId('whatsapp-save').isDisabled()).toBe(true);
    await text.fill('¡{nombre}! Tu pedido {folio} estará listo a las {hora}. {enlace}');
    await card.getByTestId('whatsapp-save').click();
    await page.getByText('Ajustes de WhatsApp guardados').waitFor();
    await card.getByTestId('whatsapp-incoming').waitFor();
    expect(await page.getByTestId('integration-whatsappBusiness').getByText('Configurado').count()).toBe(1);
    await shot(page, 'whatsapp-ajustes-1280');

    const phone = await newPage(demo.browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, '/integraciones');
    await expectScreen(phone, 'integrations', '/integraciones');
    await dismissDialogs(phone);
    await phone.getByTestId('whatsapp-preview-accepted').waitFor();
    await phone.getByTestId('whatsapp-settings').scrollIntoViewIfNeeded();
    expect(await phone.getByLabel('Texto de «Pedido aceptado (hora prometida)»').inputValue()).toContain('{hora}');
    await shot(phone, 'whatsapp-ajustes-390');
    await page.context().close();
    await phone.context().close();
  });
});

describe("an order's WhatsApp messages", () => {
  it('shows each step sent, and «WhatsApp no enviado» when the gateway refuses the token', async () => {
    await saveGateway(gateway.apiTokenInstance);
    const steps = { pasos: ['received', 'accepted'], plantillas: {}, alertas_dueno: false, telefono_alertas: '', minutos_sin_aceptar: 10 };
    expect((await api(demo.session, 'PUT', '/v1/whatsapp/ajustes', steps)).status).toBe(200);
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Rosa WhatsApp');
    await expect.poll(async () => (await received()).filter((m) => m.message.includes(order.folio)).length, { timeout: 15_000 }).toBe(1);
    expect(await setStatusThroughApi(baseUrl, demo.session, order.id, 'accepted')).toBe(200);
    await expect.poll(async () => (await received()).filter((m) => m.message.includes(order.folio)).length, { timeout: 15_000 }).toBe(2);

    const page = await newPage(demo.browser, DESKTOP);
    await loginWithStorage(page, baseUrl, accounts.demo, `/control-pedidos/detalle/${order.id}`);
    await expectScreen(page, 'order-details', `/control-pedidos/detalle/${order.id}`);
    await dismissDialogs(page);
    const messages = page.getByTestId('order-whatsapp');
    await messages.getByTestId('order-whatsapp-received').getByText('Enviado').waitFor();
    await messages.getByTestId('order-whatsapp-accepted').getByText('Enviado').waitFor();
    await shot(page, 'whatsapp-pedido-enviado-1280');
    await page.context().close();

    await saveGateway('token-equivocado');
    const failing = await placeTakeAway(baseUrl, demo.session.id_path, 'Rosa Sin Token');
    const phone = await newPage(demo.browser, MOBILE);
    await loginWithStorage(phone, baseUrl, accounts.demo, `/control-pedidos/detalle/${failing.id}`);
    await expectScreen(phone, 'order-details', `/control-pedidos/detalle/${failing.id}`);
    await dismissDialogs(phone);
    await phone.getByText('WhatsApp no enviado: Green-API rechazó la instancia o el token (401)', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await phone.getByRole('link', { name: 'Avisar por WhatsApp' }).count()).toBe(1);
    await shot(phone, 'whatsapp-pedido-no-enviado-390');
    await phone.context().close();
    await saveGateway(gateway.apiTokenInstance);
  });

  it('the status page lets the customer opt out', async () => {
    const order = await placeTakeAway(baseUrl, demo.session.id_path, 'Rosa Baja');
    const page = await newPage(demo.browser, MOBILE);
    await page.goto(`${baseUrl}/m/${demo.session.id_path}/pedido/${order.id}`);
    await page.getByTestId('whatsapp-opt-out').waitFor();
    await shot(page, 'whatsapp-estado-baja-390');
    await page.getByRole('button', { name: 'No quiero recibir mensajes por WhatsApp' }).click();
    await page.getByTestId('whatsapp-opted-out').waitFor();
    await page.context().close();
  });
});

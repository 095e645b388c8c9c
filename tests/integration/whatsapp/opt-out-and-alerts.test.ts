// A customer who opts out (the status page's link, or a «BAJA» reply through Green-API's incoming webhook) gets
// nothing more from that commerce; the owner's alerts (an order waiting unaccepted, the store paused) go to the
// owner's phone once per occurrence (docs/whatsapp.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderWhatsAppState, PublicWhatsAppState, WhatsAppSettings } from '@shared/types/whatsapp';
import { alertOwner } from '../../../server/src/services/auto-pause/alert';
import { commerceAutoPause } from '../../../server/src/db/schema/auto-pause';
import type { PauseDecision } from '../../../server/src/services/auto-pause/evaluate';
import { createOrderingCommerce } from '../orders/support';
import { jobsOf, messagesTo, newOrder, saveGateway, saveSettings, setStatus, whatsappWorld, type WhatsAppWorld } from './support';

let w: WhatsAppWorld;
const MINUTE = 60_000;

beforeAll(async () => {
  w = await whatsappWorld();
  await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
  expect((await saveSettings(w.t.app, w.shop, { pasos: ['received', 'accepted', 'delivered'] })).statusCode).toBe(200);
});
afterAll(async () => {
  await w?.t.close();
  await w?.fake.close();
});

const tick = (ms: number) => (w.clock.now = new Date(w.clock.now.getTime() + ms));
const publicState = (orderId: string, method: 'GET' | 'POST' = 'GET') =>
  w.t.app.inject({ method, url: `/v1/public/comercio/${w.shop.idPath}/pedido/${orderId}/whatsapp${method === 'POST' ? '/baja' : ''}` });

describe('opt-out by the status page link', () => {
  it('stops every later message to that phone from this commerce, and says so on the order', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9932000001' });
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529932000001')).toHaveLength(1);
    expect((await publicState(order.id)).json<PublicWhatsAppState>()).toEqual({ activo: true, baja: false });

    expect((await publicState(order.id, 'POST')).json<PublicWhatsAppState>()).toEqual({ activo: true, baja: true });
    expect((await publicState(order.id, 'POST')).json<PublicWhatsAppState>()).toEqual({ activo: true, baja: true });
    await setStatus(w.t.app, w.shop, order.id, 'accepted', { tiempo_preparacion: 20 });
    await w.t.app.outbox.runOnce();
    const later = await newOrder(w.t.app, w.shop, { numero_celular: '9932000001' });
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529932000001')).toHaveLength(1);
    const state = (await w.t.app.inject({ method: 'GET', url: `/v1/whatsapp/pedidos/${later.id}`, headers: w.shop.auth.headers })).json<OrderWhatsAppState>();
    expect(state).toMatchObject({ baja: true, mensajes: [{ paso: 'received', estado: 'skipped', detalle: 'el cliente pidió no recibir mensajes' }] });
  });

  it('is 404 for an order of another commerce or an unknown id', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9932000002' });
    expect((await w.t.app.inject({ method: 'POST', url: `/v1/public/comercio/otro-comercio/pedido/${order.id}/whatsapp/baja` })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'POST', url: `/v1/public/comercio/${w.shop.idPath}/pedido/no-existe/whatsapp/baja` })).statusCode).toBe(404);
  });
});

describe('opt-out by replying BAJA (Green-API incoming webhook)', () => {
  const incoming = (body: unknown, authorization?: string) =>
    w.t.app.inject({ method: 'POST', url: `/v1/public/comercio/${w.shop.idPath}/whatsapp/entrante`, headers: authorization ? { authorization } : {}, payload: body as object });
  const textFrom = (chatId: string, text: string, idInstance: number | string = Number(w.fake.idInstance)) => ({
    typeWebhook: 'incomingMessageReceived',
    instanceData: { idInstance, wid: '529931234567@c.us', typeInstance: 'whatsapp' },
    timestamp: 1_796_000_000,
    idMessage: 'F7AEC1B7086ECDC7E6E45923F5EDB825',
    senderData: { chatId, sender: chatId, chatName: 'Cliente', senderName: 'Cliente' },
    messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: text } },
  });
  let token = '';

  beforeAll(async () => {
    const settings = (await w.t.app.inject({ method: 'GET', url: '/v1/whatsapp/ajustes', headers: w.shop.auth.headers })).json<WhatsAppSettings>();
    token = settings.entrante_token;
    expect(settings.entrante_url).toBe(`https://pedidos.ejemplo.mx/v1/public/comercio/${w.shop.idPath}/whatsapp/entrante`);
    expect(token.length).toBeGreaterThan(20);
  });

  it('refuses a notification without the commerce token, from another instance, or with a malformed chatId', async () => {
    expect((await incoming(textFrom('529932000003@c.us', 'BAJA'))).statusCode).toBe(401);
    expect((await incoming(textFrom('529932000003@c.us', 'BAJA'), 'Bearer otro')).statusCode).toBe(401);
    expect((await incoming(textFrom('529932000003@c.us', 'BAJA', 1_101_000_000), `Bearer ${token}`)).statusCode).toBe(403);
    expect((await incoming(textFrom('abc@c.us', 'BAJA'), `Bearer ${token}`)).statusCode).toBe(400);
    expect((await incoming({ hola: 1 }, `Bearer ${token}`)).statusCode).toBe(400);
    // A's token on another commerce's address (tenant isolation of this route).
    const other = await createOrderingCommerce(w.t.app, w.t.handle);
    expect((await saveSettings(w.t.app, other, { pasos: ['received'] })).statusCode).toBe(200);
    const onOther = await w.t.app.inject({ method: 'POST', url: `/v1/public/comercio/${other.idPath}/whatsapp/entrante`, headers: { authorization: `Bearer ${token}` }, payload: textFrom('529932000003@c.us', 'BAJA') });
    expect(onOther.statusCode).toBe(401);
  });

  it('opts the sender out on «Baja» (once, however often Green-API repeats it) and ignores other texts', async () => {
    expect((await incoming(textFrom('529932000004@c.us', '¿A qué hora llega?'), `Bearer ${token}`)).json()).toEqual({ resultado: 'ignorado' });
    expect((await incoming({ typeWebhook: 'outgoingMessageStatus', status: 'read' }, `Bearer ${token}`)).json()).toEqual({ resultado: 'ignorado' });
    expect((await incoming(textFrom('529932000004@c.us', ' baja. '), `Bearer ${token}`)).json()).toEqual({ resultado: 'baja' });
    expect((await incoming(textFrom('529932000004@c.us', ' baja. '), `Bearer ${token}`)).json()).toEqual({ resultado: 'baja' });
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9932000004' });
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529932000004')).toEqual([]);
    const [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'sent', result: { omitido: 'baja' } });
  });
});

describe('alerts to the owner', () => {
  beforeAll(async () => {
    const saved = await saveSettings(w.t.app, w.shop, { pasos: [], alertas_dueno: true, telefono_alertas: '9939998877', minutos_sin_aceptar: 5 });
    expect(saved.statusCode).toBe(200);
  });

  it('tells the owner once about an order still pending after their minutes, and not about one accepted in time', async () => {
    const waiting = await newOrder(w.t.app, w.shop, { numero_celular: '9932000005' });
    const accepted = await newOrder(w.t.app, w.shop, { numero_celular: '9932000006' });
    await w.t.app.outbox.runOnce();
    await setStatus(w.t.app, w.shop, accepted.id, 'accepted', { tiempo_preparacion: 15 });
    const about = (folio: string) => messagesTo(w.fake, '529939998877').filter((text) => text.includes(`pedido ${folio} `));
    tick(4 * MINUTE);
    await w.t.app.outbox.runOnce();
    expect(about(waiting.folio)).toEqual([]);
    tick(2 * MINUTE);
    await w.t.app.outbox.runOnce();
    await w.t.app.outbox.runOnce();
    expect(about(waiting.folio)).toEqual([expect.stringContaining(`el pedido ${waiting.folio} lleva 5 min sin aceptar`)]);
    expect(about(accepted.folio)).toEqual([]);
  });

  it('tells the owner once when the store paused itself (no e-mail then)', async () => {
    const at = w.clock.now;
    await w.t.handle.db
      .insert(commerceAutoPause)
      .values({ id_comercio: w.shop.commerce.commerceId, pausado_at: at, motivo: 'sin_dispositivo' })
      .onConflictDoUpdate({ target: commerceAutoPause.id_comercio, set: { pausado_at: at, alerta_at: null } });
    const decision: PauseDecision = { commerceId: w.shop.commerce.commerceId, reason: 'sin_dispositivo', detail: 'Nadie abrió el panel en 5 minutos', lastSeen: null, ajustesAt: null, reanudadoAt: null };
    expect(await alertOwner(w.t.handle.db, w.t.notifier, decision, at)).toBe(true);
    expect(await alertOwner(w.t.handle.db, w.t.notifier, decision, at)).toBe(false);
    await w.t.app.outbox.runOnce();
    await w.t.app.outbox.runOnce();
    const alerts = messagesTo(w.fake, '529939998877').filter((text) => text.includes('dejó de recibir pedidos'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('nadie abrió el panel en 5 minutos');
    expect(w.t.notifier.alerts).toEqual([]);
  });
});

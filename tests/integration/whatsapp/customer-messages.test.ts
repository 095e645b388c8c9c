// Automatic WhatsApp messages to the customer (docs/whatsapp.md), through the real outbox against the fake
// Green-API over HTTP: one message per chosen step, never twice (relay passes repeated, two instances, gateway
// down then back), 429 as «later», a wrong token as a visible failure, «Probar conexión» as a real read, secrets
// sealed and absent from the logs.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderWhatsAppState, WhatsAppLogEntry, WhatsAppSettings } from '@shared/types/whatsapp';
import { buildApp } from '../../../server/src/app';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { integrations } from '../../../server/src/db/schema/index';
import { outboxJobs } from '../../../server/src/db/schema/outbox';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { PUBLIC_URL, jobsOf, messagesTo, newOrder, saveGateway, saveSettings, setStatus, whatsappWorld, type WhatsAppWorld } from './support';

let w: WhatsAppWorld;
const SECOND = 1000;

beforeAll(async () => {
  w = await whatsappWorld();
  await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
});
afterAll(async () => {
  await w?.t.close();
  await w?.fake.close();
});

const tick = (ms: number) => (w.clock.now = new Date(w.clock.now.getTime() + ms));
const orderState = async (orderId: string) =>
  (await w.t.app.inject({ method: 'GET', url: `/v1/whatsapp/pedidos/${orderId}`, headers: w.shop.auth.headers })).json<OrderWhatsAppState>();

describe('«Probar conexión» of WhatsApp Business', () => {
  const test = () => w.t.app.inject({ method: 'POST', url: '/v1/integrations/whatsapp/whatsappBusiness/test', headers: w.shop.auth.headers }).then((r) => r.json<{ ok: boolean; message: string }>());

  it('reads the instance state from Green-API and shows its answer', async () => {
    const before = w.fake.requests.length;
    expect(await test()).toEqual({ ok: true, message: 'Green-API respondió: la instancia está autorizada y puede enviar mensajes' });
    expect(w.fake.requests.slice(before)).toEqual([{ method: 'GET', path: `/waInstance${w.fake.idInstance}/getStateInstance/${w.fake.apiTokenInstance}` }]);
    w.fake.state = 'notAuthorized';
    expect(await test()).toMatchObject({ ok: false, message: expect.stringContaining('escanea el código QR') });
    w.fake.state = 'authorized';
  });

  it('says so when the gateway refuses the token or cannot be reached', async () => {
    await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: 'token-equivocado' });
    expect(await test()).toMatchObject({ ok: false, message: expect.stringContaining('rechazó la instancia o el token (401)') });
    w.fake.failNext(1);
    await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
    expect(await test()).toMatchObject({ ok: false, message: expect.stringContaining('No se pudo comunicar con Green-API (503') });
    expect(await test()).toMatchObject({ ok: true });
  });
});

describe('messages at the chosen steps', () => {
  it('sends nothing before the owner chooses steps', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000001' });
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529930000001')).toEqual([]);
    expect(await jobsOf(w.t.handle, order.id)).toEqual([]);
  });

  it('refuses a text with a placeholder it cannot fill, naming the field', async () => {
    const response = await saveSettings(w.t.app, w.shop, { plantillas: { accepted: 'Listo a las {horario}' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'plantillas.accepted', message: expect.stringContaining('{horario}') });
  });

  it('tells the customer each chosen step once, in Spanish, with folio, total, promised time and the status link', async () => {
    const saved = await saveSettings(w.t.app, w.shop, {
      pasos: ['received', 'accepted', 'ready', 'canceled'],
      plantillas: { accepted: '¡{nombre}, tu pedido {folio} de {comercio} estará listo a las {hora}! Síguelo: {enlace}' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<WhatsAppSettings>()).toMatchObject({ pasos: ['received', 'accepted', 'ready', 'canceled'], gateway_configurado: true, modulo_incluido: true });
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000002', nombre: 'Beto Ruiz' });
    const link = `${PUBLIC_URL}/m/${w.shop.idPath}/pedido/${order.id}`;

    await w.t.app.outbox.runOnce();
    await w.t.app.outbox.runOnce();
    let sent = messagesTo(w.fake, '529930000002');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Tu pedido ${order.folio} lo recibimos`);
    expect(sent[0]).toMatch(/Total: \$\d+\.\d{2}/);
    expect(sent[0]).toContain(`Sigue tu pedido aquí: ${link}`);

    await setStatus(w.t.app, w.shop, order.id, 'accepted', { tiempo_preparacion: 25 });
    await w.t.app.outbox.runOnce();
    await w.t.app.outbox.runOnce();
    sent = messagesTo(w.fake, '529930000002');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(new RegExp(`^¡Beto, tu pedido ${order.folio} de .+ estará listo a las \\d{2}:\\d{2}! Síguelo: ${link.replace(/[.?]/g, '\\$&')}$`));

    // «Listo para recoger» is chosen, «Entregado» is not.
    await setStatus(w.t.app, w.shop, order.id, 'ready_to_pick_up');
    await setStatus(w.t.app, w.shop, order.id, 'delivered');
    await w.t.app.outbox.runOnce();
    sent = messagesTo(w.fake, '529930000002');
    expect(sent).toHaveLength(3);
    expect(sent[2]).toContain('está listo para recoger');
    const jobs = await jobsOf(w.t.handle, order.id);
    expect(jobs.map((job) => [job.dedupe_key, job.status])).toEqual([
      [`${order.id}:received`, 'sent'],
      [`${order.id}:accepted`, 'sent'],
      [`${order.id}:ready`, 'sent'],
    ]);
    const state = await orderState(order.id);
    expect(state).toMatchObject({ automatico: true, baja: false });
    expect(state.mensajes.map((m) => [m.paso, m.estado])).toEqual([['received', 'sent'], ['accepted', 'sent'], ['ready', 'sent']]);
  });

  it('a cancellation carries its reason', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000003' });
    await setStatus(w.t.app, w.shop, order.id, 'rejected', { motivo: 'Se nos acabó el pastor' });
    // One order's steps leave one per pass, in order: the rejection waits for «recibido».
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529930000003')).toHaveLength(1);
    await w.t.app.outbox.runOnce();
    const sent = messagesTo(w.fake, '529930000003');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('no pudo ser aceptado');
    expect(sent[1]).toContain('Motivo: Se nos acabó el pastor');
  });

  it('two instances relaying and sending at once still send each step once', async () => {
    const notifier = createMemoryNotifier();
    const second = await buildApp({
      handle: w.t.handle,
      config: { dataDir: MEMORY_DATA_DIR, secretsKey: w.t.app.deps.config.secretsKey, notifier, autoPause: null, publicLimits: null, publicUrl: PUBLIC_URL, providerUrls: { whatsapp: w.fake.url }, outbox: { everyMs: 0, clock: () => w.clock.now } },
    });
    try {
      const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000004' });
      await setStatus(w.t.app, w.shop, order.id, 'accepted', { tiempo_preparacion: 10 });
      await Promise.all([w.t.app.outbox.runOnce(), second.outbox.runOnce(), w.t.app.outbox.runOnce(), second.outbox.runOnce()]);
      await Promise.all([w.t.app.outbox.runOnce(), second.outbox.runOnce()]);
      expect(messagesTo(w.fake, '529930000004')).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('gateway down: retried with backoff, shown as pending with the reason, sent once when it is back', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000005' });
    w.fake.failNext(2);
    await w.t.app.outbox.runOnce();
    let [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Green-API no responde (503') });
    expect((await orderState(order.id)).mensajes[0]).toMatchObject({ paso: 'received', estado: 'pending', detalle: expect.stringContaining('Green-API no responde') });
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529930000005')).toEqual([]);
    tick(15 * SECOND);
    await w.t.app.outbox.runOnce();
    tick(30 * SECOND);
    await w.t.app.outbox.runOnce();
    await w.t.app.outbox.runOnce();
    [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'sent' });
    expect(messagesTo(w.fake, '529930000005')).toHaveLength(1);
  });

  it('a 429 from Green-API is «later»: no attempt counted, sent after Retry-After', async () => {
    w.fake.limit(0, 30);
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000006' });
    await w.t.app.outbox.runOnce();
    let [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(job!.next_attempt_at.getTime()).toBe(w.clock.now.getTime() + 30 * SECOND);
    w.fake.limit(null);
    tick(31 * SECOND);
    await w.t.app.outbox.runOnce();
    [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
    expect(messagesTo(w.fake, '529930000006')).toHaveLength(1);
  });

  it('holds one commerce to 20 messages a minute: the rest wait for the next minute', async () => {
    tick(60 * SECOND - (w.clock.now.getTime() % (60 * SECOND)));
    const orders = [];
    for (let i = 0; i < 22; i += 1) orders.push(await newOrder(w.t.app, w.shop, { numero_celular: `99310000${String(i).padStart(2, '0')}` }));
    await w.t.app.outbox.runOnce();
    const sentNow = orders.filter((order) => w.fake.messages.some((m) => m.message.includes(order.folio)));
    expect(sentNow).toHaveLength(20);
    tick(60 * SECOND);
    await w.t.app.outbox.runOnce();
    expect(orders.filter((order) => w.fake.messages.some((m) => m.message.includes(order.folio)))).toHaveLength(22);
    const jobs = await Promise.all(orders.map((order) => jobsOf(w.t.handle, order.id)));
    expect(jobs.flat().every((job) => job.status === 'sent' && job.attempts === 1)).toBe(true);
  });
});

describe('a wrong token', () => {
  it('fails visibly on the order and in the log, and «Reenviar» sends it once the token is fixed', async () => {
    await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: 'otro-token' });
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9930000007' });
    await w.t.app.outbox.runOnce();
    const [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'failed', last_error: 'Green-API rechazó la instancia o el token (401); revisa WhatsApp Business en Integraciones' });
    expect((await orderState(order.id)).mensajes).toEqual([expect.objectContaining({ paso: 'received', estado: 'failed', detalle: expect.stringContaining('(401)') })]);
    const log = (await w.t.app.inject({ method: 'GET', url: '/v1/whatsapp/envios', headers: w.shop.auth.headers })).json<WhatsAppLogEntry[]>();
    expect(log[0]).toMatchObject({ id: job!.id, folio: order.folio, estado: 'failed', destino: 'cliente' });

    await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
    const resend = await w.t.app.inject({ method: 'POST', url: `/v1/whatsapp/envios/${job!.id}/reenviar`, headers: w.shop.auth.headers });
    expect(resend.statusCode).toBe(200);
    await w.t.app.outbox.runOnce(new Date());
    expect(messagesTo(w.fake, '529930000007')).toHaveLength(1);
    expect((await w.t.app.inject({ method: 'POST', url: `/v1/whatsapp/envios/${order.id}/reenviar`, headers: w.shop.auth.headers })).statusCode).toBe(404);
  });
});

describe('secrets', () => {
  it('are sealed at rest, masked on the wire, and never in jobs or the server log', async () => {
    const lines: string[] = [];
    const logged = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const notifier = createMemoryNotifier();
    const logging = await buildApp({
      handle: w.t.handle,
      logger: { level: 'trace', stream: logged },
      config: { dataDir: MEMORY_DATA_DIR, secretsKey: w.t.app.deps.config.secretsKey, notifier, autoPause: null, publicLimits: null, publicUrl: PUBLIC_URL, providerUrls: { whatsapp: w.fake.url }, outbox: { everyMs: 0, clock: () => w.clock.now } },
    });
    try {
      expect((await saveSettings(w.t.app, w.shop, { pasos: ['received'] })).statusCode).toBe(200);
      const [row] = await w.t.handle.db.select().from(integrations).where(eq(integrations.id_comercio, w.shop.commerce.commerceId));
      expect(JSON.stringify(row)).not.toContain(w.fake.apiTokenInstance);
      expect(row!.secrets_encrypted).toMatch(/^v1:/);
      const listed = await logging.inject({ method: 'GET', url: '/v1/integrations', headers: w.shop.auth.headers });
      expect(listed.body).not.toContain(w.fake.apiTokenInstance);
      w.fake.failNext(1);
      await newOrder(logging, w.shop, { numero_celular: '9930000008' });
      await logging.outbox.runOnce();
      await logging.inject({ method: 'POST', url: '/v1/integrations/whatsapp/whatsappBusiness/test', headers: w.shop.auth.headers });
      tick(20 * SECOND);
      await logging.outbox.runOnce();
      expect(messagesTo(w.fake, '529930000008')).toHaveLength(1);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(w.fake.apiTokenInstance);
      const jobs = await w.t.handle.db.select().from(outboxJobs);
      expect(JSON.stringify(jobs)).not.toContain(w.fake.apiTokenInstance);
    } finally {
      await logging.close();
    }
  });
});

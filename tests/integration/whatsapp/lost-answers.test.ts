// A WhatsApp message is never sent twice when Green-API's answer is lost (docs/whatsapp.md, «Nunca dos veces»):
// against the fake Green-API over HTTP, a send whose answer was dropped after the gateway accepted it is found
// with lastOutgoingMessages on the retry and recorded sent with its idMessage; a send refused before it went out
// is sent once on the retry; a clear refusal (401, 429) is never looked up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGreenApiClient, sendOutcomeUnknown } from '../../../server/src/services/whatsapp/green-api';
import { jobsOf, messagesTo, newOrder, saveGateway, saveSettings, whatsappWorld, type WhatsAppWorld } from './support';

let w: WhatsAppWorld;
const SECOND = 1000;

beforeAll(async () => {
  w = await whatsappWorld();
  await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
  const saved = await saveSettings(w.t.app, w.shop, { pasos: ['received'] });
  if (saved.statusCode !== 200) throw new Error(`settings → ${saved.statusCode} ${saved.body}`);
});
afterAll(async () => {
  await w?.t.close();
  await w?.fake.close();
});

const tick = (ms: number) => (w.clock.now = new Date(w.clock.now.getTime() + ms));
const lookupsSince = (from: number) => w.fake.requests.slice(from).filter((request) => request.path.includes('/lastOutgoingMessages/')).length;
const payloadOf = (job: { payload: unknown } | undefined) => job?.payload as Record<string, unknown>;

describe('the gateway accepted the message but its answer was lost', () => {
  it('the retry finds it among the sent messages and records it sent with its idMessage, without sending again', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9940000001' });
    w.fake.loseAnswers(1);
    await w.t.app.outbox.runOnce();
    let [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Green-API no responde (sin conexión)') });
    expect(payloadOf(job).sinConfirmar).toMatchObject({ desde: expect.any(String), huellas: [expect.any(String)] });
    expect(messagesTo(w.fake, '529940000001')).toHaveLength(1);

    const before = w.fake.requests.length;
    tick(15 * SECOND);
    await w.t.app.outbox.runOnce();
    [job] = await jobsOf(w.t.handle, order.id);
    expect(messagesTo(w.fake, '529940000001')).toHaveLength(1);
    const [accepted] = w.fake.messages.filter((message) => message.chatId === '529940000001@c.us');
    expect(job).toMatchObject({ status: 'sent', attempts: 2, result: { idMessage: accepted!.idMessage } });
    expect(payloadOf(job).sinConfirmar).toBeUndefined();
    expect(w.fake.requests.slice(before)).toEqual([{ method: 'GET', path: `/waInstance${w.fake.idInstance}/lastOutgoingMessages/${w.fake.apiTokenInstance}` }]);
  });

  it('finds it even when the owner changed the text before the retry', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9940000002' });
    w.fake.loseAnswers(1);
    await w.t.app.outbox.runOnce();
    expect((await saveSettings(w.t.app, w.shop, { pasos: ['received'], plantillas: { received: 'Recibimos tu pedido {folio}, gracias' } })).statusCode).toBe(200);
    tick(15 * SECOND);
    await w.t.app.outbox.runOnce();
    const [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'sent' });
    expect(messagesTo(w.fake, '529940000002')).toHaveLength(1);
    expect((await saveSettings(w.t.app, w.shop, { pasos: ['received'] })).statusCode).toBe(200);
  });

  it('does not send while it cannot look (the gateway is down for the lookup), and still sends once', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9940000003' });
    w.fake.loseAnswers(1);
    await w.t.app.outbox.runOnce();
    w.fake.failNext(1);
    tick(15 * SECOND);
    await w.t.app.outbox.runOnce();
    let [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 2, last_error: expect.stringContaining('(503') });
    tick(30 * SECOND);
    await w.t.app.outbox.runOnce();
    [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'sent' });
    expect(messagesTo(w.fake, '529940000003')).toHaveLength(1);
  });
});

describe('the gateway did not take the message', () => {
  it('down (503) before accepting: the retry looks, finds nothing and sends it once', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9940000004' });
    w.fake.failNext(1);
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529940000004')).toEqual([]);
    const before = w.fake.requests.length;
    tick(15 * SECOND);
    await w.t.app.outbox.runOnce();
    const [job] = await jobsOf(w.t.handle, order.id);
    const [accepted] = w.fake.messages.filter((message) => message.chatId === '529940000004@c.us');
    expect(messagesTo(w.fake, '529940000004')).toHaveLength(1);
    expect(job).toMatchObject({ status: 'sent', result: { idMessage: accepted!.idMessage } });
    expect(lookupsSince(before)).toBe(1);
  });

  it('a clear refusal (401, then «Reenviar») is not looked up', async () => {
    await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: 'token-equivocado' });
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9940000005' });
    const before = w.fake.requests.length;
    await w.t.app.outbox.runOnce();
    const [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'failed', last_error: expect.stringContaining('(401)') });
    expect(payloadOf(job).sinConfirmar).toBeUndefined();
    await saveGateway(w.t.app, w.shop, { instance: w.fake.idInstance, token: w.fake.apiTokenInstance });
    const resend = await w.t.app.inject({ method: 'POST', url: `/v1/whatsapp/envios/${job!.id}/reenviar`, headers: w.shop.auth.headers });
    expect(resend.statusCode).toBe(200);
    await w.t.app.outbox.runOnce();
    expect(messagesTo(w.fake, '529940000005')).toHaveLength(1);
    expect(lookupsSince(before)).toBe(0);
  });

  it('a 429 is «later», not looked up', async () => {
    const order = await newOrder(w.t.app, w.shop, { numero_celular: '9940000006' });
    w.fake.limit(0, 30);
    const before = w.fake.requests.length;
    await w.t.app.outbox.runOnce();
    w.fake.limit(null);
    tick(31 * SECOND);
    await w.t.app.outbox.runOnce();
    const [job] = await jobsOf(w.t.handle, order.id);
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
    expect(messagesTo(w.fake, '529940000006')).toHaveLength(1);
    expect(lookupsSince(before)).toBe(0);
  });
});

describe('the fake lastOutgoingMessages', () => {
  it('refuses a wrong token or instance, and a minutes that is not a positive integer', async () => {
    const wrongToken = await createGreenApiClient(w.fake.url, { idInstance: w.fake.idInstance, apiTokenInstance: 'otro' }).lastOutgoingMessages(5);
    expect(wrongToken).toMatchObject({ ok: false, kind: 'auth', status: 401 });
    const wrongInstance = await createGreenApiClient(w.fake.url, { idInstance: '1100000000', apiTokenInstance: w.fake.apiTokenInstance }).lastOutgoingMessages(5);
    expect(wrongInstance).toMatchObject({ ok: false, kind: 'auth', status: 401 });
    const bad = await fetch(`${w.fake.url}/waInstance${w.fake.idInstance}/lastOutgoingMessages/${w.fake.apiTokenInstance}?minutes=abc`);
    expect(bad.status).toBe(400);
    const listed = await createGreenApiClient(w.fake.url, { idInstance: w.fake.idInstance, apiTokenInstance: w.fake.apiTokenInstance }).lastOutgoingMessages(60);
    expect(listed.ok && listed.body[0]).toMatchObject({ type: 'outgoing', idMessage: w.fake.messages.at(-1)!.idMessage, chatId: w.fake.messages.at(-1)!.chatId });
  });
});

describe('an answer that comes too late', () => {
  it('is «sin respuesta», an unknown outcome, and the message is among the sent ones', async () => {
    const client = createGreenApiClient(w.fake.url, { idInstance: w.fake.idInstance, apiTokenInstance: w.fake.apiTokenInstance }, { timeoutMs: 200 });
    w.fake.loseAnswers(1, { mode: 'late', lateMs: 1000 });
    const answer = await client.sendMessage('529940000009', 'Tu pedido va en camino');
    expect(answer).toMatchObject({ ok: false, kind: 'unavailable', detail: 'sin respuesta' });
    expect(sendOutcomeUnknown(answer)).toBe(true);
    const listed = await client.lastOutgoingMessages(5);
    expect(listed.ok && listed.body.filter((sent) => sent.chatId === '529940000009@c.us')).toEqual([
      expect.objectContaining({ typeMessage: 'textMessage', textMessage: 'Tu pedido va en camino', idMessage: w.fake.messages.at(-1)!.idMessage }),
    ]);
    expect(sendOutcomeUnknown({ ok: false, kind: 'refused', status: 400, detail: '400' })).toBe(false);
  });
});

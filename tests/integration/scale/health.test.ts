// Health and readiness endpoints and the graceful drain of one instance (server/src/lifecycle.ts), on a
// real port with real sockets; the three-instance version behind nginx is cluster.test.ts.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ID_PATH } from '../../../server/src/db/seed/demo/commerce';
import { drain, DRAIN_CLOSE_CODE } from '../../../server/src/lifecycle';
import { openPanelClient } from '../../../scripts/bench/_panel-client';
import { buildOrder, createRandom, fetchCatalogue } from '../../../scripts/simulate';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz while serving', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('drains: readiness 503, live sockets closed with 1012, the request in flight answered', async () => {
    const session = await login(t.app, 'demo@ejemplo.mx', 'demo1234');
    const panel = await openPanelClient(url, session.headers.id_comercio, session.headers.authorization.replace('Bearer ', ''));
    const catalogue = await fetchCatalogue(url, DEMO_ID_PATH);
    const body = JSON.stringify(buildOrder(catalogue, createRandom(3)));

    const raw = connect(Number(new URL(url).port), '127.0.0.1');
    let answer = '';
    raw.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    raw.write(
      `POST /v1/public/comercio/${DEMO_ID_PATH}/pedido HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await expect.poll(() => answer.includes('100 Continue')).toBe(true);

    const drained = drain(t.app);
    expect(t.app.lifecycle.draining).toBe(true);
    const readiness = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'draining', message: 'El servidor se está apagando' });
    expect(await panel.closed).toBe(DRAIN_CLOSE_CODE);

    raw.write(body);
    await drained;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(answer).toMatch(/HTTP\/1\.1 201 Created/);
  });
});

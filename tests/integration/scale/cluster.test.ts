// Three server instances on one PostgreSQL behind a real nginx (websocket upgrade), as README "Más de una
// instancia" describes: live events cross instances, login limits are shared, a logout closes the
// session's sockets everywhere, and SIGTERM drains one instance without losing its panels' events.
// Needs PostgreSQL: it runs in the PostgreSQL integration pass of .ci/run (TEST_DATABASE_URL). On the
// embedded-PGlite pass one process owns the database, so the test checks instead that CI runs that pass.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCiRunsThePostgresPass, onPostgres } from '../support/postgres-pass';
import { DEV_API_KEY } from '../../../server/src/config';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../../server/src/db/seed/demo/commerce';
import { DRAIN_CLOSE_CODE } from '../../../server/src/lifecycle';
import { startCluster, type Cluster } from '../../../scripts/bench/_cluster-env';
import { openPanelClient, type PanelClient } from '../../../scripts/bench/_panel-client';
import { buildOrder, createRandom, fetchCatalogue, type Catalogue } from '../../../scripts/simulate';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`tiempo agotado: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function login(url: string, password: string = DEMO_LOGIN.password, forwardedFor?: string) {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ email: DEMO_LOGIN.email, password }),
  });
  return { status: response.status, body: (await response.json()) as { token: string; id_comercio: string; message?: string } };
}

describe('several instances behind nginx', () => {
  if (!onPostgres) {
    it('runs in the PostgreSQL integration pass of .ci/run', expectCiRunsThePostgresPass);
    return;
  }

  let cluster: Cluster;
  let catalogue: Catalogue;
  const random = createRandom(14);
  let session: { token: string; id_comercio: string };

  async function postOrder(url: string): Promise<string> {
    const response = await fetch(`${url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildOrder(catalogue, random)),
    });
    const body = (await response.json()) as { pedido?: { id: string } };
    expect(response.status).toBe(201);
    return body.pedido!.id;
  }

  beforeAll(async () => {
    cluster = await startCluster(adminUrl, 3);
    catalogue = await fetchCatalogue(cluster.proxyUrl, DEMO_ID_PATH);
    session = (await login(cluster.proxyUrl)).body;
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('delivers an order posted through one instance to panels on every instance and through nginx', async () => {
    const [a, b, c] = cluster.instances;
    const panels: PanelClient[] = [];
    for (const url of [b!.url, c!.url, cluster.proxyUrl]) panels.push(await openPanelClient(url, session.id_comercio, session.token));
    const viaA = await postOrder(a!.url);
    const viaProxy = await postOrder(cluster.proxyUrl);
    await waitFor(() => panels.every((panel) => panel.arrivals.has(viaA) && panel.arrivals.has(viaProxy)), 'newOrder en todos los paneles');
    for (const panel of panels) panel.socket.close(1000);
  });

  it('counts failed logins once for all instances (limits kept in PostgreSQL)', async () => {
    const ip = '203.0.113.7';
    // Default limit: 10 failures per account and IP, spread over the three instances.
    for (let i = 0; i < 10; i += 1) {
      const instance = cluster.instances[i % 3]!;
      expect((await login(instance.url, 'equivocada', ip)).status).toBe(401);
    }
    const blocked = await login(cluster.instances[1]!.url, DEMO_LOGIN.password, ip);
    expect(blocked.status).toBe(429);
    expect((await login(cluster.instances[2]!.url, DEMO_LOGIN.password, '203.0.113.8')).status).toBe(200);
  });

  it("closes a session's sockets on every instance when it logs out on one", async () => {
    const other = (await login(cluster.proxyUrl)).body;
    const [a, b, c] = cluster.instances;
    const panels = [await openPanelClient(b!.url, other.id_comercio, other.token), await openPanelClient(c!.url, other.id_comercio, other.token)];
    const bystander = await openPanelClient(c!.url, session.id_comercio, session.token);
    const logout = await fetch(`${a!.url}/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${other.token}` } });
    expect(logout.status).toBeLessThan(300);
    await waitFor(() => panels.every((panel) => panel.closeCode() !== null), 'cierre de los sockets de la sesión');
    expect(panels.map((panel) => panel.closeCode())).toEqual([1000, 1000]);
    expect(bystander.closeCode()).toBeNull();
    bystander.socket.close(1000);
  });

  it('drains an instance on SIGTERM: the request in flight is answered, panels reconnect elsewhere and miss nothing', async () => {
    const c = cluster.instances[2]!;
    const panel = await openPanelClient(c.url, session.id_comercio, session.token);

    // A request in flight: headers parsed (100 Continue received), body not yet sent.
    const body = JSON.stringify(buildOrder(catalogue, random));
    const raw = connect(Number(new URL(c.url).port), '127.0.0.1');
    let answer = '';
    raw.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    raw.write(
      `POST /v1/public/comercio/${DEMO_ID_PATH}/pedido HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    await waitFor(() => answer.includes('100 Continue'), '100 Continue');

    c.child.kill('SIGTERM');
    await c.waitForOutput(/SIGTERM recibido/);
    expect(await panel.closed).toBe(DRAIN_CLOSE_CODE);
    raw.write(body);
    await waitFor(() => /HTTP\/1\.1 201/.test(answer), 'respuesta 201 del pedido en curso');
    expect(await c.exited).toBe(0);

    // While the panel is away an order comes in; after reconnecting through nginx (to A or B) the panel
    // refetches its in-process orders, and live events flow again.
    const missed = await postOrder(cluster.proxyUrl);
    const back = await openPanelClient(cluster.proxyUrl, session.id_comercio, session.token);
    const inProcess = await fetch(`${cluster.proxyUrl}/v2/commerce/${session.id_comercio}/orders?orders_in_process=true`, {
      headers: { 'x-api-key': process.env.API_KEY ?? DEV_API_KEY, 'x-panel-session': session.token },
    });
    expect(inProcess.status).toBe(200);
    const rows = ((await inProcess.json()) as { rows: { id: string }[] }).rows;
    expect(rows.map((row) => row.id)).toContain(missed);
    const next = await postOrder(cluster.proxyUrl);
    await waitFor(() => back.arrivals.has(next), 'newOrder después de reconectar');
    back.socket.close(1000);
  });
});

// Fuzz test over the route table (app.routeAccessTable — every registered /v1 and /v2 route, so a new route
// is fuzzed the moment it exists): ≥ 5,200 hostile requests (tests/integration/security/fuzz-requests.ts)
// sent as the demo commerce's owner, who passes every permission check, so they reach the handlers. Fails
// on any 5xx, any answer slower than 5 s, and any row written by a refused (4xx) request — counted by row
// triggers on every table of the test database (write-tracker.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { BILLING_PROVIDERS } from '../../../server/src/services/billing/provider';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { createRandom, fuzzRequests, type FuzzRequest } from './fuzz-requests';
import { demoCommerce, familyOf, resourceIds } from './support';
import { trackWrites, type WriteTracker } from './write-tracker';

const TOTAL_REQUESTS = 5_200;
const HANG_MS = 5_000;
// Kept by triggers from other tables' writes (those tables are counted): the intake cache's versions and the
// monthly order counts. The event outbox and rate limits (a refused login counts) are never counted.
const DERIVED_TABLES = ['intake_versions', 'order_month_counts'];
// Ends the owner's own session, which every other request needs.
const SKIPPED = new Set(['POST /v1/auth/logout']);

// The billing provider is external: a fake one, so mi-cuenta routes answer instead of 503 "not configured".
BILLING_PROVIDERS.set('fuzz', {
  code: 'fuzz',
  customerPortalUrl: async () => 'https://portal.example/fuzz',
  invoicePortalUrl: async () => 'https://facturas.example/fuzz',
  invoices: async () => [],
  retryLastInvoice: async () => ({ status: 'paid', attempt_count: 1 }),
});
process.env.BILLING_PROVIDER = 'fuzz';

const testApp: TestApp = await createTestApp({ seedDemo: true });
const routes = testApp.app.routeAccessTable.filter((entry) => !SKIPPED.has(`${entry.method} ${entry.url}`));
// Spread over however many routes exist, never fewer than 20 each.
const REQUESTS_PER_ROUTE = Math.max(20, Math.ceil(TOTAL_REQUESTS / routes.length));
let owner: LoggedIn;
let ids: Record<string, string>;
let bases: Record<string, Record<string, unknown>> = {};
let writes: WriteTracker;
let sent = 0;
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  owner = await login(testApp.app, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const demo = await demoCommerce(testApp.handle);
  ids = await resourceIds(testApp.handle, demo.commerceId);
  // Valid bodies of the routes that take the richest input, so one hostile field gets past the others.
  const order = {
    metodo_entrega: 'takeAway',
    nombre: 'Ana López',
    numero_celular: '9931112233',
    country_code: '52',
    metodo_pago: 'efectivo',
    productos: [{ id_producto: ids.productos, cantidad: 1, extras: [] }],
  };
  bases = {
    [`POST /v1/public/comercio/:id_path/pedido`]: order,
    'POST /v1/pedidos/telefonico': order,
    'POST /v1/productos': { nombre: 'Taco nuevo', id_categoria: ids.categorias, precio: 25, descripcion: 'Rico' },
    'PUT /v1/productos/:id': { nombre: 'Taco editado', precio: 30 },
    'POST /v1/categorias': { nombre: 'Categoría nueva', descripcion: 'x' },
    'POST /v1/extras': { nombre: 'Salsas', minimo: 0, maximo: 2, opciones: [{ nombre: 'Verde', precio: 0 }] },
    'POST /v1/cupones': { codigo: 'FUZZ10', tipo: 'percent', valor: 10 },
    'POST /v1/anuncios': { titulo: 'Promoción', texto: 'Martes 2x1' },
    'POST /v1/usuarios': { email: 'fuzz@prueba.mx', name: 'Fuzz', username: 'fuzz_user', password: 'contrasena1' },
    'POST /v1/auth/login': { email: 'nadie@prueba.mx', password: 'incorrecta' },
    'PUT /v1/comercio': { nombre: 'Taquería El Buen Taco', telefono: '9931234567' },
  };
  writes = await trackWrites(testApp.handle, DERIVED_TABLES);
}, 120_000);

afterAll(async () => {
  console.info(`fuzz: ${sent} requests over ${routes.length} routes; statuses ${JSON.stringify(Object.fromEntries([...statusCounts].sort()))}`);
  await testApp.close();
  BILLING_PROVIDERS.delete('fuzz');
  delete process.env.BILLING_PROVIDER;
});

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = familyOf(request.url) === 'v2' ? { ...owner.v2Headers, id_comercio: owner.session.id_comercio } : { ...owner.headers };
  if (request.contentType) headers['content-type'] = request.contentType;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  const response = testApp.app.inject({ method: request.method, url: request.url, headers, ...(request.body !== undefined ? { payload: request.body } : {}) });
  const outcome = await Promise.race([response, hang]);
  clearTimeout(timer);
  return outcome;
}

describe('fuzzed requests from the route table', () => {
  it('covers every route with enough requests', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.length * REQUESTS_PER_ROUTE).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });

  routes.forEach((entry, index) => {
    it(`${entry.method} ${entry.url}`, async () => {
      const random = createRandom(20_261_124 + index);
      const failures: string[] = [];
      let mark = await writes.mark();
      for (const request of fuzzRequests(entry, ids, random, REQUESTS_PER_ROUTE, bases[`${entry.method} ${entry.url}`])) {
        const outcome = await send(request);
        sent += 1;
        const after = await writes.mark();
        if (outcome === 'hang') {
          failures.push(`${request.label}: sin respuesta en ${HANG_MS} ms`);
        } else {
          statusCounts.set(outcome.statusCode, (statusCounts.get(outcome.statusCode) ?? 0) + 1);
          if (outcome.statusCode >= 500) failures.push(`${request.label}: ${outcome.statusCode} ${outcome.body.slice(0, 200)}`);
          if (outcome.statusCode >= 400 && after !== mark) {
            failures.push(`${request.label}: ${outcome.statusCode} pero escribió en ${(await writes.tablesWrittenSince(mark)).join(', ')}`);
          }
        }
        mark = after;
      }
      // A request that ended the owner's session (none should) would blind the rest: sign in again.
      const check = await testApp.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers: owner.headers });
      if (check.statusCode === 401) owner = await login(testApp.app, DEMO_LOGIN.email, DEMO_LOGIN.password);
      expect(failures).toEqual([]);
    }, 120_000);
  });
});

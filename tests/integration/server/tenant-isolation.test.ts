// Tenant isolation, table-driven: every row of tests/integration/support/isolation/*.ts is called on
// commerce A's resources with commerce B's session — with B's own id_comercio header and with A's —
// and must answer 403/404 when it names A's resources, never any data of A.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolationContext, IsolationIds, IsolationRow } from '../support/isolation-types';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../support/test-app';

const modules = import.meta.glob<{ rows: IsolationRow[] }>('../support/isolation/*.ts', { eager: true });
const allRows: IsolationRow[] = Object.values(modules).flatMap((mod) => mod.rows);

let testApp: TestApp;
let ctxA: IsolationContext;
let authB: LoggedIn;

beforeAll(async () => {
  testApp = await createTestApp();
  const commerceA = await createCommerce(testApp.handle, { plan: 'PLUS', nombre: 'Taquería Comercio A' });
  const commerceB = await createCommerce(testApp.handle, { plan: 'PLUS', nombre: 'Pizzería Comercio B' });
  ctxA = { app: testApp.app, handle: testApp.handle, commerce: commerceA, auth: await login(testApp.app, commerceA.email, commerceA.password) };
  authB = await login(testApp.app, commerceB.email, commerceB.password);
});

afterAll(async () => {
  await testApp?.close();
});

function headersFor(row: IsolationRow, auth: LoggedIn, commerceHeader: string): Record<string, string> {
  return row.family === 'v1'
    ? { ...auth.headers, id_comercio: commerceHeader }
    : { ...auth.v2Headers, id_comercio: commerceHeader };
}

function secretsOfA(ids: IsolationIds): string[] {
  const a = ctxA.commerce;
  return [...new Set([...Object.values(ids), a.commerceId, a.accountId, a.userId, a.idPath, a.email, 'Taquería Comercio A', ctxA.auth.session.token])];
}

describe('tenant isolation', () => {
  it('has rows from every isolation file', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(allRows.length).toBeGreaterThan(0);
  });

  for (const row of allRows) {
    it(`${row.name}: B cannot reach A`, async () => {
      const ids: IsolationIds = { commerceId: ctxA.commerce.commerceId, ...(row.setup ? await row.setup(ctxA) : {}) };
      const url = row.path(ids);
      const payload = row.body?.(ids) as Record<string, unknown> | undefined;
      const namesA = Object.values(ids).some((id) => url.includes(id));
      const secrets = secretsOfA(ids);

      // B's session, B's own commerce header.
      const own = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, authB, authB.session.id_comercio) });
      if (namesA) expect([403, 404], `${row.name} with B's session answered ${own.statusCode}`).toContain(own.statusCode);
      for (const secret of secrets) expect(own.body).not.toContain(secret);

      // B's session claiming A's commerce in the header.
      const claimed = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, authB, ctxA.commerce.commerceId) });
      expect([403, 404]).toContain(claimed.statusCode);
      for (const secret of secrets) expect(claimed.body).not.toContain(secret);

      // The row is real: A itself is neither unauthenticated nor forbidden there.
      const mine = await testApp.app.inject({ method: row.method, url, payload, headers: headersFor(row, ctxA.auth, ctxA.commerce.commerceId) });
      expect([401, 403, 404], `${row.name} for A itself answered ${mine.statusCode} ${mine.body}`).not.toContain(mine.statusCode);
    });
  }
});

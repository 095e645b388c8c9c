// Authorization, table-driven from the routes the app actually registered (app.routeAccessTable, filled by
// an onRoute hook — no hand-kept list): every /v1 and /v2 route declares its access; every module route
// refuses a staff user holding every permission except the one it needs (403, Spanish message, no row
// changed) and admits one holding just that permission; owner routes refuse staff; operator routes (backups)
// refuse every commerce's owner but the server's operator. A new route is covered
// the moment it is registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../../../server/src/plugins/access';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { SERVER_MSG } from '../../../server/src/messages';
import type { BackupStatus } from '@shared/types/backup';
import { DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { OPERATOR_ROUTES, operatorRouteAnswers, signUpOwner } from './operator-support';
import {
  demoCommerce,
  everything,
  everythingExcept,
  familyOf,
  fillPath,
  isModuleAccess,
  resourceIds,
  staffCaller,
  type Caller,
  type DemoCommerce,
} from './support';
import { trackWrites, type WriteTracker } from './write-tracker';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Built at collection time so each route of the table becomes its own test.
const testApp: TestApp = await createTestApp({ seedDemo: true });
const demo: DemoCommerce = await demoCommerce(testApp.handle);
const table: RouteAccessEntry[] = [...testApp.app.routeAccessTable];
let ids: Record<string, string>;
let writes: WriteTracker;

beforeAll(async () => {
  ids = await resourceIds(testApp.handle, demo.commerceId);
  writes = await trackWrites(testApp.handle);
});

afterAll(async () => {
  await testApp.close();
});

const ACCESS_MESSAGES: string[] = [SERVER_MSG.moduleNotInPlan, SERVER_MSG.permissionDenied, ACCESS_MSG.ownerOnly, ACCESS_MSG.operatorOnly, ACCESS_MSG.undeclared];

async function call(entry: RouteAccessEntry, caller: Caller) {
  const method = entry.method as InjectMethod;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return testApp.app.inject({
    method,
    url: fillPath(entry.url, ids),
    headers: familyOf(entry.url) === 'v2' ? caller.v2Headers : caller.headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('route access table', () => {
  it('collects every registered /v1 and /v2 route, each with a declaration', () => {
    expect(table.length).toBeGreaterThan(80);
    const undeclared = table.filter((entry) => entry.access === null).map((entry) => `${entry.method} ${entry.url}`);
    expect(undeclared, 'routes without config.access (docs/security.md)').toEqual([]);
  });

  it('declares public access only in the unauthenticated families', () => {
    const misplaced = table
      .filter((entry) => entry.access === 'public')
      .filter((entry) => !entry.url.startsWith('/v1/public/') && !entry.url.startsWith('/v1/auth/'))
      .map((entry) => `${entry.method} ${entry.url}`);
    expect(misplaced).toEqual([]);
  });

  it('prints the table size (report figure)', () => {
    const kinds = { module: table.filter(isModuleAccess).length, owner: 0, operator: 0, signedIn: 0, public: 0 };
    for (const entry of table) if (typeof entry.access === 'string') kinds[entry.access] += 1;
    console.info(`route access table: ${table.length} routes`, kinds);
    expect(kinds.module).toBeGreaterThan(50);
  });
});

describe('module routes refuse a staff user lacking exactly the needed permission', () => {
  for (const entry of table.filter(isModuleAccess)) {
    const { module, permission } = entry.access;
    it(`${entry.method} ${entry.url} needs ${module}:${permission}`, async () => {
      const lacking = await staffCaller(testApp.handle, demo.commerceId, everythingExcept(module, permission));
      const before = await writes.mark();
      const refused = await call(entry, lacking);
      expect(await writes.tablesWrittenSince(before), 'tables changed by the refused request').toEqual([]);
      expect(refused.statusCode, refused.body).toBe(403);
      expect([SERVER_MSG.permissionDenied, SERVER_MSG.moduleNotInPlan]).toContain(refused.json<{ message: string }>().message);

      // The declaration is not stricter than it says: holding just that permission gets past the check.
      const holder = await staffCaller(testApp.handle, demo.commerceId, [{ id: module, permisos: [permission] }]);
      const admitted = await call(entry, holder);
      const admittedMessage = String(admitted.headers['content-type'] ?? '').includes('json') ? (admitted.json<{ message?: string }>().message ?? '') : '';
      expect(admitted.statusCode, admitted.body).not.toBe(401);
      expect(ACCESS_MESSAGES, admitted.body).not.toContain(admittedMessage);
      expect(admitted.statusCode, admitted.body.slice(0, 300)).toBeLessThan(500);
    });
  }
});

describe('owner-only routes', () => {
  it('refuse a staff user holding every module and permission, changing nothing', async () => {
    const ownerRoutes = table.filter((entry) => entry.access === 'owner');
    expect(ownerRoutes.length).toBeGreaterThan(0);
    const staff = await staffCaller(testApp.handle, demo.commerceId, everything());
    const failures: string[] = [];
    for (const entry of ownerRoutes) {
      const before = await writes.mark();
      const response = await call(entry, staff);
      const changed = await writes.tablesWrittenSince(before);
      if (response.statusCode !== 403 || response.json<{ message: string }>().message !== ACCESS_MSG.ownerOnly) {
        failures.push(`${entry.method} ${entry.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (changed.length > 0) failures.push(`${entry.method} ${entry.url}: changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('operator-only routes (the server\'s backups)', () => {
  it('are the backup routes, and refuse staff, the demo\'s owner and a fresh sign-up owner, changing nothing; the operator passes', async () => {
    const operatorRoutes = table.filter((entry) => entry.access === 'operator').map((entry) => `${entry.method} ${entry.url}`);
    expect(operatorRoutes.sort()).toEqual(['GET /v1/respaldos', 'POST /v1/respaldos', 'PUT /v1/respaldos/carpeta-copia']);
    // Without ADMIN_EMAILS the operator is the owner of the first account (the demo's left out): the installer's.
    const installer = await createCommerce(testApp.handle, { nombre: 'Operación del servidor' });
    const operator = await login(testApp.app, installer.email, installer.password);
    const before = (await testApp.app.inject({ method: 'GET', url: '/v1/respaldos', headers: operator.headers })).json<BackupStatus>();
    const refusedCallers = {
      staff: (await staffCaller(testApp.handle, demo.commerceId, everything())).headers,
      demoOwner: (await login(testApp.app, DEMO_LOGIN.email, DEMO_LOGIN.password)).headers,
      signUp: (await signUpOwner(testApp.app)).headers,
    };
    for (const [who, headers] of Object.entries(refusedCallers)) {
      const mark = await writes.mark();
      const answers = await operatorRouteAnswers(testApp.app, headers);
      expect(answers, who).toEqual(OPERATOR_ROUTES.map((route) => `${route.method} ${route.url} → 403 ${ACCESS_MSG.operatorOnly}`));
      expect(await writes.tablesWrittenSince(mark), who).toEqual([]);
    }
    const after = (await testApp.app.inject({ method: 'GET', url: '/v1/respaldos', headers: operator.headers })).json<BackupStatus>();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ copyDirectory: null, inProgress: false, last: null });
  });
});

describe('signed-in routes', () => {
  it('refuse a request without a session (401)', async () => {
    const failures: string[] = [];
    for (const entry of table.filter((e) => e.access !== 'public')) {
      const method = entry.method as InjectMethod;
      const response = await testApp.app.inject({ method, url: fillPath(entry.url, ids), headers: { id_comercio: demo.commerceId } });
      if (response.statusCode !== 401) failures.push(`${entry.method} ${entry.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

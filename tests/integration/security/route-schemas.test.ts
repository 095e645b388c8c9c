// Every route declares how its request is read (docs/security.md "Reading a request"): a route whose path has
// params, or whose handler reads request.query or request.body, declares that part's schema in its options
// (`schema: { params, querystring, body }`: a shared yup schema or a JSON schema), and Fastify enforces it
// before the handler. Enumerated from the registered routes (app.routeAccessTable), so a new route is checked.
// Routes only route: no file under server/src/routes imports drizzle-orm or server/src/db; data access
// lives in server/src/services (docs/server.md "Routes and validation").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

type Part = 'params' | 'querystring' | 'body';

const testApp = await createTestApp();
afterAll(async () => {
  await testApp.close();
});

function readParts(url: string, handlerSource: string): Part[] {
  const parts: Part[] = [];
  if (url.includes(':')) parts.push('params');
  if (/\brequest\.query\b/.test(handlerSource)) parts.push('querystring');
  if (/\brequest\.body\b/.test(handlerSource)) parts.push('body');
  return parts;
}

describe('request schemas', () => {
  const undeclared: Record<string, Part[]> = {};
  for (const route of testApp.app.routeAccessTable) {
    const schema = (route.schema ?? {}) as Partial<Record<Part, unknown>>;
    const missing = readParts(route.url, route.handler.toString()).filter((part) => schema[part] === undefined);
    if (missing.length > 0) undeclared[`${route.method} ${route.url}`] = missing;
  }

  it('every route declares the request parts it reads', () => {
    expect(undeclared, 'declare schema.params/querystring/body in the route options').toEqual({});
  });

  it('checks a real table', () => {
    expect(testApp.app.routeAccessTable.length).toBeGreaterThan(100);
  });
});

const ROUTES_DIR = join(import.meta.dirname, '../../../server/src/routes');
// The public order route moves its menu reads with the intake's staleness rule (issue #48, item 4).
const DATA_ACCESS_PENDING = new Set(['public/orders.ts']);
const DATA_IMPORT = /\bfrom\s+'(?:drizzle-orm(?:\/[^']*)?|(?:\.\.\/)+db(?:\/[^']*)?)'/;

function routeFiles(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('routes only route', () => {
  it('no route file imports drizzle-orm or the db folder', () => {
    const offenders = routeFiles()
      .map((path) => relative(ROUTES_DIR, path).split('\\').join('/'))
      .filter((file) => !DATA_ACCESS_PENDING.has(file))
      .filter((file) => DATA_IMPORT.test(readFileSync(join(ROUTES_DIR, file), 'utf8')));
    expect(offenders, 'move the query into server/src/services').toEqual([]);
  });

  it('reads the real route folder', () => {
    expect(routeFiles().length).toBeGreaterThan(40);
  });
});

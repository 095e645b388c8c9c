// Every route declares how its request is read (docs/security.md "Reading a request"): a route whose path has
// params, or whose handler reads request.query or request.body, declares that part's schema in its options
// (`schema: { params, querystring, body }`: a shared yup schema or a JSON schema), and Fastify enforces it
// before the handler; no handler checks a part again by hand. Enumerated from the registered routes (app.routeAccessTable), so a new route is checked.
// Every /v1/public, /v2 and /v1/integrations route declares its reply in `schema.response`: Fastify serialises
// the reply with it, so a field the schema does not name never leaves the server and a reply missing a
// required field is a 500 that fails the route's tests.
// Routes only route: no file under server/src/routes imports drizzle-orm or server/src/db; data access
// lives in server/src/services (docs/server.md "Routes and validation").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { messageReply } from '../../../server/src/http/reply-schemas/common';
import { TIME_ZONES } from '../../../server/src/routes/public/timezone';
import { createTestApp } from '../../../testkit/test-app';

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

  // One way to read a request: the declared schema, run by the one validator compiler before the handler.
  const HAND_CHECK = /\.validate(?:Sync|At)?\(|\.isValid(?:Sync)?\(|\bassertValid\(|\bnew Ajv\b|\.compile\(|typeof request\.(?:body|query|params)\b/;
  it('no handler validates a request part by hand', () => {
    const byHand = testApp.app.routeAccessTable.filter((route) => HAND_CHECK.test(route.handler.toString())).map((route) => `${route.method} ${route.url}`);
    expect(byHand, 'declare the rule in the route schema (server/src/plugins/validators.ts)').toEqual([]);
  });

  it('checks a real table', () => {
    expect(testApp.app.routeAccessTable.length).toBeGreaterThan(100);
  });
});

const ROUTES_DIR = join(import.meta.dirname, '../../../server/src/routes');
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
      .filter((file) => DATA_IMPORT.test(readFileSync(join(ROUTES_DIR, file), 'utf8')));
    expect(offenders, 'move the query into server/src/services').toEqual([]);
  });

  it('reads the real route folder', () => {
    expect(routeFiles().length).toBeGreaterThan(40);
  });
});

const DECLARES_REPLY = /^\/v1\/public\/|^\/v2\/|^\/v1\/integrations(?:\/|$)/;

describe('reply schemas', () => {
  const covered = testApp.app.routeAccessTable.filter((route) => DECLARES_REPLY.test(route.url) && route.method !== 'HEAD');

  it('every /v1/public, /v2 and integration route declares its success reply', () => {
    const undeclared = covered
      .filter((route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | null)?.response ?? {};
        return !Object.keys(response).some((status) => /^2(?:\d\d|xx)$/.test(status));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared, 'declare schema.response[200] (server/src/http/reply-schemas)').toEqual([]);
    expect(covered.length).toBeGreaterThan(15);
  });

  it('every integration route that reads a body describes its fields (not a bare object)', () => {
    const bare = covered
      .filter((route) => route.url.startsWith('/v1/integrations') && /\brequest\.body\b/.test(route.handler.toString()))
      .filter((route) => !(route.schema as { body?: { properties?: object } } | null)?.body?.properties)
      .map((route) => `${route.method} ${route.url}`);
    expect(bare).toEqual([]);
  });

  it('serialises a declared reply as the schema says', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/v1/public/timezone' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(TIME_ZONES);
  });

  it('drops a field the schema does not name and refuses a reply missing a required one', async () => {
    const app = Fastify({ logger: false });
    app.get('/extra', { schema: { response: { 200: messageReply } } }, async () => ({ message: 'listo', secreto: 'no sale' }));
    app.get('/missing', { schema: { response: { 200: messageReply } } }, async () => ({ otro: 'campo' }));
    try {
      expect((await app.inject({ url: '/extra' })).json()).toEqual({ message: 'listo' });
      expect((await app.inject({ url: '/missing' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

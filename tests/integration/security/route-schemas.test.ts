// Every route declares how its request is read (docs/security.md "Reading a request"): a route whose path has
// params, or whose handler reads request.query or request.body, declares that part's schema in its options
// (`schema: { params, querystring, body }`: a shared yup schema or a JSON schema), and Fastify enforces it
// before the handler. Enumerated from the registered routes (app.routeAccessTable), so a new route is checked.
import { afterAll, describe, expect, it } from 'vitest';
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

  it('checks a real table', () => {
    expect(testApp.app.routeAccessTable.length).toBeGreaterThan(100);
  });
});

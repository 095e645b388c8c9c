// The published API (docs/api.md): the OpenAPI 3.1 document generated from the route schemas validates
// (@seriousme/openapi-schema-validator), holds every registered /v1/public and /v2 route with its request parts
// and a success reply, and no panel-only /v1 route; /api/docs is a readable page whose scripts are served by
// this server (no CDN). Real HTTP.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

let t: TestApp;
let url: string;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${url}/api/docs/json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await t?.close();
});

const PUBLISHED = /^\/v1\/public\/|^\/v2\/|^\/v1\/integrations(?:\/|$)/;
const openApiPath = (route: string) => route.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does refuse a broken document (a path parameter that is not required).
    const broken = structuredClone(document);
    broken.paths['/v2/commerce/{commerceId}/menu']!.get!.parameters = [{ in: 'path', name: 'commerceId' }];
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });

  it('holds every registered /v1/public and /v2 route with its request parts and a success reply, and nothing of the panel’s /v1', () => {
    const published = t.app.routeAccessTable.filter((route) => PUBLISHED.test(route.url));
    expect(published.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const route of published) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${route.method} ${route.url}: not in the document`);
        continue;
      }
      const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      const documented = new Set((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
      for (const name of params) if (!documented.has(name!)) problems.push(`${route.method} ${route.url}: path parameter ${name} undocumented`);
      if (route.schema?.body !== undefined && !operation.requestBody) problems.push(`${route.method} ${route.url}: body undocumented`);
      const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status));
      if (!success?.[1].content) problems.push(`${route.method} ${route.url}: no success reply schema`);
      if ((route.url.startsWith('/v2/') || route.url.startsWith('/v1/integrations')) && !operation.security?.length) problems.push(`${route.method} ${route.url}: no security`);
    }
    expect(problems).toEqual([]);
    const panelOnly = Object.keys(document.paths).filter((path) => !PUBLISHED.test(path));
    expect(panelOnly).toEqual([]);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['claveComercio', 'claveServidor', 'idComercio', 'sesionPanel', 'sesionPropietario']);
    // The integration settings are in it, with the PUT body and the panel session's scheme.
    expect(published.filter((route) => route.url.startsWith('/v1/integrations')).map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /v1/integrations/:providerType/:providerCode',
      'GET /v1/integrations',
      'GET /v1/integrations/:providerType/:providerCode',
      'POST /v1/integrations/:providerType/:providerCode/test',
      'PUT /v1/integrations/:providerType/:providerCode',
    ]);
    const put = document.paths['/v1/integrations/{providerType}/{providerCode}']!.put!;
    expect(Object.keys((put.requestBody!.content['application/json']!.schema as { properties: object }).properties)).toEqual(['configuration']);
    expect(put.security).toEqual([{ sesionPropietario: [], idComercio: [] }]);
  });

  it('documents the channel order body from its schema and the public order body from its shared yup schema', () => {
    const channel = document.paths['/v2/commerce/{commerceId}/orders']!.post!;
    const channelBody = channel.requestBody!.content['application/json']!.schema as { required: string[]; properties: { origin: { enum: string[] } } };
    expect(channelBody.required).toEqual(['origin', 'id_pedido_canal', 'cliente', 'productos', 'totales']);
    expect(channelBody.properties.origin.enum).toEqual(['rappi', 'uber_eats', 'didi_food', 'otro']);
    const publicOrder = document.paths['/v1/public/comercio/{id_path}/pedido']!.post!;
    const publicBody = publicOrder.requestBody!.content['application/json']!.schema as { type: string; properties: Record<string, { type?: string }> };
    expect(publicBody.type).toBe('object');
    expect(publicBody.properties.productos?.type).toBe('array');
    expect(publicBody.properties.nombre?.type).toBe('string');
  });
});

describe('/api/docs', () => {
  it('is a page whose scripts and styles come from this server', async () => {
    const page = await fetch(`${url}/api/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.filter((asset) => /^(?:https?:)?\/\//.test(asset))).toEqual([]);
    const bundle = assets.find((asset) => asset.includes('swagger-ui-bundle.js'));
    expect(bundle).toBeTruthy();
    const script = await fetch(new URL(bundle!, `${url}/api/docs/`));
    expect(script.status).toBe(200);
  });
});

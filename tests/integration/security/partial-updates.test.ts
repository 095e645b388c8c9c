// Partial updates (PUT of a product, category, section, extra group, coupon, ad, user) declare their body with
// partialBody(sharedSchema): every field optional, each checked with its type before the handler. Enumerated
// from the registered routes, so a new partial update is covered: for each of its schema's fields a value of
// the wrong type answers 400 naming the field, and no row changes.
import type { SchemaDescription } from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YupPart } from '../../../server/src/plugins/validators';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { demoCommerce, everything, fillPath, resourceIds, staffCaller, type Caller } from './support';
import { trackWrites, type WriteTracker } from './write-tracker';

let t: TestApp;
let caller: Caller;
let ids: Record<string, string>;
let writes: WriteTracker;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const demo = await demoCommerce(t.handle);
  caller = await staffCaller(t.handle, demo.commerceId, everything());
  ids = await resourceIds(t.handle, demo.commerceId);
  writes = await trackWrites(t.handle);
});

afterAll(async () => {
  await t?.close();
});

/** A value of the wrong kind for a field of yup type `type` (yup would not cast it). */
const WRONG: Record<string, unknown> = {
  string: { texto: 'no' },
  number: 'abc',
  boolean: 'quizá',
  array: 'lista',
  object: 'objeto',
  mixed: { valor: 'no' },
  date: { dia: 1 },
};

function partialUpdates(app: TestApp['app']) {
  return app.routeAccessTable.flatMap((route) => {
    const body = (route.schema as { body?: unknown } | undefined)?.body;
    if (!(body instanceof YupPart) || !body.options.sentFieldsOnly) return [];
    const fields = (body.schema.describe() as SchemaDescription & { fields: Record<string, { type: string }> }).fields;
    return [{ method: route.method, url: route.url, fields: Object.entries(fields).map(([name, field]) => ({ name, type: field.type })) }];
  });
}

describe('partial updates check every field sent', () => {
  it('covers the PUTs of products, categories, sections, extras, coupons, ads and users', () => {
    const urls = partialUpdates(t.app).map((route) => `${route.method} ${route.url}`);
    for (const expected of ['/v1/productos/:id', '/v1/categorias/:id', '/v1/secciones/:id', '/v1/extras/:id', '/v1/cupones/:id', '/v1/anuncios/:id', '/v1/usuarios/:id']) {
      expect(urls).toContain(`PUT ${expected}`);
    }
  });

  it('a field of the wrong type answers 400 naming the field, and nothing changes', async () => {
    let checked = 0;
    for (const route of partialUpdates(t.app)) {
      const url = fillPath(route.url, ids);
      const before = await writes.mark();
      for (const field of route.fields) {
        const payload = { [field.name]: WRONG[field.type] ?? { valor: 'no' } };
        const response = await t.app.inject({ method: route.method as 'PUT', url, headers: caller.headers, payload });
        const label = `${route.method} ${url} ${JSON.stringify(payload)} → ${response.body}`;
        expect(response.statusCode, label).toBe(400);
        const answer = response.json<{ message: string; field?: string }>();
        expect(answer.field?.split(/[.[]/)[0], label).toBe(field.name);
        expect(answer.message, label).toMatch(/\S/);
        checked++;
      }
      expect(await writes.tablesWrittenSince(before), `${route.method} ${route.url}`).toEqual([]);
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('a body with only some fields of the right type is still taken (the rest keep their value)', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/v1/productos/${ids.productos}`, headers: caller.headers, payload: { descripcion: 'Con salsa verde' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ descripcion: string }>().descripcion).toBe('Con salsa verde');
    // A coupon code is checked as the service stores it (upper-cased), as before the route declared its body.
    const coupon = await t.app.inject({ method: 'PUT', url: `/v1/cupones/${ids.cupones}`, headers: caller.headers, payload: { codigo: ' verano10 ' } });
    expect(coupon.statusCode, coupon.body).toBe(200);
    expect(coupon.json<{ codigo: string }>().codigo).toBe('VERANO10');
  });
});

// Private files stay private: online-payment documents live outside the public uploads folder and reach
// only the commerce's owner session; public image URLs come from PUBLIC_URL or are relative, never from the
// Host header; uploads are served with nosniff and a restrictive CSP; the bank and tax data of the setup
// are encrypted at rest.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlinePaymentSetups } from '../../../server/src/db/schema/index';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { privateDocumentsDir } from '../../../server/src/services/online-payment/setup';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { everything, staffCaller } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]).toString('base64');

let t: TestApp;
let withPublicUrl: TestApp;
let owner: LoggedIn;
let commerceId: string;

beforeAll(async () => {
  t = await createTestApp();
  withPublicUrl = await createTestApp({ config: { publicUrl: 'https://panel.ejemplo.mx' } });
  const commerce = await createCommerce(t.handle, { plan: 'PLUS' });
  commerceId = commerce.commerceId;
  owner = await login(t.app, commerce.email, commerce.password);
});

afterAll(async () => {
  await t?.close();
  await withPublicUrl?.close();
});

function setup(documents: Record<string, string>) {
  return {
    taxType: 'persona_fisica',
    rfc: 'PELR850101AB1',
    businessName: 'Rosa Pérez López',
    birthDate: '1985-01-01',
    bankAccount: { bank_name: 'BBVA', titular_name: 'Rosa Pérez López', clabe: '012180001234567899' },
    address: { street: 'Av. Juárez', exteriorNumber: '10', neighborhood: 'Centro', city: 'Villahermosa', state: 'Tabasco', postalCode: '86000' },
    documents,
  };
}

describe('online-payment documents', () => {
  let url: string;

  beforeAll(async () => {
    const uploaded = await t.app.inject({ method: 'POST', url: '/v1/cobro-en-linea/documentos', headers: owner.headers, payload: { nombre_archivo: 'ine.pdf', archivo: PDF } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    url = uploaded.json<{ url: string }>().url;
  });

  it('are stored outside the public folder and never served at /uploads', async () => {
    const filename = url.split('/').pop()!;
    expect(url).toBe(`/v1/cobro-en-linea/documentos/${filename}`);
    expect(existsSync(join(t.app.deps.config.uploadsDir, filename))).toBe(false);
    expect(existsSync(join(privateDocumentsDir(t.app.deps.config.uploadsDir), filename))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${filename}` })).statusCode).toBe(404);
  });

  it('reach the owner session only, with headers that keep them inert', async () => {
    const mine = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(String(mine.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.toString('base64')).toBe(PDF);

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const staff = await staffCaller(t.handle, commerceId, everything());
    const refused = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCESS_MSG.ownerOnly });
    const other = await createCommerce(t.handle, { plan: 'PLUS' });
    const otherOwner = await login(t.app, other.email, other.password);
    expect((await t.app.inject({ method: 'GET', url, headers: otherOwner.headers })).statusCode).toBe(404);
  });

  it('and the setup holding them is encrypted at rest, readable by the owner only', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/cobro-en-linea',
      headers: owner.headers,
      payload: setup({ identificacion: url, comprobante_domicilio: url, constancia_situacion_fiscal: url }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.handle.db.select().from(onlinePaymentSetups).where(eq(onlinePaymentSetups.id_comercio, commerceId));
    const stored = JSON.stringify(row!.datos);
    for (const secret of ['PELR850101AB1', '012180001234567899', 'Rosa Pérez López', 'Av. Juárez']) expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^\{"sealed":"v1:/);

    const read = await t.app.inject({ method: 'GET', url: '/v1/cobro-en-linea', headers: owner.headers });
    expect(read.json()).toMatchObject({ estatus: 'en_revision', datos: { rfc: 'PELR850101AB1', bankAccount: { clabe: '012180001234567899' } } });
    const staff = await staffCaller(t.handle, commerceId, everything());
    const staffRead = await t.app.inject({ method: 'GET', url: '/v1/cobro-en-linea', headers: staff.headers });
    expect(staffRead.json()).toMatchObject({ estatus: 'en_revision', datos: null });
  });
});

describe('public image uploads', () => {
  it('build URLs from PUBLIC_URL or relative, never from the Host header', async () => {
    const relative = await t.app.inject({ method: 'POST', url: '/v1/subir/imagen', headers: { ...owner.headers, host: 'atacante.example' }, payload: { extension: 'png', imagen: PNG } });
    expect(relative.statusCode, relative.body).toBe(200);
    const imagen = relative.json<{ imagen: string }>().imagen;
    expect(imagen).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const shop = await createCommerce(withPublicUrl.handle, { plan: 'PLUS' });
    const shopOwner = await login(withPublicUrl.app, shop.email, shop.password);
    const absolute = await withPublicUrl.app.inject({ method: 'POST', url: '/v1/subir/imagen', headers: { ...shopOwner.headers, host: 'atacante.example' }, payload: { extension: 'png', imagen: PNG } });
    expect(absolute.json<{ imagen: string }>().imagen).toMatch(/^https:\/\/panel\.ejemplo\.mx\/uploads\/[0-9a-f-]{36}\.png$/);

    // Served with nosniff and a CSP that lets nothing run.
    const served = await t.app.inject({ method: 'GET', url: imagen });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');

    // A relative upload URL is accepted where the panel stores images (an ad).
    const ad = await t.app.inject({ method: 'POST', url: '/v1/anuncios', headers: owner.headers, payload: { titulo: 'Promoción', imagen } });
    expect(ad.statusCode, ad.body).toBe(201);
  });
});

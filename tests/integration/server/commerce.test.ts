// GET/PUT /v1/comercio (merge + shared validation), tags and time zones, image upload, and the error
// contract: Spanish JSON, the field named, 4xx for any bad input and never a 500.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@shared/types/commerce';
import { DEFAULT_DELIVERY_FORM_CONFIG } from '@shared/types/commerce';
import { SERVER_MSG } from '../../../server/src/messages';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let owner: CommerceFixture;
let auth: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createCommerce(t.handle, { plan: 'PLUS', nombre: 'Mariscos El Puerto' });
  auth = await login(t.app, owner.email, owner.password);
});
afterAll(async () => {
  await t?.close();
});

const getCommerce = async () => (await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: auth.headers })).json<Commerce>();
const putCommerce = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: auth.headers, payload: payload as Record<string, unknown> });

describe('GET /v1/comercio', () => {
  it('answers the commerce with SPEC defaults', async () => {
    const commerce = await getCommerce();
    expect(commerce).toMatchObject({
      id: owner.commerceId,
      nombre: 'Mariscos El Puerto',
      estatus: 'activo',
      forma_pago: 'stripe',
      country_code: '52',
      zona_horaria: 'America/Mexico_City',
      tipo_plan: 'PLUS',
      servicio_activo: true,
      config_form_entrega: DEFAULT_DELIVERY_FORM_CONFIG,
      metodos_pago_envio_domicilio: { efectivo: false, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false },
      colonias: [],
      horarios: [],
      costo_envio_domicilio: null,
    });
  });
});

describe('PUT /v1/comercio', () => {
  it('merges edited fields, converts money, ignores unknown and non-editable fields', async () => {
    const response = await putCommerce({
      servicio_activo: false,
      electron_app_version: '1.4.2',
      activar_envio_domicilio: true,
      metodos_pago_envio_domicilio: { efectivo: true, tarjeta: true, transferencia: false, enlace_pago: false, payment_provider: false },
      tipo_envio_domicilio: 'estandar',
      costo_envio_domicilio: 35.5,
      horarios: [{ dia: 1, horario_apertura: '09:00', horario_cierre: '22:00' }],
      tipo_plan: 'FREEMIUM',
      id: '00000000-0000-4000-8000-000000000000',
      id_path: 'otro',
      campo_inventado: 'x',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Commerce>();
    expect(updated).toMatchObject({
      id: owner.commerceId,
      nombre: 'Mariscos El Puerto',
      servicio_activo: false,
      electron_app_version: '1.4.2',
      costo_envio_domicilio: 35.5,
      tipo_envio_domicilio: 'estandar',
      tipo_plan: 'PLUS',
      id_path: owner.idPath,
    });
    expect(updated).not.toHaveProperty('campo_inventado');
    expect(await getCommerce()).toMatchObject({ servicio_activo: false, costo_envio_domicilio: 35.5 });
  });

  it('validates the merged commerce with the shared schema, names the field and changes nothing', async () => {
    const before = await getCommerce();
    const shortName = await putCommerce({ nombre: 'Mar', servicio_activo: true });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json()).toEqual({ message: 'nombre: Debe tener al menos 5 caracteres', field: 'nombre' });
    const badPrefix = await putCommerce({ prefijo_folio: 'DEMASIADO' });
    expect(badPrefix.statusCode).toBe(400);
    expect(badPrefix.json().field).toBe('prefijo_folio');
    const phone = await putCommerce({ telefono: '12345' });
    expect(phone.json()).toEqual({ message: 'telefono: Debe tener 10 dígitos', field: 'telefono' });
    const zone = await putCommerce({ zona_horaria: 'Marte/Olympus' });
    expect(zone.json().field).toBe('zona_horaria');
    expect(await getCommerce()).toEqual(before);
  });

  it('rejects wrong types with a 400 naming the field', async () => {
    const response = await putCommerce({ servicio_activo: 'quizá' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'El campo servicio_activo debe ser verdadero o falso', field: 'servicio_activo' });
    const emptyMinimum = await putCommerce({ compra_minima_envio_domicilio: '' });
    expect(emptyMinimum.statusCode).toBe(400);
    expect(emptyMinimum.json().field).toBe('compra_minima_envio_domicilio');
    const nested = await putCommerce({ colonias: [{ nombre: 'Centro' }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().field).toBe('colonias.0.costo');
  });
});

describe('catalogues', () => {
  it('GET /v1/tag and GET /v1/public/timezone', async () => {
    const tags = await t.app.inject({ method: 'GET', url: '/v1/tag', headers: auth.headers });
    expect(tags.statusCode).toBe(200);
    expect(tags.json()).toContainEqual({ id: 'tacos', nombre: 'Tacos' });
    const zones = await t.app.inject({ method: 'GET', url: '/v1/public/timezone' });
    expect(zones.statusCode).toBe(200);
    expect(zones.json()[0]).toEqual({ id: 'America/Mexico_City', nombre: 'Tiempo del Centro (Ciudad de México)' });
  });
});

describe('POST /v1/subir/imagen', () => {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
  const upload = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/subir/imagen', headers: auth.headers, payload });

  it('stores a PNG or JPEG (base64 or data URL) and serves it back', async () => {
    const response = await upload({ extension: 'png', imagen: png.toString('base64') });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ imagen: string }>().imagen, 'http://localhost'); // relative without PUBLIC_URL
    expect(url.pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const onDisk = await readFile(join(t.app.deps.config.uploadsDir, url.pathname.split('/').pop()!));
    expect(onDisk.equals(png)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(32, 1)]);
    const dataUrl = await upload({ extension: 'jpg', imagen: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    expect(dataUrl.json().imagen).toMatch(/\.jpg$/);
  });

  it('decides the type by content, not by the extension', async () => {
    const response = await upload({ extension: 'png', imagen: Buffer.from('GIF89a no es png').toString('base64') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_MSG.imageWrongType, field: 'imagen' });
    const notBase64 = await upload({ extension: 'png', imagen: '¡esto no es base64!' });
    expect(notBase64.statusCode).toBe(400);
  });

  it('refuses images over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const response = await upload({ extension: 'png', imagen: big.toString('base64') });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(SERVER_MSG.imageTooLarge);
  });
});

describe('error contract', () => {
  it('malformed JSON is a Spanish 400', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: { ...auth.headers, 'content-type': 'application/json' }, payload: '{"nombre": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_MSG.invalidJson });
  });

  it('a body that is not an object, or of another media type, is a 4xx', async () => {
    const array = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: { ...auth.headers, 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(array.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<hola/>' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(SERVER_MSG.unsupportedMediaType);
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(login.statusCode).toBe(400);
  });

  it('a huge body is 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: SERVER_MSG.bodyTooLarge });
  });

  it('unknown API routes answer a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/public/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: SERVER_MSG.notFound });
  });

  it('prototype keys in JSON do nothing', async () => {
    const response = await putCommerce(JSON.parse('{"__proto__": {"servicio_activo": "x"}, "nombre_contacto": "Luis"}'));
    expect(response.statusCode).toBe(200);
    expect(response.json().nombre_contacto).toBe('Luis');
    expect(({} as Record<string, unknown>).servicio_activo).toBeUndefined();
  });

  it('no bad body makes any foundation endpoint answer 5xx', async () => {
    const endpoints: [string, string][] = [
      ['POST', '/v1/auth/login'],
      ['POST', '/v1/auth/registro'],
      ['POST', '/v1/auth/recuperar-contrasena'],
      ['POST', '/v1/auth/actualizar-password'],
      ['POST', '/v1/auth/validar-numero/enviar'],
      ['POST', '/v1/auth/validar-numero'],
      ['PUT', '/v1/comercio'],
      ['PUT', '/v1/suscriptions/activate-trial'],
      ['POST', '/v1/subir/imagen'],
    ];
    const everyFieldAnObject = JSON.stringify(
      Object.fromEntries(['email', 'username', 'password', 'nombre', 'telefono', 'country_code', 'code', 'imagen', 'extension', 'horarios', 'address', 'tags', 'colonias'].map((key) => [key, { x: [1] }])),
    );
    const bodies = ['{', '[]', '1', '"texto"', 'null', 'true', '{"a":{"b":{"c":[[[]]]}}}', everyFieldAnObject, '{"email":"' + 'ñ'.repeat(500) + '"}'];
    for (const [method, url] of endpoints) {
      for (const payload of bodies) {
        const response = await t.app.inject({ method: method as 'POST', url, payload, headers: { ...auth.headers, 'content-type': 'application/json' } });
        expect(response.statusCode, `${method} ${url} ${payload.slice(0, 40)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      }
    }
  });
});

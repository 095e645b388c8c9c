// Commerce configuration through the API beyond the refusal table: the automatic docs/domain.md (Validación) rules
// (payment link, forced form fields, empty clabe), 'a save with no changes is refused', onboarding saves one
// step at a time, horarios overlaps, the Facebook pixel module, the open/closed toggle honoured by public
// orders, cambiar-contrasena and cobro en línea.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { DEFAULT_DELIVERY_FORM_CONFIG, NO_PAYMENT_METHODS } from '@shared/types/commerce';
import { V } from '@shared/validation/messages';
import { COMMERCE_EDIT_MSG } from '../../../server/src/services/commerce/validate-edits';
import { ALWAYS_OPEN, createOrderingCommerce, orderBody, placeOrder } from '../orders/support';
import { BANK_DETAILS, VALID_ADDRESS, VALID_DELIVERY } from '../../unit/renderer/config/spec-rules';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { configClient } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('delivery settings: automatic rules (docs/domain.md (Validación))', () => {
  it('[payment-link-off-all-flows] turning the payment link off turns enlace_pago off in all three flows', async () => {
    // The link cannot be turned on while online payment is not connected (online-payment-not-offered.test.ts);
    // a commerce stored with it on from before is where the rule still acts.
    const withLink = { ...NO_PAYMENT_METHODS, efectivo: true, enlace_pago: true };
    const client = await configClient(t, { commerce: { activar_pago_enlace: true, metodos_pago_envio_domicilio: withLink, metodos_pago_comer_restaurant: withLink, metodos_pago_pasar_recoger: withLink } });
    const off = await client.put({ ...VALID_DELIVERY, metodos_pago_envio_domicilio: { ...NO_PAYMENT_METHODS, efectivo: true, tarjeta: true }, activar_pago_enlace: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const saved = await client.get();
    expect(saved.activar_pago_enlace).toBe(false);
    for (const flow of ['metodos_pago_comer_restaurant', 'metodos_pago_pasar_recoger'] as const) {
      expect(saved[flow]).toEqual({ ...NO_PAYMENT_METHODS, efectivo: true });
    }
  });

  it('[forced-form-fields] por_kilometro forces ubicacion and por_colonia forces colonia required and shown', async () => {
    const client = await configClient(t);
    const hidden = { ...DEFAULT_DELIVERY_FORM_CONFIG, ubicacion: { required: false, show: false }, colonia: { required: false, show: false } };
    const km = await client.put({ ...VALID_DELIVERY, tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 8, min_km: 2, max_km: 10 }, config_form_entrega: hidden });
    expect(km.status, JSON.stringify(km.body)).toBe(200);
    expect((await client.get()).config_form_entrega.ubicacion).toEqual({ required: true, show: true });
    const colonia = await client.put({ tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: 'Centro', costo: 20 }], config_form_entrega: hidden });
    expect(colonia.status, JSON.stringify(colonia.body)).toBe(200);
    expect((await client.get()).config_form_entrega.colonia).toEqual({ required: true, show: true });
  });

  it('[empty-clabe-clears] an empty clabe clears the bank transfer details', async () => {
    const client = await configClient(t);
    expect((await client.put({ ...VALID_DELIVERY, bank_transfer_details: BANK_DETAILS })).status).toBe(200);
    expect((await client.get()).bank_transfer_details).toEqual(BANK_DETAILS);
    expect((await client.put({ bank_transfer_details: { ...BANK_DETAILS, clabe: '' } })).status).toBe(200);
    expect((await client.get()).bank_transfer_details).toBeNull();
  });

  it('[no-changes-refused] a delivery-settings save with no changes answers 400 and changes nothing', async () => {
    const client = await configClient(t);
    expect((await client.put(VALID_DELIVERY)).status).toBe(200);
    const before = await client.get();
    const again = await client.put(VALID_DELIVERY);
    expect(again).toEqual({ status: 400, body: { message: COMMERCE_EDIT_MSG.noChanges } });
    expect(await client.get()).toEqual(before);
    // The whole commerce sent back with another edit (docs/architecture.md) is a change, not a no-op.
    expect((await client.put({ ...before, servicio_activo: !before.servicio_activo })).status).toBe(200);
  });
});

describe('onboarding: steps save one by one', () => {
  it('a commerce without address or delivery settings can toggle open/closed and save its WhatsApp', async () => {
    const client = await configClient(t, { onboarded: false, commerce: { direccion: '', telefono: '' } });
    const commerce = await client.get();
    const toggle = await client.put({ ...commerce, servicio_activo: false });
    expect(toggle.status, JSON.stringify(toggle.body)).toBe(200);
    const whatsapp = await client.put({ ...commerce, servicio_activo: false, telefono: '9931112233' });
    expect(whatsapp.status, JSON.stringify(whatsapp.body)).toBe(200);
    expect((await client.get()).telefono).toBe('9931112233');
    // The edited field is still checked.
    const short = await client.put({ telefono: '993' });
    expect(short.body).toEqual({ message: `telefono: ${V.exactDigits(10)}`, field: 'telefono' });
  });
});

describe('horarios', () => {
  it('[schedule-overlap] overlapping turns are refused with the turn named; past-midnight turns are accepted', async () => {
    const client = await configClient(t);
    const overlap = await client.put({
      horarios: [
        { dia: 5, horario_apertura: '18:00', horario_cierre: '02:00' },
        { dia: 6, horario_apertura: '01:00', horario_cierre: '12:00' },
      ],
    });
    expect(overlap).toEqual({ status: 400, body: { message: `horarios[1].horario_apertura: ${V.overlappingTurns}`, field: 'horarios[1].horario_apertura' } });
    const night = await client.put({
      horarios: [
        { dia: 5, horario_apertura: '18:00', horario_cierre: '02:00' },
        { dia: 6, horario_apertura: '09:00', horario_cierre: '14:00' },
      ],
    });
    expect(night.status).toBe(200);
  });
});

describe('Facebook pixel (SEGUIMIENTO_REDES_SOCIALES)', () => {
  it('[pixel-module] is saved with the module, refused with 403 without it, and checked for digits', async () => {
    const withModule = await configClient(t, { plan: 'PLUS' });
    const saved = await withModule.put({ facebook_pixel_id: '123456789012345' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await withModule.get()).facebook_pixel_id).toBe('123456789012345');
    const bad = await withModule.put({ facebook_pixel_id: 'abc' });
    expect(bad.body).toEqual({ message: `facebook_pixel_id: ${V.pixelId}`, field: 'facebook_pixel_id' });

    // The plan lacks the module: the pixel's own words about the plan.
    const planWithout = await configClient(t, { plan: 'STARTER' });
    expect(await planWithout.put({ facebook_pixel_id: '123456789012345' })).toEqual({ status: 403, body: { message: COMMERCE_EDIT_MSG.pixelNeedsModule } });

    // The plan has it but this user's own module set does not: it is their permissions, not the plan.
    const without = await configClient(t, { plan: 'PLUS', modules: [{ id: 'DATOS_COMERCIO', permisos: ['list', 'edit'] }] });
    const before = await without.get();
    const refused = await without.put({ facebook_pixel_id: '123456789012345' });
    expect(refused).toEqual({ status: 403, body: { message: 'facebook_pixel_id: No tienes permiso para realizar esta acción', field: 'facebook_pixel_id' } });
    expect(await without.get()).toEqual(before);
    // Sending the unchanged value along with other edits is fine (edits this user may make: DATOS_COMERCIO).
    expect((await without.put({ ...before, nombre_contacto: 'Otra persona' })).status).toBe(200);
  });
});

describe('categorías (tags)', () => {
  it('saves tags of the GET /v1/tag catalogue and refuses unknown ones', async () => {
    const client = await configClient(t);
    const catalogue = (await t.app.inject({ method: 'GET', url: '/v1/tag', headers: client.auth.headers })).json<{ id: string }[]>();
    const chosen = catalogue.slice(0, 2).map((tag) => tag.id);
    expect((await client.put({ tags: chosen })).status).toBe(200);
    expect((await client.get()).tags).toEqual(chosen);
    const unknown = await client.put({ tags: [...chosen, 'no-existe'] });
    expect(unknown).toEqual({ status: 400, body: { message: `tags[2]: ${COMMERCE_EDIT_MSG.unknownTag}`, field: 'tags[2]' } });
    expect((await client.get()).tags).toEqual(chosen);
  });
});

describe('open/closed toggle honoured by the public order endpoint', () => {
  it('a closed commerce refuses a public order and reopening accepts it', async () => {
    const shop = await createOrderingCommerce(t.app, t.handle, { commerce: { horarios: ALWAYS_OPEN } });
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload });
    expect((await put({ servicio_activo: false })).statusCode).toBe(200);
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COMMERCE_CLOSED' });
    expect((await put({ servicio_activo: true })).statusCode).toBe(200);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
  });
});

describe('POST /v1/auth/cambiar-contrasena', () => {
  it('needs the current password, changes it, and keeps only the current session', async () => {
    const client = await configClient(t, { password: 'vieja12345' });
    const other = await login(t.app, (await client.get()).correo_contacto, 'vieja12345');
    const change = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/v1/auth/cambiar-contrasena', headers: client.auth.headers, payload });
    const wrong = await change({ current_password: 'otra-cosa', password: 'nueva12345', password_confirmation: 'nueva12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('current_password');
    const mismatch = await change({ current_password: 'vieja12345', password: 'nueva12345', password_confirmation: 'nueva54321' });
    expect(mismatch.json()).toEqual({ message: `password_confirmation: ${V.passwordsMatch}`, field: 'password_confirmation' });
    const ok = await change({ current_password: 'vieja12345', password: 'nueva12345', password_confirmation: 'nueva12345' });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: client.auth.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: other.headers })).statusCode).toBe(401);
    await expect(login(t.app, (await client.get()).correo_contacto, 'nueva12345')).resolves.toBeTruthy();
  });
});

describe('cobro en línea', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF').toString('base64');
  const setup = (documents: Record<string, string>) => ({
    taxType: 'persona_fisica',
    rfc: 'PELR850101AB1',
    businessName: 'Rosa Pérez López',
    birthDate: '1985-01-01',
    bankAccount: { bank_name: 'BBVA', titular_name: 'Rosa Pérez López', clabe: '012180001234567899' },
    address: { ...VALID_ADDRESS, postalCode: '86035' },
    documents,
  });

  it('uploads PDF documents, validates with the shared schema, stores the setup and shows it in review', async () => {
    const client = await configClient(t);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) => t.app.inject({ method, url, headers: client.auth.headers, payload });
    expect((await call('GET', '/v1/cobro-en-linea')).json()).toEqual({ estatus: 'sin_configurar', datos: null, enviado_en: null });
    const notPdf = await call('POST', '/v1/cobro-en-linea/documentos', { archivo: Buffer.from('hola').toString('base64') });
    expect(notPdf.statusCode).toBe(400);
    const urls: Record<string, string> = {};
    for (const kind of ['identificacion', 'comprobante_domicilio', 'constancia_situacion_fiscal']) {
      const uploaded = await call('POST', '/v1/cobro-en-linea/documentos', { nombre_archivo: `${kind}.pdf`, archivo: PDF });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      urls[kind] = uploaded.json<{ url: string }>().url;
    }
    const badRfc = await call('PUT', '/v1/cobro-en-linea', { ...setup(urls), rfc: 'XXX' });
    expect(badRfc.statusCode).toBe(400);
    expect(badRfc.json().field).toBe('rfc');
    const missingDoc = await call('PUT', '/v1/cobro-en-linea', setup({ ...urls, identificacion: '' }));
    expect(missingDoc.json()).toEqual({ message: `documents.identificacion: ${MSG.required}`, field: 'documents.identificacion' });
    const saved = await call('PUT', '/v1/cobro-en-linea', setup(urls));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ estatus: 'en_revision', datos: { rfc: 'PELR850101AB1' } });
    expect((await call('GET', '/v1/cobro-en-linea')).json().estatus).toBe('en_revision');
  });

  it("refuses documents that are not this commerce's uploads", async () => {
    const owner = await configClient(t);
    const intruder = await configClient(t);
    const uploaded = await t.app.inject({ method: 'POST', url: '/v1/cobro-en-linea/documentos', headers: owner.auth.headers, payload: { archivo: PDF } });
    const url = uploaded.json<{ url: string }>().url;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/cobro-en-linea',
      headers: intruder.auth.headers,
      payload: setup({ identificacion: url, comprobante_domicilio: url, constancia_situacion_fiscal: url }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('documents.identificacion');
  });
});

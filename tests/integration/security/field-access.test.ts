// PUT /v1/comercio is authorised per field group (docs/security.md) and the owner's account is the owner's:
// staff cannot close the shop, rename it or redirect transfers without the group's permission, cannot
// change the owner's email/username/status/modules, and cannot manage users with more permissions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@shared/types/commerce';
import type { ModulePermissions } from '@shared/types/account';
import { commerces, users } from '../../../server/src/db/schema/index';
import { ACCESS_MSG } from '../../../server/src/plugins/access';
import { USER_MSG } from '../../../server/src/services/users/users';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { everything, staffCaller, type Caller } from './support';

let testApp: TestApp;
let commerce: CommerceFixture;
let owner: LoggedIn;

const BANK = { titular_name: 'Sofía Ramírez', clabe: '002180700123456788', bank_name: 'Banamex' };

beforeAll(async () => {
  testApp = await createTestApp();
  commerce = await createCommerce(testApp.handle, {
    plan: 'PLUS',
    nombre: 'Taquería Permisos',
    commerce: {
      activar_pasar_recoger: true,
      metodos_pago_pasar_recoger: { efectivo: true, tarjeta: false, transferencia: true, enlace_pago: false, payment_provider: false },
    },
  });
  owner = await login(testApp.app, commerce.email, commerce.password);
  const res = await testApp.app.inject({ method: 'PUT', url: '/v1/comercio', headers: owner.headers, payload: { bank_transfer_details: BANK } });
  expect(res.statusCode, res.body).toBe(200);
});

afterAll(async () => {
  await testApp?.close();
});

const staff = (modules: ModulePermissions[] | null) => staffCaller(testApp.handle, commerce.commerceId, modules);

async function getCommerce(): Promise<Commerce> {
  const res = await testApp.app.inject({ method: 'GET', url: '/v1/comercio', headers: owner.headers });
  return res.json<Commerce>();
}

function putCommerce(caller: Caller | LoggedIn, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PUT', url: '/v1/comercio', headers: caller.headers, payload });
}

describe('PUT /v1/comercio field groups', () => {
  it('a user who only views order history can neither close, rename nor redirect transfers', async () => {
    const viewer = await staff([{ id: 'HISTORIAL', permisos: ['list'] }]);
    const before = await getCommerce();
    for (const [field, value] of [
      ['servicio_activo', !before.servicio_activo],
      ['nombre', 'Comercio robado'],
      ['bank_transfer_details', { titular_name: 'Otro', clabe: '012180001234567886', bank_name: 'BBVA' }],
      ['correo_contacto', 'ladron@ejemplo.mx'],
      ['costo_envio_domicilio', 1],
    ] as const) {
      const res = await putCommerce(viewer, { ...before, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ field });
      expect(res.json<{ message: string }>().message).toMatch(/^[a-z_]+: (Tu plan|No tienes|Solo el propietario)/);
    }
    expect(await getCommerce()).toEqual(before);
  });

  it('opening and closing needs edit on HORARIOS, and that is all it allows', async () => {
    const scheduler = await staff([{ id: 'HORARIOS', permisos: ['list', 'edit'] }]);
    const before = await getCommerce();
    const toggled = await putCommerce(scheduler, { ...before, servicio_activo: !before.servicio_activo });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json<Commerce>().servicio_activo).toBe(!before.servicio_activo);
    const renamed = await putCommerce(scheduler, { ...before, nombre: 'Otro nombre' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json()).toMatchObject({ field: 'nombre' });
  });

  it('bank data is the owner\'s: staff with every permission is refused, the owner is not', async () => {
    const everythingStaff = await staff(everything());
    const before = await getCommerce();
    const refused = await putCommerce(everythingStaff, { ...before, bank_transfer_details: { ...BANK, clabe: '012180001234567886' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ field: 'bank_transfer_details', message: `bank_transfer_details: ${ACCESS_MSG.ownerOnly}` });
    const emptied = await putCommerce(everythingStaff, { bank_transfer_details: { ...BANK, clabe: '' } });
    expect(emptied.statusCode).toBe(403);
    expect((await getCommerce()).bank_transfer_details).toEqual(BANK);

    // The same staff edits the rest of the screen it has (whole commerce sent back, bank data unchanged).
    const fees = await putCommerce(everythingStaff, { ...before, costo_envio_domicilio: (before.costo_envio_domicilio ?? 0) + 5 });
    expect(fees.statusCode, fees.body).toBe(200);

    const byOwner = await putCommerce(owner, { bank_transfer_details: { ...BANK, bank_name: 'Banorte' } });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json<Commerce>().bank_transfer_details).toMatchObject({ bank_name: 'Banorte' });
  });

  it('commerce data needs edit on DATOS_COMERCIO; the desktop version sync works for anyone signed in', async () => {
    const editor = await staff([{ id: 'DATOS_COMERCIO', permisos: ['list', 'edit'] }]);
    const viewer = await staff([{ id: 'DATOS_COMERCIO', permisos: ['list'] }]);
    const before = await getCommerce();
    expect((await putCommerce(viewer, { ...before, nombre: 'Taquería Renombrada' })).statusCode).toBe(403);
    const renamed = await putCommerce(editor, { ...before, nombre: 'Taquería Renombrada' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const version = await putCommerce(viewer, { ...renamed.json<Commerce>(), electron_app_version: '9.9.9' });
    expect(version.statusCode, version.body).toBe(200);
  });
});

describe('the owner account and user management', () => {
  let manager: Caller;

  beforeAll(async () => {
    manager = await staff([{ id: 'USUARIOS', permisos: ['list', 'create', 'edit', 'delete'] }]);
  });

  it('staff with users:edit cannot change the owner\'s email, username, status or modules', async () => {
    const [before] = await testApp.handle.db.select().from(users).where(eq(users.id, commerce.userId));
    for (const payload of [{ email: 'ladron@ejemplo.mx' }, { username: 'ladron' }, { status: 'inactivo' }, { modules: [{ id: 'MENU', permisos: ['list'] }] }]) {
      const res = await testApp.app.inject({ method: 'PUT', url: `/v1/usuarios/${commerce.userId}`, headers: manager.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(USER_MSG.ownerOnlyFields);
    }
    const password = await testApp.app.inject({
      method: 'PUT',
      url: `/v1/usuarios/${commerce.userId}/contrasena`,
      headers: manager.headers,
      payload: { password: 'robada1234', password_confirmation: 'robada1234' },
    });
    expect(password.statusCode).toBe(403);
    const [after] = await testApp.handle.db.select().from(users).where(eq(users.id, commerce.userId));
    expect(after).toEqual(before);

    // The owner changes their own username.
    const own = await testApp.app.inject({ method: 'PUT', url: `/v1/usuarios/${commerce.userId}`, headers: owner.headers, payload: { username: `dueno_${Date.now()}` } });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('staff cannot grant what they do not hold, nor manage a user holding more', async () => {
    const granted = await testApp.app.inject({
      method: 'POST',
      url: '/v1/usuarios',
      headers: manager.headers,
      payload: { email: `nuevo-${Date.now()}@prueba.mx`, name: 'Nuevo', username: `nuevo_${Date.now()}`, password: 'contrasena1', modules: [{ id: 'MENU', permisos: ['list'] }] },
    });
    expect(granted.statusCode).toBe(400);

    const stronger = await staff([{ id: 'MENU', permisos: ['list', 'edit'] }]);
    const [strongerBefore] = await testApp.handle.db.select().from(users).where(eq(users.id, stronger.userId));
    for (const [method, url, payload] of [
      ['PUT', `/v1/usuarios/${stronger.userId}`, { email: 'captura@ejemplo.mx' }],
      ['PUT', `/v1/usuarios/${stronger.userId}/contrasena`, { password: 'captura1234', password_confirmation: 'captura1234' }],
      ['DELETE', `/v1/usuarios/${stronger.userId}`, undefined],
    ] as const) {
      const res = await testApp.app.inject({ method, url, headers: manager.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(USER_MSG.morePermissions);
    }
    const [strongerAfter] = await testApp.handle.db.select().from(users).where(eq(users.id, stronger.userId));
    expect(strongerAfter).toEqual(strongerBefore);

    // A user within the manager's own set is theirs to manage.
    const peer = await staff([{ id: 'USUARIOS', permisos: ['list'] }]);
    const edited = await testApp.app.inject({ method: 'PUT', url: `/v1/usuarios/${peer.userId}`, headers: manager.headers, payload: { name: 'Par editado' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await testApp.handle.db.select({ nombre: commerces.nombre }).from(commerces).where(eq(commerces.id, commerce.commerceId));
    expect(row?.nombre).toBeTruthy();
  });
});

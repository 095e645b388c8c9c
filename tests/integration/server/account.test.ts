// Sign-up to onboarding, plans and plan gating data, trial activation once, monthly order usage in the
// commerce's time zone, and the module/permission guard.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES, PLANS } from '@shared/constants';
import { monthKey } from '@shared/dates';
import type { AccountDetails, LoginSession, Plan } from '@shared/types/account';
import type { FastifyRequest } from 'fastify';
import { commerces, orders } from '../../../server/src/db/schema/index';
import { SERVER_MSG } from '../../../server/src/messages';
import { requireModule } from '../../../server/src/plugins/auth';
import { zonedMonthRange } from '../../../server/src/services/order-limits';
import type { PanelSession } from '../../../server/src/services/sessions';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function accountDetails(headers: Record<string, string>): Promise<AccountDetails> {
  const response = await t.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers });
  expect(response.statusCode).toBe(200);
  return response.json<AccountDetails>();
}

const moduleIds = (details: AccountDetails) => details.modulesAndPermissions.map((m) => m.id).sort();

describe('sign-up to onboarding', () => {
  const signUp = {
    nombre_comercio: 'Tortas La Güera',
    nombre: 'Ana López',
    email: 'ana@tortaslaguera.mx',
    password: 'tortas2024',
    telefono: '9931234567',
    country_code: '52',
    terminos: true,
  };

  it('creates a FREEMIUM commerce with onboarding pending, then finishing it shows in the next login', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/registro', payload: signUp });
    expect(response.statusCode).toBe(201);
    const session = response.json<LoginSession>();
    expect(session).toMatchObject({ nombre_comercio: 'Tortas La Güera', id_path: 'tortas-la-guera', nombre_usuario: 'Ana López', onboarding_finish_date: null });
    const headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio };

    const details = await accountDetails(headers);
    expect(details.planId).toBe('FREEMIUM');
    expect(details.trialUsed).toBe(false);
    expect(details.orderLimits).toEqual({ currentMonthCount: 0, monthlyLimit: 30, quotaUsagePercent: 0 });
    expect(Math.abs(details.fecha_registro_timestamp - Date.now() / 1000)).toBeLessThan(120);

    const finish = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers, payload: { onboarding_finish_date: true, direccion: 'Calle 5 de Mayo 12, Centro, Villahermosa' } });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().onboarding_finish_date).not.toBeNull();

    const again = await login(t.app, signUp.email, signUp.password);
    expect(again.session.onboarding_finish_date).toBe(finish.json().onboarding_finish_date);
  });

  it('refuses a second account with the same email (409) and names invalid fields', async () => {
    const duplicate = await t.app.inject({ method: 'POST', url: '/v1/auth/registro', payload: signUp });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(SERVER_MSG.emailTaken);
    const shortPhone = await t.app.inject({ method: 'POST', url: '/v1/auth/registro', payload: { ...signUp, email: 'otra@prueba.mx', telefono: '99312' } });
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json()).toEqual({ message: 'telefono: Debe tener 10 dígitos', field: 'telefono' });
    const noTerms = await t.app.inject({ method: 'POST', url: '/v1/auth/registro', payload: { ...signUp, email: 'otra@prueba.mx', terminos: false } });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().field).toBe('terminos');
  });
});

describe('plans and plan gating data', () => {
  it('lists the seven plans with prices in pesos and their modules', async () => {
    const owner = await createCommerce(t.handle, { plan: 'FREEMIUM' });
    const { headers } = await login(t.app, owner.email, owner.password);
    const response = await t.app.inject({ method: 'GET', url: '/v1/planes', headers });
    expect(response.statusCode).toBe(200);
    const plans = response.json<Plan[]>();
    expect(plans.map((p) => p.id).sort()).toEqual([...PLANS].sort());
    const profesional = plans.find((p) => p.id === 'PROFESIONAL')!;
    expect(profesional.precio_mensual).toBe(799);
    expect(plans.find((p) => p.id === 'PLUS')!.modulos.sort()).toEqual([...MODULES].sort());
  });

  it('account-details carries each plan\'s modules; a user set narrows them', async () => {
    const expectations: [string, (ids: string[]) => void][] = [
      ['FREEMIUM', (ids) => expect(ids).toEqual(['AJUSTES', 'ASISTENCIA_TECNICA', 'COMPARTIR', 'DATOS_COMERCIO', 'HISTORIAL', 'HORARIOS', 'MENU', 'TARIFAS'])],
      ['TRIAL', (ids) => expect(ids).toEqual([...MODULES].sort())],
      ['FUNDADOR', (ids) => expect(ids).toEqual([...MODULES].sort())],
      ['BASICO', (ids) => expect(ids).toContain('USUARIOS')],
      ['STARTER', (ids) => expect(ids).not.toContain('USUARIOS')],
    ];
    for (const [plan, check] of expectations) {
      const owner = await createCommerce(t.handle, { plan: plan as 'FREEMIUM' });
      const { headers } = await login(t.app, owner.email, owner.password);
      const details = await accountDetails(headers);
      expect(details.planId).toBe(plan);
      check(moduleIds(details));
    }
    const partial = await createCommerce(t.handle, {
      plan: 'PROFESIONAL',
      modules: [
        { id: 'HISTORIAL', permisos: ['list', 'edit'] },
        { id: 'MENU', permisos: ['list', 'create', 'edit', 'delete', 'order'] },
        { id: 'LOYVERSE', permisos: ['list'] },
      ],
    });
    const details = await accountDetails((await login(t.app, partial.email, partial.password)).headers);
    // LOYVERSE is not in PROFESIONAL, so the user's set cannot add it.
    expect(details.modulesAndPermissions).toEqual([
      { id: 'MENU', permisos: ['list', 'create', 'order', 'edit', 'delete'] },
      { id: 'HISTORIAL', permisos: ['list', 'edit'] },
    ]);
    // FREEMIUM cannot delete orders.
    const freemium = await createCommerce(t.handle, { plan: 'FREEMIUM' });
    const freemiumDetails = await accountDetails((await login(t.app, freemium.email, freemium.password)).headers);
    expect(freemiumDetails.modulesAndPermissions.find((m) => m.id === 'HISTORIAL')!.permisos).not.toContain('delete');
  });

  it('requireModule answers 403 without the module or the permission', async () => {
    const session: PanelSession = {
      sessionId: 's',
      token: 't',
      userId: 'u',
      commerceId: 'c',
      accountId: 'a',
      role: 'staff',
      planId: 'BASICO',
      modules: [{ id: 'HISTORIAL', permisos: ['list'] }],
      planModules: ['HISTORIAL', 'USUARIOS'],
    };
    const request = { session } as FastifyRequest;
    await expect(requireModule('HISTORIAL').call(t.app, request, {} as never)).resolves.toBeUndefined();
    await expect(requireModule('HISTORIAL', 'delete').call(t.app, request, {} as never)).rejects.toMatchObject({ statusCode: 403, message: SERVER_MSG.permissionDenied });
    // The plan has USUARIOS, this staff user does not: the message names permissions, not the plan.
    await expect(requireModule('USUARIOS').call(t.app, request, {} as never)).rejects.toMatchObject({ statusCode: 403, message: SERVER_MSG.permissionDenied });
    await expect(requireModule('SELF_SERVICE').call(t.app, request, {} as never)).rejects.toMatchObject({ statusCode: 403, message: SERVER_MSG.moduleNotInPlan });
  });
});

describe('trial activation', () => {
  it('works once for FREEMIUM: TRIAL for 14 days with every module; a second call is 409', async () => {
    const owner = await createCommerce(t.handle, { plan: 'FREEMIUM' });
    const { headers } = await login(t.app, owner.email, owner.password);
    const first = await t.app.inject({ method: 'PUT', url: '/v1/suscriptions/activate-trial', headers });
    expect(first.statusCode).toBe(200);
    const details = await accountDetails(headers);
    expect(details).toMatchObject({ planId: 'TRIAL', trialUsed: true, trialDaysRemaining: 14 });
    expect(moduleIds(details)).toEqual([...MODULES].sort());
    const second = await t.app.inject({ method: 'PUT', url: '/v1/suscriptions/activate-trial', headers, payload: '', });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(SERVER_MSG.trialAlreadyUsed);
  });

  it('is refused for paid plans and after a used trial; an ended trial is FREEMIUM again', async () => {
    const paid = await createCommerce(t.handle, { plan: 'PROFESIONAL' });
    const paidHeaders = (await login(t.app, paid.email, paid.password)).headers;
    const refused = await t.app.inject({ method: 'PUT', url: '/v1/suscriptions/activate-trial', headers: paidHeaders });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SERVER_MSG.trialOnlyFreemium);

    const ended = await createCommerce(t.handle, { plan: 'TRIAL', trialDaysLeft: -1 });
    const endedHeaders = (await login(t.app, ended.email, ended.password)).headers;
    const details = await accountDetails(endedHeaders);
    expect(details).toMatchObject({ planId: 'FREEMIUM', trialUsed: true, trialDaysRemaining: 0 });
    expect((await t.app.inject({ method: 'PUT', url: '/v1/suscriptions/activate-trial', headers: endedHeaders })).statusCode).toBe(409);
  });
});

describe('orderLimits', () => {
  async function addOrder(commerceId: string, createdAt: Date, folio: string): Promise<void> {
    await t.handle.db.insert(orders).values({
      id_comercio: commerceId,
      folio,
      metodo_entrega: 'takeAway',
      metodo_pago: 'efectivo',
      nombre: 'Cliente',
      numero_celular: '9930000000',
      created_at: createdAt,
    });
  }

  it('counts this calendar month in the commerce time zone', async () => {
    const owner = await createCommerce(t.handle, { plan: 'FREEMIUM' });
    const zone = 'America/Mexico_City';
    const now = new Date();
    const { start } = zonedMonthRange(now, zone);
    // Just before local midnight of day 1: still last month in Mexico City, though this month in UTC.
    const lastMinuteOfPreviousMonth = new Date(start.getTime() - 60_000);
    expect(monthKey(lastMinuteOfPreviousMonth, zone)).not.toBe(monthKey(now, zone));
    expect(monthKey(start, zone)).toBe(monthKey(now, zone));
    await addOrder(owner.commerceId, lastMinuteOfPreviousMonth, 'A-1');
    await addOrder(owner.commerceId, start, 'A-2');
    await addOrder(owner.commerceId, new Date(now.getTime() - 1000), 'A-3');
    const headers = (await login(t.app, owner.email, owner.password)).headers;
    const details = await accountDetails(headers);
    expect(details.orderLimits).toEqual({ currentMonthCount: 2, monthlyLimit: 30, quotaUsagePercent: 6.67 });

    // The same instants seen from a zone 15 hours ahead fall differently: the count follows zona_horaria.
    await t.handle.db.update(commerces).set({ zona_horaria: 'Pacific/Kiritimati' }).where(eq(commerces.id, owner.commerceId));
    const expected = [lastMinuteOfPreviousMonth, start, new Date(now.getTime() - 1000)].filter((d) => monthKey(d, 'Pacific/Kiritimati') === monthKey(now, 'Pacific/Kiritimati')).length;
    expect((await accountDetails(headers)).orderLimits.currentMonthCount).toBe(expected);
  });
});

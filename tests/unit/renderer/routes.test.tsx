import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccountDetails } from '@shared/types/account';
import { MODULES } from '@shared/constants';
import { toRouteObjects } from '../../../renderer/src/app/buildRoutes';
import { AUTHENTICATED_ROUTES, ONBOARDING_ROUTES, UNAUTHENTICATED_ROUTES, type RouteEntry } from '../../../renderer/src/app/routes';
import { accountWith } from './accounts';

type Outcome = { screen: string } | { redirect: string } | { none: true };

function resolve(table: RouteEntry[], account: AccountDetails | null, path: string): Outcome {
  const routes: RouteObject[] = [{ path: '/', children: toRouteObjects(table, account) }];
  const matches = matchRoutes(routes, path);
  if (!matches) return { none: true };
  const leaf = matches[matches.length - 1].route;
  if (leaf.id?.startsWith('no-permission:')) return { screen: 'no-permission' };
  if (isValidElement<{ to: string }>(leaf.element) && leaf.element.type === Navigate) return { redirect: leaf.element.props.to };
  return leaf.id ? { screen: leaf.id } : { none: true };
}

const paid = accountWith('PLUS');
const freemium = accountWith('FREEMIUM', ['MENU', 'HISTORIAL', 'COMPARTIR', 'AJUSTES']);
const basico = accountWith('BASICO', ['HISTORIAL', 'MENU', 'CUPONES']);

describe('route table', () => {
  it('sends unauthenticated visitors to login, with recovery, sign-up, reset and terms', () => {
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/')).toEqual({ redirect: '/login' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/login')).toEqual({ screen: 'login' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/login/recuperar-contrasena')).toEqual({ screen: 'recover-password' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/registro')).toEqual({ screen: 'sign-up' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/registro/actualizarpassword')).toEqual({ screen: 'reset-password' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/registro/validar-numero')).toEqual({ screen: 'validate-phone' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/terminos')).toEqual({ screen: 'terms' });
    expect(resolve(UNAUTHENTICATED_ROUTES, null, '/control-pedidos')).toEqual({ redirect: '/login' });
  });

  it('keeps a commerce without onboarding date in the wizard', () => {
    expect(resolve(ONBOARDING_ROUTES, null, '/')).toEqual({ redirect: '/onboarding' });
    expect(resolve(ONBOARDING_ROUTES, null, '/onboarding')).toEqual({ screen: 'onboarding' });
    expect(resolve(ONBOARDING_ROUTES, null, '/menu/productos')).toEqual({ redirect: '/onboarding' });
  });

  it('resolves nested menu routes, the menu index and unknown menu paths', () => {
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/menu')).toEqual({ redirect: '/menu/productos' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/menu/productos/editar-producto/p1')).toEqual({ screen: 'edit-product' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/menu/secciones/nueva-seccion')).toEqual({ screen: 'new-section' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/menu/lo-que-sea')).toEqual({ redirect: '/menu' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/no-existe')).toEqual({ redirect: '/' });
  });

  it('resolves order routes and their children', () => {
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/control-pedidos/detalle/o1/cancelar-reparto')).toEqual({ screen: 'orders-cancel-delivery' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/control-pedidos/self-service/t1/4')).toEqual({ screen: 'table-orders' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/historial-pedidos/detalle/o1')).toEqual({ screen: 'order-history-detail' });
    expect(resolve(AUTHENTICATED_ROUTES, paid, '/integraciones/delivery/sandbox/configuration')).toEqual({ screen: 'integration-configuration' });
  });

  it('locks modules a freemium plan lacks behind their upsell page', () => {
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/estadisticas')).toEqual({ redirect: '/suscripcion/ESTADISTICAS' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/mesas')).toEqual({ redirect: '/suscripcion/SELF_SERVICE' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/menu/productos/procesar-menu')).toEqual({ redirect: '/suscripcion/PDF_TO_MENU' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/anuncios/editar/a1')).toEqual({ redirect: '/suscripcion/ANUNCIOS' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/suscripcion/ESTADISTICAS')).toEqual({ screen: 'upsell' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/bienvenido-freemium')).toEqual({ screen: 'welcome-freemium' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/activar-trial')).toEqual({ screen: 'activate-trial' });
    expect(resolve(AUTHENTICATED_ROUTES, freemium, '/bienvenido-prueba-gratis')).toEqual({ redirect: '/' });
  });

  it('gives every route a unique id (react-router refuses duplicates)', () => {
    const ids: string[] = [];
    const collect = (entries: RouteEntry[]) => entries.forEach((e) => (e.id && ids.push(e.id), e.children && collect(e.children)));
    collect(AUTHENTICATED_ROUTES);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows no-permission for modules a paid plan lacks and sends it away from freemium-only pages', () => {
    expect(resolve(AUTHENTICATED_ROUTES, basico, '/estadisticas')).toEqual({ screen: 'no-permission' });
    expect(resolve(AUTHENTICATED_ROUTES, basico, '/ajustes/lo-que-sea')).toEqual({ screen: 'no-permission' });
    expect(resolve(AUTHENTICATED_ROUTES, basico, '/cupones/coupon/nuevo')).toEqual({ screen: 'new-coupon' });
    expect(resolve(AUTHENTICATED_ROUTES, basico, '/suscripcion/ESTADISTICAS')).toEqual({ redirect: '/' });
    expect(resolve(AUTHENTICATED_ROUTES, basico, '/mi-cuenta')).toEqual({ screen: 'my-account' });
  });

  it('hides mi-cuenta from founders and shows the trial welcome only to trials', () => {
    expect(resolve(AUTHENTICATED_ROUTES, accountWith('FUNDADOR'), '/mi-cuenta')).toEqual({ redirect: '/' });
    expect(resolve(AUTHENTICATED_ROUTES, accountWith('TRIAL'), '/bienvenido-prueba-gratis')).toEqual({ screen: 'welcome-trial' });
  });

  it('shows no-permission when the module is there but the permission is not', () => {
    const readOnly = accountWith('BASICO', [], { modulesAndPermissions: [{ id: 'CUPONES', permisos: ['list'] }] });
    expect(resolve(AUTHENTICATED_ROUTES, readOnly, '/cupones')).toEqual({ screen: 'coupons' });
    expect(resolve(AUTHENTICATED_ROUTES, readOnly, '/cupones/coupon/nuevo')).toEqual({ screen: 'no-permission' });
  });

  it('keeps billing (mi-cuenta) and the setup page for the owner: staff see no-permission', () => {
    const owner = accountWith('PLUS');
    const staff = accountWith('PLUS', undefined, { role: 'staff' });
    expect(resolve(AUTHENTICATED_ROUTES, owner, '/mi-cuenta')).toEqual({ screen: 'my-account' });
    expect(resolve(AUTHENTICATED_ROUTES, owner, '/configuracion-inicial')).toEqual({ screen: 'setup' });
    expect(resolve(AUTHENTICATED_ROUTES, staff, '/mi-cuenta')).toEqual({ screen: 'no-permission' });
    expect(resolve(AUTHENTICATED_ROUTES, staff, '/configuracion-inicial')).toEqual({ screen: 'no-permission' });
    expect(resolve(AUTHENTICATED_ROUTES, staff, '/menu/productos')).toEqual({ screen: 'products' });
  });

  it('sends freemium staff lacking a module to no-permission (their permissions), the owner to the upsell (the plan)', () => {
    const modules = MODULES.filter((module) => module !== 'ESTADISTICAS');
    const owner = accountWith('FREEMIUM', modules);
    const staff = accountWith('FREEMIUM', modules, { role: 'staff' });
    expect(resolve(AUTHENTICATED_ROUTES, owner, '/estadisticas')).toEqual({ redirect: '/suscripcion/ESTADISTICAS' });
    expect(resolve(AUTHENTICATED_ROUTES, staff, '/estadisticas')).toEqual({ screen: 'no-permission' });
  });

  it('offers the setup page only to commerces registered on or after the cutoff day in their time zone', () => {
    const old = accountWith('PLUS', undefined, { fecha_registro_timestamp: Date.parse('2025-07-31T23:59:59Z') / 1000 });
    // 2025-08-01 00:30 UTC is still 31 July in Mexico City (UTC−6), but 1 August in Madrid.
    const lateJulyInMexico = accountWith('PLUS', undefined, { fecha_registro_timestamp: Date.parse('2025-08-01T00:30:00Z') / 1000 });
    const onCutoff = accountWith('PLUS', undefined, { fecha_registro_timestamp: Date.parse('2025-08-01T06:00:00Z') / 1000 });
    expect(resolve(AUTHENTICATED_ROUTES, old, '/configuracion-inicial')).toEqual({ redirect: '/' });
    expect(resolve(AUTHENTICATED_ROUTES, lateJulyInMexico, '/configuracion-inicial')).toEqual({ redirect: '/' });
    expect(resolve(AUTHENTICATED_ROUTES, { ...lateJulyInMexico, zona_horaria: 'Europe/Madrid' }, '/configuracion-inicial')).toEqual({ screen: 'setup' });
    expect(resolve(AUTHENTICATED_ROUTES, onCutoff, '/configuracion-inicial')).toEqual({ screen: 'setup' });
  });
});

import { describe, expect, it } from 'vitest';
import { MODULES } from '@shared/constants';
import { AUTHENTICATED_ROUTES } from '../../../renderer/src/app/routes';
import { activeNavKey, BOTTOM_BAR_ITEMS, resolveNavEntries, SETTINGS_ITEMS, SIDEBAR_ITEMS } from '../../../renderer/src/shell/navItems';
import { markWelcomeShown, pendingWelcomePath } from '../../../renderer/src/features/subscription/welcome';
import { accountWith } from './accounts';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('navigation entries', () => {
  it('shows every SPEC sidebar item and the Ajustes group for a plan with every module', () => {
    const context = { account: accountWith('PLUS'), hasBusinessId: false };
    expect(resolveNavEntries(SIDEBAR_ITEMS, context).map((e) => e.label)).toEqual(
      expect.arrayContaining([
        'Configuración inicial',
        'Control de pedidos',
        'Estadísticas',
        'Menú',
        'Cupones',
        'Mis mesas',
        'Cobros en línea',
        'Crear anuncios',
        'Compartir menú',
        'Perfil social',
        'Asistencia técnica',
      ]),
    );
    expect(resolveNavEntries(SETTINGS_ITEMS, context).map((e) => e.label)).toEqual([
      'Datos del comercio',
      'Horarios',
      'Tarifas y entregas',
      'Alta de usuarios',
      'Ajustes',
      'Integraciones',
    ]);
  });

  it('locks what a freemium plan lacks and points it at the upsell page', () => {
    const entries = resolveNavEntries(SIDEBAR_ITEMS, { account: accountWith('FREEMIUM', ['MENU', 'HISTORIAL']), hasBusinessId: false });
    const stats = entries.find((e) => e.key === 'estadisticas');
    expect(stats).toMatchObject({ locked: true, to: '/suscripcion/ESTADISTICAS' });
    expect(entries.find((e) => e.key === 'menu')).toMatchObject({ locked: false, to: '/menu' });
    expect(activeNavKey('/suscripcion/ESTADISTICAS', entries)).toBe('estadisticas');
  });

  it('hides what a paid plan lacks', () => {
    const entries = resolveNavEntries(SIDEBAR_ITEMS, { account: accountWith('BASICO', ['MENU', 'HISTORIAL']), hasBusinessId: false });
    expect(entries.some((e) => e.key === 'estadisticas')).toBe(false);
    expect(entries.every((e) => !e.locked)).toBe(true);
  });

  it('sends cobros en línea to the online orders when the commerce has a business id', () => {
    const entries = resolveNavEntries(SIDEBAR_ITEMS, { account: accountWith('PLUS', MODULES), hasBusinessId: true });
    expect(entries.find((e) => e.key === 'cobros')?.to).toBe('/pedidos-en-linea');
  });

  it('has the mobile bottom bar of the screens table, with the setup entry falling back before the cutoff', () => {
    const recent = resolveNavEntries(BOTTOM_BAR_ITEMS, { account: accountWith('PLUS'), hasBusinessId: false });
    expect(recent.map((e) => e.label)).toEqual(['Configuración', 'Inicio', 'Menú', 'Pedidos', 'Anuncios']);
    const old = accountWith('PLUS', undefined, { fecha_registro_timestamp: 1_600_000_000 });
    expect(resolveNavEntries(BOTTOM_BAR_ITEMS, { account: old, hasBusinessId: false })[0].to).toBe('/datos-del-comercio');
  });

  it('takes paths and labels from the route table, where every named screen has exactly one sidebar or settings entry', () => {
    const named = AUTHENTICATED_ROUTES.filter((route) => route.nav);
    const menu = [...SIDEBAR_ITEMS, ...SETTINGS_ITEMS];
    expect(menu.map((entry) => entry.path).sort()).toEqual(named.map((route) => `/${route.path}`).sort());
    for (const entry of menu) {
      const route = named.find((candidate) => `/${candidate.path}` === entry.path)!;
      expect(entry.label).toBe(route.nav!.label);
      expect(entry.key).toBe(route.nav!.key ?? route.path);
    }
    expect(new Set(menu.map((entry) => entry.key)).size).toBe(menu.length);
  });

  it('picks the most specific active entry', () => {
    const entries = resolveNavEntries([...SIDEBAR_ITEMS, ...SETTINGS_ITEMS], { account: accountWith('PLUS'), hasBusinessId: false });
    expect(activeNavKey('/menu/productos/nuevo-producto', entries)).toBe('menu');
    expect(activeNavKey('/tarifas/simulador', entries)).toBe('tarifas');
  });
});

describe('welcome once', () => {
  it('sends freemium and trial accounts to their welcome page only the first time', () => {
    const storage = new MemoryStorage();
    const freemium = accountWith('FREEMIUM');
    expect(pendingWelcomePath(freemium, storage)).toBe('/bienvenido-freemium');
    markWelcomeShown(freemium, storage);
    expect(pendingWelcomePath(freemium, storage)).toBeNull();
    expect(pendingWelcomePath(accountWith('TRIAL'), storage)).toBe('/bienvenido-prueba-gratis');
    expect(pendingWelcomePath(accountWith('PLUS'), storage)).toBeNull();
  });
});

// The panel paths the e2e route test visits, derived from the route table of the panel itself
// (renderer/src/app/routes.tsx): each route with its screen and the modules on its way (parent first),
// with sample values for path parameters. Expected outcomes per account state come from the rules in
// routes.test.ts; a route added to routes.tsx is visited without editing this file.
import type { ModuleId, PlanId } from '@shared/constants';
import { AUTHENTICATED_ROUTES, type RouteEntry } from '../../../renderer/src/app/routes';

export interface PanelPath {
  path: string;
  /** data-testid suffix of the screen (screen-<id>). */
  screen: string;
  /** Where the URL settles when the path is available (redirects inside the menu). */
  url?: string;
  modules?: ModuleId[];
  plans?: PlanId[];
  excludePlans?: PlanId[];
  /** A redirect to / (and so to the landing path) even when available: unknown paths. */
  toLanding?: boolean;
}

/** Sample values for the routes' path parameters. */
const SAMPLE_PARAMS: Record<string, string> = {
  categoryId: 'cat-1',
  productId: 'prod-1',
  extraId: 'ext-1',
  sectionId: 'sec-1',
  orderId: 'ord-1',
  tableID: 'mesa-1',
  tableNumber: '4',
  addId: 'ad-1',
  couponId: 'cup-1',
  tutoId: 'tuto-1',
  id: 'art-1',
  turnIndex: '0',
  userId: 'usr-1',
  userSelected: 'usr-1',
  providerType: 'delivery',
  providerCode: 'sandbox',
  module: 'ESTADISTICAS',
};

/** Routes whose screen only opens for data that exists (an order's detail needs a real order). */
const NEEDS_REAL_DATA = new Set(['order-details', 'online-order-details']);

/** The screen's test id: the route id, except for one screen mounted under several routes. */
function screenOf(routeId: string): string {
  return routeId.endsWith('-cancel-delivery') ? 'cancel-delivery' : routeId;
}

function withSamples(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const sample = SAMPLE_PARAMS[name];
    if (!sample) throw new Error(`Falta un valor de ejemplo para el parámetro :${name}`);
    return sample;
  });
}

function flatten(entries: readonly RouteEntry[], parentPath: string, parentModules: readonly ModuleId[]): PanelPath[] {
  const rows: PanelPath[] = [];
  for (const entry of entries) {
    if (entry.index || entry.redirect || entry.path === '*' || !entry.path) continue;
    const path = `${parentPath}/${entry.path}`;
    const modules = entry.module && !parentModules.includes(entry.module) ? [...parentModules, entry.module] : [...parentModules];
    // A layout whose index redirects (/menu → /menu/productos) is checked among the redirects.
    const redirectsItself = entry.children?.some((child) => child.index && child.redirect) ?? false;
    if (entry.screen && entry.id && !NEEDS_REAL_DATA.has(entry.id) && !redirectsItself) {
      rows.push({
        path: withSamples(path),
        screen: screenOf(entry.id),
        ...(modules.length ? { modules } : {}),
        ...(entry.plans ? { plans: [...entry.plans] } : {}),
        ...(entry.excludePlans ? { excludePlans: [...entry.excludePlans] } : {}),
      });
    }
    if (entry.children) rows.push(...flatten(entry.children, path, modules));
  }
  return rows;
}

/** Redirects the route table declares, checked where they land. */
const REDIRECT_ROWS: PanelPath[] = [
  { path: '/menu', screen: 'products', url: '/menu/productos', modules: ['MENU'] },
  { path: '/menu/no-existe', screen: 'products', url: '/menu/productos', modules: ['MENU'] },
  { path: '/esta-ruta-no-existe', screen: 'landing', toLanding: true },
];

export const PANEL_PATHS: PanelPath[] = [...flatten(AUTHENTICATED_ROUTES, '', []), ...REDIRECT_ROWS];

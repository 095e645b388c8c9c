// Navigation entries of the shell (docs/architecture.md "Shell"), resolved per account: hidden when the plan lacks the
// module (paid plans), locked with a lock icon and pointing at the upsell page (freemium).
import {
  AppstoreOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  DollarOutlined,
  FireOutlined,
  GiftOutlined,
  HistoryOutlined,
  HomeOutlined,
  ApiOutlined,
  NotificationOutlined,
  ProfileOutlined,
  RocketOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TableOutlined,
  TeamOutlined,
  CarOutlined,
  UserAddOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ModuleId } from '@shared/constants';
import type { AccountDetails } from '@shared/types/account';
import { gatedPath, isSetupEligible, moduleAccess } from '../app/access';
import { gatingModuleOf } from '../app/routeModules';
import { AUTHENTICATED_ROUTES } from '../app/routes';

export interface NavEntry {
  key: string;
  label: string;
  path: string;
  module?: ModuleId;
  icon: ReactNode;
  setupOnly?: boolean;
}

export interface ResolvedNavEntry extends NavEntry {
  /** Where the entry leads: its path, or /suscripcion/{module} when locked. */
  to: string;
  locked: boolean;
}

/** A top-level screen of the route table by id: its row, its absolute path and the module gating it. */
function screen(id: string) {
  const route = AUTHENTICATED_ROUTES.find((entry) => entry.id === id);
  if (!route?.path) throw new Error(`routes.tsx: no hay pantalla ${id}`);
  const path = `/${route.path}`;
  return { route, path, module: gatingModuleOf(path) };
}

/**
 * An entry for a screen of the route table (routes.tsx): path, label, key, module and setup gating come
 * from its row there, never a second copy; `short` takes the bottom bar's shorter label.
 */
function nav(id: string, icon: ReactNode, options: { short?: boolean; key?: string } = {}): NavEntry {
  const { route, path, module } = screen(id);
  const name = route.nav;
  if (!name) throw new Error(`routes.tsx: la pantalla ${id} no tiene nombre de navegación`);
  const entry: NavEntry = { key: options.key ?? name.key ?? route.path!, label: (options.short && name.shortLabel) || name.label, path, icon };
  if (module) entry.module = module;
  if (route.setupOnly) entry.setupOnly = true;
  return entry;
}

export const SIDEBAR_ITEMS: NavEntry[] = [
  nav('setup', <RocketOutlined />),
  nav('orders', <UnorderedListOutlined />),
  nav('order-history', <HistoryOutlined />),
  nav('stats', <BarChartOutlined />),
  nav('menu', <AppstoreOutlined />),
  nav('coupons', <GiftOutlined />),
  nav('clients', <TeamOutlined />),
  nav('tables', <TableOutlined />),
  nav('kitchen', <FireOutlined />),
  nav('cash', <DollarOutlined />),
  nav('online-payments', <CreditCardOutlined />),
  nav('invoices', <FileTextOutlined />),
  nav('ads', <NotificationOutlined />),
  nav('share-menu', <ShareAltOutlined />),
  nav('social-profile', <ProfileOutlined />),
  nav('support', <CustomerServiceOutlined />),
];

export const SETTINGS_GROUP_LABEL = nav('settings', null).label;
export const SETTINGS_ITEMS: NavEntry[] = [
  nav('commerce-data', <ShopOutlined />),
  nav('schedules', <ClockCircleOutlined />),
  nav('delivery-fees', <CarOutlined />),
  nav('users', <UserAddOutlined />),
  nav('settings', <SettingOutlined />),
  nav('integrations', <ApiOutlined />),
];

/** The bottom bar's setup entry: it falls back to the commerce data screen (see resolveNavEntries). */
const SETUP_BOTTOM_KEY = 'configuracion';

/** Mobile bottom bar: configuración, inicio/estadísticas, menú, pedidos, anuncios. */
export const BOTTOM_BAR_ITEMS: NavEntry[] = [
  nav('setup', <SettingOutlined />, { short: true, key: SETUP_BOTTOM_KEY }),
  nav('stats', <HomeOutlined />, { short: true }),
  nav('menu', <AppstoreOutlined />, { short: true }),
  nav('orders', <UnorderedListOutlined />, { short: true }),
  nav('ads', <NotificationOutlined />, { short: true }),
];

/** The setup entry falls back to the commerce data screen for commerces registered before the cutoff. */
const commerceData = screen('commerce-data');
const SETUP_FALLBACK: Pick<NavEntry, 'path' | 'module'> = { path: commerceData.path, module: commerceData.module };
/** Where "Cobros en línea" leads once the provider is set up, and always for staff. */
const ONLINE_ORDERS_PATH = screen('online-orders').path;

export interface NavContext {
  account: AccountDetails;
  /** The commerce has a payment-provider business id: online-paid orders exist (docs/domain.md (Permisos)). */
  hasBusinessId: boolean;
}

export function resolveNavEntries(entries: readonly NavEntry[], { account, hasBusinessId }: NavContext): ResolvedNavEntry[] {
  const resolved: ResolvedNavEntry[] = [];
  for (const original of entries) {
    let entry = original;
    // Setup is the owner's (routes.tsx ownerOnly); staff get the fallback like older commerces.
    if (entry.setupOnly && (!isSetupEligible(account) || account.role !== 'owner')) {
      if (entry.key !== SETUP_BOTTOM_KEY) continue;
      entry = { ...entry, ...SETUP_FALLBACK };
    }
    // Staff follow the online orders; the provider's form is the owner's (routes.tsx ownerOnly).
    if (entry.key === 'cobros' && (hasBusinessId || account.role !== 'owner')) entry = { ...entry, path: ONLINE_ORDERS_PATH };
    const access = moduleAccess(account, entry.module);
    if (access === 'hidden') continue;
    resolved.push({ ...entry, locked: access === 'locked', to: gatedPath(account, entry.module, entry.path) });
  }
  return resolved;
}

/** The sidebar key matching a location, for highlighting the current entry. */
export function activeNavKey(pathname: string, entries: readonly ResolvedNavEntry[]): string | undefined {
  let best: ResolvedNavEntry | undefined;
  for (const entry of entries) {
    if (entry.locked) continue;
    if (pathname === entry.path || pathname.startsWith(`${entry.path}/`)) {
      if (!best || entry.path.length > best.path.length) best = entry;
    }
  }
  if (best) return best.key;
  const upsell = /^\/suscripcion\/([A-Z_]+)/.exec(pathname);
  return upsell ? entries.find((e) => e.locked && e.module === upsell[1])?.key : undefined;
}

/** How many entries the bottom bar holds at most. */
export const BOTTOM_BAR_SIZE = 5;

/**
 * The mobile bottom bar: its usual entries; for staff whose modules have none of them, the first screens
 * they may open from the sidebar and settings instead (never an empty bar). Empty only when nothing opens.
 */
export function bottomBarEntries(context: NavContext): ResolvedNavEntry[] {
  const usual = resolveNavEntries(BOTTOM_BAR_ITEMS, context);
  if (usual.some((entry) => !entry.locked)) return usual;
  const seen = new Set<string>();
  return resolveNavEntries([...SIDEBAR_ITEMS, ...SETTINGS_ITEMS], context)
    .filter((entry) => !entry.locked && !seen.has(entry.path) && seen.add(entry.path))
    .slice(0, BOTTOM_BAR_SIZE - 1);
}

// Navigation entries of the shell (docs/architecture.md "Shell"), resolved per account: hidden when the plan lacks the
// module (paid plans), locked with a lock icon and pointing at the upsell page (freemium).
import {
  AppstoreOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
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

/** An entry gated by the module its path needs in the route table (routes.tsx), never a second copy. */
function nav(entry: Omit<NavEntry, 'module'>): NavEntry {
  const module = gatingModuleOf(entry.path);
  return module ? { ...entry, module } : entry;
}

export const SIDEBAR_ITEMS: NavEntry[] = [
  nav({ key: 'configuracion-inicial', label: 'Configuración inicial', path: '/configuracion-inicial', icon: <RocketOutlined />, setupOnly: true }),
  nav({ key: 'control-pedidos', label: 'Control de pedidos', path: '/control-pedidos', icon: <UnorderedListOutlined /> }),
  nav({ key: 'historial-pedidos', label: 'Historial de pedidos', path: '/historial-pedidos', icon: <HistoryOutlined /> }),
  nav({ key: 'estadisticas', label: 'Estadísticas', path: '/estadisticas', icon: <BarChartOutlined /> }),
  nav({ key: 'menu', label: 'Menú', path: '/menu', icon: <AppstoreOutlined /> }),
  nav({ key: 'cupones', label: 'Cupones', path: '/cupones', icon: <GiftOutlined /> }),
  nav({ key: 'clientes', label: 'Clientes', path: '/clientes', icon: <TeamOutlined /> }),
  nav({ key: 'mesas', label: 'Mis mesas', path: '/mesas', icon: <TableOutlined /> }),
  nav({ key: 'caja', label: 'Corte de caja', path: '/caja', icon: <DollarOutlined /> }),
  nav({ key: 'cobros', label: 'Cobros en línea', path: '/configuracion-cobro-en-linea', icon: <CreditCardOutlined /> }),
  nav({ key: 'anuncios', label: 'Crear anuncios', path: '/anuncios', icon: <NotificationOutlined /> }),
  nav({ key: 'compartir-menu', label: 'Compartir menú', path: '/compartir-menu', icon: <ShareAltOutlined /> }),
  nav({ key: 'perfil-social', label: 'Perfil social', path: '/perfil-social', icon: <ProfileOutlined /> }),
  nav({ key: 'asistencia', label: 'Asistencia técnica', path: '/asistencia', icon: <CustomerServiceOutlined /> }),
];

export const SETTINGS_GROUP_LABEL = 'Ajustes';
export const SETTINGS_ITEMS: NavEntry[] = [
  nav({ key: 'datos-del-comercio', label: 'Datos del comercio', path: '/datos-del-comercio', icon: <ShopOutlined /> }),
  nav({ key: 'horarios', label: 'Horarios', path: '/horarios', icon: <ClockCircleOutlined /> }),
  nav({ key: 'tarifas', label: 'Tarifas y entregas', path: '/tarifas', icon: <CarOutlined /> }),
  nav({ key: 'usuarios', label: 'Alta de usuarios', path: '/usuarios', icon: <UserAddOutlined /> }),
  nav({ key: 'ajustes', label: 'Ajustes', path: '/ajustes', icon: <SettingOutlined /> }),
  nav({ key: 'integraciones', label: 'Integraciones', path: '/integraciones', icon: <ApiOutlined /> }),
];

/** Mobile bottom bar: configuración, inicio/estadísticas, menú, pedidos, anuncios. */
export const BOTTOM_BAR_ITEMS: NavEntry[] = [
  nav({ key: 'configuracion', label: 'Configuración', path: '/configuracion-inicial', icon: <SettingOutlined />, setupOnly: true }),
  nav({ key: 'estadisticas', label: 'Inicio', path: '/estadisticas', icon: <HomeOutlined /> }),
  nav({ key: 'menu', label: 'Menú', path: '/menu', icon: <AppstoreOutlined /> }),
  nav({ key: 'control-pedidos', label: 'Pedidos', path: '/control-pedidos', icon: <UnorderedListOutlined /> }),
  nav({ key: 'anuncios', label: 'Anuncios', path: '/anuncios', icon: <NotificationOutlined /> }),
];

/** The setup entry falls back to the commerce data screen for commerces registered before the cutoff. */
const SETUP_FALLBACK: Pick<NavEntry, 'path' | 'module'> = { path: '/datos-del-comercio', module: gatingModuleOf('/datos-del-comercio') };

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
      if (entry.key !== 'configuracion') continue;
      entry = { ...entry, ...SETUP_FALLBACK };
    }
    // Staff follow the online orders; the provider's form is the owner's (routes.tsx ownerOnly).
    if (entry.key === 'cobros' && (hasBusinessId || account.role !== 'owner')) entry = { ...entry, path: '/pedidos-en-linea' };
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

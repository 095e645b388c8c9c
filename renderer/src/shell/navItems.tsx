// Navigation entries of the shell (SPEC §2 "Shell"), resolved per account: hidden when the plan lacks the
// module (paid plans), locked with a lock icon and pointing at the upsell page (freemium).
import {
  AppstoreOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
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

export const SIDEBAR_ITEMS: NavEntry[] = [
  { key: 'configuracion-inicial', label: 'Configuración inicial', path: '/configuracion-inicial', icon: <RocketOutlined />, setupOnly: true },
  { key: 'control-pedidos', label: 'Control de pedidos', path: '/control-pedidos', module: 'HISTORIAL', icon: <UnorderedListOutlined /> },
  { key: 'historial-pedidos', label: 'Historial de pedidos', path: '/historial-pedidos', module: 'HISTORIAL', icon: <HistoryOutlined /> },
  { key: 'estadisticas', label: 'Estadísticas', path: '/estadisticas', module: 'ESTADISTICAS', icon: <BarChartOutlined /> },
  { key: 'menu', label: 'Menú', path: '/menu', module: 'MENU', icon: <AppstoreOutlined /> },
  { key: 'cupones', label: 'Cupones', path: '/cupones', module: 'CUPONES', icon: <GiftOutlined /> },
  { key: 'clientes', label: 'Clientes', path: '/clientes', module: 'CLIENTES', icon: <TeamOutlined /> },
  { key: 'mesas', label: 'Mis mesas', path: '/mesas', module: 'SELF_SERVICE', icon: <TableOutlined /> },
  { key: 'cobros', label: 'Cobros en línea', path: '/configuracion-cobro-en-linea', module: 'COBROS_EN_LINEA', icon: <CreditCardOutlined /> },
  { key: 'anuncios', label: 'Crear anuncios', path: '/anuncios', module: 'ANUNCIOS', icon: <NotificationOutlined /> },
  { key: 'compartir-menu', label: 'Compartir menú', path: '/compartir-menu', module: 'COMPARTIR', icon: <ShareAltOutlined /> },
  { key: 'perfil-social', label: 'Perfil social', path: '/perfil-social', icon: <ProfileOutlined /> },
  { key: 'asistencia', label: 'Asistencia técnica', path: '/asistencia', module: 'ASISTENCIA_TECNICA', icon: <CustomerServiceOutlined /> },
];

export const SETTINGS_GROUP_LABEL = 'Ajustes';
export const SETTINGS_ITEMS: NavEntry[] = [
  { key: 'datos-del-comercio', label: 'Datos del comercio', path: '/datos-del-comercio', module: 'DATOS_COMERCIO', icon: <ShopOutlined /> },
  { key: 'horarios', label: 'Horarios', path: '/horarios', module: 'HORARIOS', icon: <ClockCircleOutlined /> },
  { key: 'tarifas', label: 'Tarifas y entregas', path: '/tarifas', module: 'TARIFAS', icon: <CarOutlined /> },
  { key: 'usuarios', label: 'Alta de usuarios', path: '/usuarios', module: 'USUARIOS', icon: <UserAddOutlined /> },
  { key: 'ajustes', label: 'Ajustes', path: '/ajustes', module: 'AJUSTES', icon: <SettingOutlined /> },
  { key: 'integraciones', label: 'Integraciones', path: '/integraciones', module: 'INTEGRACIONES', icon: <ApiOutlined /> },
];

/** Mobile bottom bar: configuración, inicio/estadísticas, menú, pedidos, anuncios. */
export const BOTTOM_BAR_ITEMS: NavEntry[] = [
  { key: 'configuracion', label: 'Configuración', path: '/configuracion-inicial', icon: <SettingOutlined />, setupOnly: true },
  { key: 'estadisticas', label: 'Inicio', path: '/estadisticas', module: 'ESTADISTICAS', icon: <HomeOutlined /> },
  { key: 'menu', label: 'Menú', path: '/menu', module: 'MENU', icon: <AppstoreOutlined /> },
  { key: 'control-pedidos', label: 'Pedidos', path: '/control-pedidos', module: 'HISTORIAL', icon: <UnorderedListOutlined /> },
  { key: 'anuncios', label: 'Anuncios', path: '/anuncios', module: 'ANUNCIOS', icon: <NotificationOutlined /> },
];

/** The setup entry falls back to the commerce data screen for commerces registered before the cutoff. */
const SETUP_FALLBACK: Pick<NavEntry, 'path' | 'module'> = { path: '/datos-del-comercio', module: 'DATOS_COMERCIO' };

export interface NavContext {
  account: AccountDetails;
  /** The commerce has a payment-provider business id: online-paid orders exist (SPEC §6). */
  hasBusinessId: boolean;
}

export function resolveNavEntries(entries: readonly NavEntry[], { account, hasBusinessId }: NavContext): ResolvedNavEntry[] {
  const resolved: ResolvedNavEntry[] = [];
  for (const original of entries) {
    let entry = original;
    if (entry.setupOnly && !isSetupEligible(account)) {
      if (entry.key !== 'configuracion') continue;
      entry = { ...entry, ...SETUP_FALLBACK };
    }
    if (entry.key === 'cobros' && hasBusinessId) entry = { ...entry, path: '/pedidos-en-linea' };
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

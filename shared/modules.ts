// docs/architecture.md "Root path by module" and the access rules of docs/domain.md (Permisos).
import type { ModuleId, Permission, PlanId } from './constants';
import type { AccountDetails, ModulePermissions } from './types/account';

/** In SPEC order: the landing path is the first of these the account has. */
export const MODULE_ROOT_PATHS: readonly { module: ModuleId; path: string }[] = [
  { module: 'HISTORIAL', path: '/control-pedidos' },
  // Right after the board: an owner lands on the board, a cook (Cocina preset: no HISTORIAL) on the kitchen screen.
  { module: 'COCINA', path: '/cocina' },
  { module: 'ESTADISTICAS', path: '/estadisticas' },
  { module: 'MENU', path: '/menu' },
  { module: 'COBROS_EN_LINEA', path: '/pedidos-en-linea' },
  { module: 'ANUNCIOS', path: '/anuncios' },
  { module: 'COMPARTIR', path: '/compartir-menu' },
  { module: 'CUPONES', path: '/cupones' },
  { module: 'ASISTENCIA_TECNICA', path: '/asistencia' },
  { module: 'DATOS_COMERCIO', path: '/datos-del-comercio' },
  { module: 'HORARIOS', path: '/horarios' },
  { module: 'TARIFAS', path: '/tarifas' },
  { module: 'CLIENTES', path: '/clientes' },
  { module: 'USUARIOS', path: '/usuarios' },
  { module: 'AJUSTES', path: '/ajustes' },
  { module: 'PROVEEDORES_ENTREGA', path: '/tarifas/delivery-partners' },
  { module: 'ORDENES_TELEFONICAS', path: '/control-pedidos/registrar-pedido' },
  { module: 'SELF_SERVICE', path: '/mesas' },
];

export function landingPath(modules: readonly ModulePermissions[]): string {
  const owned = new Set(modules.map((m) => m.id));
  return MODULE_ROOT_PATHS.find((entry) => owned.has(entry.module))?.path ?? '/';
}

export function hasModule(account: Pick<AccountDetails, 'modulesAndPermissions'> | null | undefined, module: ModuleId): boolean {
  return !!account?.modulesAndPermissions.some((m) => m.id === module);
}

export function hasPermission(
  account: Pick<AccountDetails, 'modulesAndPermissions'> | null | undefined,
  module: ModuleId,
  permission: Permission,
): boolean {
  return !!account?.modulesAndPermissions.some((m) => m.id === module && m.permisos.includes(permission));
}

/** Path of the upsell page for a module the plan lacks. */
export function upsellPath(module: ModuleId): string {
  return `/suscripcion/${module}`;
}

export function isFreemium(plan: PlanId): boolean {
  return plan === 'FREEMIUM';
}
export function isTrial(plan: PlanId): boolean {
  return plan === 'TRIAL';
}
export function isFounder(plan: PlanId): boolean {
  return plan === 'FUNDADOR';
}

/** docs/domain.md (Estados del pedido) order usage bar colour, percentage capped at 100. */
export function usageColor(percent: number): 'red' | 'orange' | 'amber' | 'green' {
  const capped = Math.min(100, Math.max(0, percent));
  if (capped >= 90) return 'red';
  if (capped >= 75) return 'orange';
  if (capped >= 50) return 'amber';
  return 'green';
}

/**
 * docs/domain.md (Módulos y lo que desbloquean): modules that gate part of a screen rather than a route.
 *  - ENVIO_POR_KM: choosing the per-km fee type and pricing with it (server intake, public menu, simulator);
 *  - PROVEEDORES_ENTREGA: asking for, bringing forward and cancelling a courier's rider;
 *  - POR_CONSUMO: more than one round on an open table, all paid when the table closes.
 */
export const MODULE_MSG = {
  /** The merchant, in Tarifas and on a refused save. */
  perKmNotInPlan: 'Tu plan no incluye el envío por kilómetro: elige otro tipo de tarifa',
  /** The customer, when the commerce's plan no longer prices by km. */
  perKmUnavailable: 'El envío a domicilio no está disponible por ahora',
  /** The customer ordering a second round on a table of a plan without POR_CONSUMO. */
  tableRoundNotInPlan: 'Esta mesa ya tiene un pedido abierto: pide al personal que cierre la cuenta antes de ordenar otra ronda',
} as const;

type ModuleList = readonly Pick<ModulePermissions, 'id'>[] | readonly ModuleId[];

function listHas(modules: ModuleList, module: ModuleId): boolean {
  return modules.some((entry) => (typeof entry === 'string' ? entry : entry.id) === module);
}

/** The fee type needs a module of its own (por_kilometro → ENVIO_POR_KM), or null. */
export function moduleOfFeeType(type: string | null | undefined): ModuleId | null {
  return type === 'por_kilometro' ? 'ENVIO_POR_KM' : null;
}

/** Per-km delivery fees may be chosen and priced. */
export function perKmIncluded(modules: ModuleList): boolean {
  return listHas(modules, 'ENVIO_POR_KM');
}

/** A table with an open order may take another round (billed by consumption, paid at close). */
export function tableRoundsIncluded(modules: ModuleList): boolean {
  return listHas(modules, 'POR_CONSUMO');
}

/** What a provider card says when the product does not call that provider yet (Integraciones). */
export const COMING_SOON_LABEL = 'Próximamente';

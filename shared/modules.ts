// docs/architecture.md "Root path by module" and the access rules of docs/domain.md (Permisos).
import type { ModuleId, Permission, PlanId } from './constants';
import type { AccountDetails, ModulePermissions } from './types/account';

/**
 * The SPEC's landing order: '/' opens the landing screen of the first of these modules the account can reach.
 * Each module's landing screen is the route-table row marked `landing` (renderer/src/app/routes.tsx).
 */
export const LANDING_MODULES: readonly ModuleId[] = [
  'HISTORIAL',
  // Right after the board: an owner lands on the board, a cook (Cocina preset: no HISTORIAL) on the kitchen screen.
  'COCINA',
  'ESTADISTICAS',
  'MENU',
  'COBROS_EN_LINEA',
  'ANUNCIOS',
  'COMPARTIR',
  'CUPONES',
  'ASISTENCIA_TECNICA',
  'DATOS_COMERCIO',
  'HORARIOS',
  'TARIFAS',
  'CLIENTES',
  'USUARIOS',
  'AJUSTES',
  'PROVEEDORES_ENTREGA',
  'ORDENES_TELEFONICAS',
  'SELF_SERVICE',
];

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

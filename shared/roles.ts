// Role presets of the staff permission matrix (Dueño, Gerente, Cajero, Cocina, Repartidor): a starting point
// the owner can adjust box by box. A preset is narrowed to what the granting user holds (its plan and its own
// set), so it never asks for more; the server refuses more anyway (docs/security.md).
import { MODULES, PERMISSIONS, type ModuleId, type Permission } from './constants';
import type { ModulePermissions } from './types/account';

export const ROLE_PRESET_IDS = ['dueno', 'gerente', 'cajero', 'cocina', 'repartidor'] as const;
export type RolePresetId = (typeof ROLE_PRESET_IDS)[number];

export interface RolePreset {
  id: RolePresetId;
  label: string;
  description: string;
  /** The permissions the role wants per module, before narrowing to what the granting user holds. */
  wants: Partial<Record<ModuleId, readonly Permission[]>>;
}

const ALL = PERMISSIONS;
const NO_DELETE: readonly Permission[] = ['list', 'create', 'order', 'edit'];
/** What only the owner should decide: who gets access and which outside services are connected. */
const OWNER_MATTERS: readonly ModuleId[] = ['USUARIOS', 'INTEGRACIONES'];

function eachModule(permissionsOf: (module: ModuleId) => readonly Permission[] | null): Partial<Record<ModuleId, readonly Permission[]>> {
  const wants: Partial<Record<ModuleId, readonly Permission[]>> = {};
  for (const module of MODULES) {
    const permissions = permissionsOf(module);
    if (permissions) wants[module] = permissions;
  }
  return wants;
}

const everything = eachModule(() => ALL);
const manager = eachModule((module) => (OWNER_MATTERS.includes(module) ? null : NO_DELETE));

export const ROLE_PRESETS: readonly RolePreset[] = [
  { id: 'dueno', label: 'Dueño', description: 'Todo lo que tienes en tu plan.', wants: everything },
  {
    id: 'gerente',
    label: 'Gerente',
    description: 'Opera y configura el negocio sin eliminar ni administrar usuarios o integraciones.',
    wants: manager,
  },
  {
    id: 'cajero',
    label: 'Cajero',
    description: 'Recibe y cobra pedidos, mesas y pedidos telefónicos, pide repartidores; consulta menú, clientes y cupones.',
    wants: {
      HISTORIAL: ['list', 'create', 'edit'],
      ORDENES_TELEFONICAS: ['list', 'create'],
      SELF_SERVICE: ['list', 'create', 'edit'],
      POR_CONSUMO: ['list', 'create', 'edit'],
      EDITAR_PEDIDO: ['list', 'edit'],
      // Asking for and cancelling couriers' riders (docs/domain.md (Módulos)).
      PROVEEDORES_ENTREGA: ['list', 'edit'],
      COBROS_EN_LINEA: ['list'],
      CLIENTES: ['list', 'create'],
      MENU: ['list'],
      CUPONES: ['list'],
      IMPRESION_AUTOMATICA: ['list'],
    },
  },
  {
    id: 'cocina',
    label: 'Cocina',
    description: 'Ve la pantalla de cocina de su estación y marca lo que termina; consulta el menú.',
    wants: { COCINA: ['list', 'edit'], MENU: ['list'] },
  },
  {
    id: 'repartidor',
    label: 'Repartidor',
    description: 'Ve los pedidos a domicilio y actualiza su entrega; consulta clientes.',
    wants: { HISTORIAL: ['list', 'edit'], CLIENTES: ['list'] },
  },
];

export function rolePreset(id: RolePresetId): RolePreset {
  const preset = ROLE_PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`Rol desconocido: ${id}`);
  return preset;
}

/**
 * The preset's modules narrowed to `available` (what the granting user holds), in `available`'s order.
 * A module keeps only permissions both sides have and is dropped without 'list' (a screen you cannot see
 * cannot be edited).
 */
export function presetModules(id: RolePresetId, available: readonly ModulePermissions[]): ModulePermissions[] {
  const { wants } = rolePreset(id);
  const result: ModulePermissions[] = [];
  for (const module of available) {
    const wanted = wants[module.id] ?? [];
    const permisos = PERMISSIONS.filter((p) => wanted.includes(p) && module.permisos.includes(p));
    if (permisos.includes('list')) result.push({ id: module.id, permisos });
  }
  return result;
}

function sameModules(a: readonly ModulePermissions[], b: readonly ModulePermissions[]): boolean {
  const key = (list: readonly ModulePermissions[]) =>
    JSON.stringify(list.filter((m) => m.permisos.length > 0).map((m) => [m.id, PERMISSIONS.filter((p) => m.permisos.includes(p))]).sort());
  return key(a) === key(b);
}

/** The preset a module set is exactly (after narrowing), or null when it was adjusted ("Personalizado"). */
export function matchingPreset(modules: readonly ModulePermissions[], available: readonly ModulePermissions[]): RolePresetId | null {
  return ROLE_PRESET_IDS.find((id) => sameModules(presetModules(id, available), modules)) ?? null;
}

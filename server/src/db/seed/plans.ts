// Subscription plans with their modules and permissions (docs/domain.md (Permisos)), applied at every start.
// Idempotent: rows are upserted by plan id, so editing this file and restarting updates the catalogue.
import { sql } from 'drizzle-orm';
import { MODULES, PERMISSIONS, type ModuleId, type Permission, type PlanId } from '../../../../shared/constants';
import type { ModulePermissions } from '../../../../shared/types/account';
import type { DbOrTx } from '../database';
import { plans } from '../schema/index';

const FREEMIUM_MODULES: ModuleId[] = ['MENU', 'HISTORIAL', 'COMPARTIR', 'ASISTENCIA_TECNICA', 'DATOS_COMERCIO', 'HORARIOS', 'TARIFAS', 'AJUSTES'];
const STARTER_MODULES: ModuleId[] = [...FREEMIUM_MODULES, 'ESTADISTICAS', 'CLIENTES', 'CUPONES', 'IMPRESION_AUTOMATICA', 'COCINA'];
const BASICO_MODULES: ModuleId[] = [...STARTER_MODULES, 'ANUNCIOS', 'USUARIOS', 'ORDENES_TELEFONICAS', 'INTEGRACIONES'];
const PROFESIONAL_MODULES: ModuleId[] = [
  ...BASICO_MODULES,
  'COBROS_EN_LINEA',
  'SELF_SERVICE',
  'PROVEEDORES_ENTREGA',
  'ENVIO_POR_KM',
  'PDF_TO_MENU',
  'MASS_UPDATE_PRODUCTS',
  'SEGUIMIENTO_REDES_SOCIALES',
  'EDITAR_PEDIDO',
  'NOTIFICACIONES_CLIENTE_WHATSAPP',
];
const ALL_MODULES: ModuleId[] = [...MODULES];

function withPermissions(modules: readonly ModuleId[], restricted: Partial<Record<ModuleId, Permission[]>> = {}): ModulePermissions[] {
  return modules.map((id) => ({ id, permisos: restricted[id] ?? [...PERMISSIONS] }));
}

export interface PlanSeed {
  id: PlanId;
  nombre: string;
  descripcion: string;
  precio_mensual_cents: number;
  limite_pedidos_mensual: number | null;
  modulos: ModulePermissions[];
}

export const PLAN_SEEDS: readonly PlanSeed[] = [
  {
    id: 'FREEMIUM',
    nombre: 'Gratuito',
    descripcion: 'Menú en línea y recepción de pedidos para empezar sin costo.',
    precio_mensual_cents: 0,
    limite_pedidos_mensual: 30,
    // Freemium may see and manage its orders but not delete them.
    modulos: withPermissions(FREEMIUM_MODULES, { HISTORIAL: ['list', 'create', 'order', 'edit'] }),
  },
  {
    id: 'TRIAL',
    nombre: 'Prueba gratis',
    descripcion: 'Todas las funciones durante 14 días.',
    precio_mensual_cents: 0,
    limite_pedidos_mensual: null,
    modulos: withPermissions(ALL_MODULES),
  },
  {
    id: 'FUNDADOR',
    nombre: 'Fundador',
    descripcion: 'Plan de los primeros comercios: todas las funciones con precio preferente.',
    precio_mensual_cents: 29_900,
    limite_pedidos_mensual: null,
    modulos: withPermissions(ALL_MODULES),
  },
  {
    id: 'STARTER',
    nombre: 'Starter',
    descripcion: 'Estadísticas, clientes, cupones, impresión automática y pantalla de cocina.',
    precio_mensual_cents: 24_900,
    limite_pedidos_mensual: 300,
    modulos: withPermissions(STARTER_MODULES),
  },
  {
    id: 'BASICO',
    nombre: 'Básico',
    descripcion: 'Anuncios, usuarios, pedidos telefónicos e integraciones.',
    precio_mensual_cents: 44_900,
    limite_pedidos_mensual: 800,
    modulos: withPermissions(BASICO_MODULES),
  },
  {
    id: 'PROFESIONAL',
    nombre: 'Profesional',
    // Only what exists: cobros en línea, editing orders and WhatsApp notices are «Próximamente» (shared/modules.ts).
    descripcion: 'Mesas con QR, repartidores, envío por kilómetro y herramientas de menú.',
    precio_mensual_cents: 79_900,
    limite_pedidos_mensual: 2_000,
    modulos: withPermissions(PROFESIONAL_MODULES),
  },
  {
    id: 'PLUS',
    nombre: 'Plus',
    descripcion: 'Todas las funciones, cobro por consumo en mesas y pedidos sin límite.',
    precio_mensual_cents: 119_900,
    limite_pedidos_mensual: null,
    modulos: withPermissions(ALL_MODULES),
  },
];

export async function seedPlans(db: DbOrTx): Promise<void> {
  await db
    .insert(plans)
    .values(PLAN_SEEDS.map((plan, index) => ({ ...plan, orden: index })))
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        nombre: sql`excluded.nombre`,
        descripcion: sql`excluded.descripcion`,
        precio_mensual_cents: sql`excluded.precio_mensual_cents`,
        limite_pedidos_mensual: sql`excluded.limite_pedidos_mensual`,
        modulos: sql`excluded.modulos`,
        orden: sql`excluded.orden`,
      },
    });
}

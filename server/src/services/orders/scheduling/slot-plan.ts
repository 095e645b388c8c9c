// When an order is for and which slot it counts against (docs/availability.md, «Pedidos programados y
// capacidad»): a customer's chosen time is checked with the shared slot rule (shared/order-slots.ts) before
// anything is stored; the capacity of its slot is checked inside intake's transaction (capacity.ts).
import {
  capacityOn,
  orderSlots,
  schedulingOf,
  slotOf,
  slotRefusal,
  soonestPromise,
  type OrderSlot,
  type SchedulingSettings,
  type SlotRuleInput,
} from '../../../../../shared/order-slots';
import type { PublicOrderInput } from '../../../../../shared/validation/public-order';
import type { DbOrTx } from '../../../db/database';
import { specialDaysWindow } from '../../availability/availability';
import { recentSpecialDays } from '../../availability/special-days';
import type { CommerceRow } from '../commerce-rules';
import { OrderRefusal } from '../errors';

export interface SlotPlan {
  settings: SchedulingSettings;
  /** The promised time the customer chose; null = «Lo antes posible». */
  scheduledFor: Date | null;
  /** The slot the order counts against: the chosen time, or the slot of now + preparation time. */
  slot: Date;
  /** When a scheduled order rings and prints (promised time − preparation time); null for the others. */
  fireAt: Date | null;
  /** Units ordered (the capacity's measure when it counts items). */
  items: number;
  /** The cap is on and this is a customer's order: intake counts the slot under the commerce row's lock. */
  enforceCapacity: boolean;
  /** The slots a customer could choose (for the next free time of a refusal); empty when not needed. */
  slots: readonly OrderSlot[];
}

export const SCHEDULE_MSG = {
  tableNotScheduled: 'Los pedidos desde la mesa no se programan: se preparan al momento',
} as const;

/** Read once per commerce row (rows are replaced, never changed): intake's hot path validates nothing twice. */
const settingsByRow = new WeakMap<CommerceRow, SchedulingSettings>();

export function settingsOfRow(commerce: CommerceRow): SchedulingSettings {
  let settings = settingsByRow.get(commerce);
  if (!settings) settingsByRow.set(commerce, (settings = schedulingOf(commerce.config_programacion)));
  return settings;
}

/** The slot rule's input for a commerce row and its special days. */
export async function slotRuleInputOf(db: DbOrTx, commerce: CommerceRow, at: Date): Promise<SlotRuleInput> {
  const dias = await recentSpecialDays(db, commerce.id, specialDaysWindow(commerce, at));
  return {
    servicio_activo: commerce.servicio_activo,
    horarios: commerce.horarios,
    zona_horaria: commerce.zona_horaria,
    dias_especiales: dias,
    settings: settingsOfRow(commerce),
  };
}

/**
 * The order's slot plan. Only a customer's order (`customer`) may be scheduled and is held to the cap; a
 * staff-keyed order is for now and only counted. Refuses (422) a chosen time that is not one of the slots.
 */
export async function slotPlanFor(db: DbOrTx, commerce: CommerceRow, order: PublicOrderInput, options: { at: Date; customer: boolean }): Promise<SlotPlan> {
  const settings = settingsOfRow(commerce);
  const items = order.productos.reduce((sum, line) => sum + line.cantidad, 0);
  const enforceCapacity = options.customer && capacityOn(settings);
  const requested = options.customer && order.programado_para ? new Date(order.programado_para) : null;
  if (requested && order.table_uuid) throw new OrderRefusal(422, 'SLOT_INVALID', SCHEDULE_MSG.tableNotScheduled);
  const input = requested || enforceCapacity ? await slotRuleInputOf(db, commerce, options.at) : null;
  if (requested && input) {
    const refusal = slotRefusal(input, requested, options.at);
    if (refusal) throw new OrderRefusal(422, 'SLOT_INVALID', refusal);
  }
  const slots = input && enforceCapacity ? orderSlots(input, options.at) : [];
  if (requested) {
    return { settings, scheduledFor: requested, slot: requested, fireAt: new Date(requested.getTime() - settings.minutos_preparacion * 60_000), items, enforceCapacity, slots };
  }
  return { settings, scheduledFor: null, slot: slotOf(soonestPromise(settings, options.at)), fireAt: null, items, enforceCapacity, slots };
}

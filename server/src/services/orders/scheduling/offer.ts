// The times the public checkout offers (docs/availability.md, «Pedidos programados y capacidad»): the shared
// slot rule's slots that still have room for an order (one unit when the cap counts items), and whether
// «Lo antes posible» is open now with room in its slot. Intake checks again, under the lock, when placing.
import { capacityOn, nextFreeSlot, orderSlots, SLOT_MSG, slotHasRoom, slotOf, soonestPromise, type SlotOffer } from '../../../../../shared/order-slots';
import type { Db } from '../../../db/database';
import { scheduleAvailabilityOf } from '../../availability/availability';
import type { CommerceRow } from '../commerce-rules';
import { slotUsageBetween } from './capacity';
import { slotRuleInputOf } from './slot-plan';

export async function slotOfferOf(db: Db, commerce: CommerceRow, at: Date = new Date()): Promise<SlotOffer> {
  const input = await slotRuleInputOf(db, commerce, at);
  const { settings } = input;
  const slots = orderSlots(input, at);
  const asapSlot = slotOf(soonestPromise(settings, at)).toISOString();
  const openNow = (await scheduleAvailabilityOf(db, commerce, at)).abierto;
  if (!capacityOn(settings)) return { lo_antes_posible: openNow, aviso: null, horarios: slots };
  // Every slot starts at or after now + preparation time, so none is before «Lo antes posible»'s slot.
  const last = slots.at(-1)?.at ?? asapSlot;
  const usage = await slotUsageBetween(db, commerce.id, asapSlot, last > asapSlot ? last : asapSlot);
  const withRoom = slots.filter((slot) => slotHasRoom(settings, usage.get(slot.at), 1));
  const asapRoom = slotHasRoom(settings, usage.get(asapSlot), 1);
  const aviso = openNow && !asapRoom ? SLOT_MSG.fullNow(nextFreeSlot(withRoom, usage, settings, 1, asapSlot)?.etiqueta ?? null) : null;
  return { lo_antes_posible: openNow && asapRoom, aviso, horarios: withRoom };
}

import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/constants';
import type { OrderStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import {
  DELIVERY_STATUS_LABELS,
  ORDER_FLOWS,
  ORDER_STATUS_LABELS,
  canTransition,
  flowOf,
  isEarlierStep,
  isInProcess,
  isTerminal,
  nextStatus,
  stepsOf,
} from '@shared/orders/status-machine';
import type { FlowInput, OrderFlow } from '@shared/orders/status-machine';

// docs/domain.md (Estados del pedido) progressions, written out here independently of the code.
const SPEC_FLOWS: Record<OrderFlow, { order: FlowInput; steps: OrderStatus[] }> = {
  deliveryPartner: {
    order: { metodo_entrega: 'delivery', usesDeliveryPartner: true },
    steps: ['pending', 'accepted', 'arrived_at_pickup', 'on_the_way', 'arrived_at_delivery', 'delivered'],
  },
  ownDelivery: { order: { metodo_entrega: 'delivery' }, steps: ['pending', 'accepted', 'on_the_way', 'delivered'] },
  pickup: { order: { metodo_entrega: 'takeAway' }, steps: ['pending', 'accepted', 'ready_to_pick_up', 'delivered'] },
  eatIn: { order: { metodo_entrega: 'inRestaurant' }, steps: ['pending', 'accepted', 'delivered'] },
};
const TERMINAL: OrderStatus[] = ['delivered', 'rejected', 'canceled'];

/** Allowed: the next step of the flow; reject while pending; cancel from any status that is not final. */
function expectedAllowed(steps: OrderStatus[], from: OrderStatus, to: OrderStatus): boolean {
  if (TERMINAL.includes(from)) return false;
  if (to === 'canceled') return true;
  if (to === 'rejected') return from === 'pending';
  const index = steps.indexOf(from);
  return index >= 0 && steps[index + 1] === to;
}

describe.each(Object.entries(SPEC_FLOWS))('flow %s', (flow, { order, steps }) => {
  it('is the SPEC progression', () => {
    expect(flowOf(order)).toBe(flow);
    expect(stepsOf(order)).toEqual(steps);
    expect(ORDER_FLOWS[flow as OrderFlow]).toEqual(steps);
  });

  it('next moves one step and stays at the last step', () => {
    steps.forEach((status, index) => {
      expect(nextStatus(order, status)).toBe(steps[Math.min(index + 1, steps.length - 1)]);
    });
    expect(nextStatus(order, 'delivered')).toBe('delivered');
  });

  it('next leaves rejected, canceled and statuses outside the flow alone', () => {
    for (const status of ORDER_STATUSES.filter((s) => !steps.includes(s))) {
      expect(nextStatus(order, status)).toBe(status);
    }
  });

  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, expectedAllowed(steps, from, to)] as const));
  it.each(pairs)('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(order, from, to)).toBe(allowed);
  });
});

describe('status helpers and labels', () => {
  it('terminal statuses are not in process', () => {
    for (const status of ORDER_STATUSES) {
      expect(isTerminal(status)).toBe(TERMINAL.includes(status));
      expect(isInProcess(status)).toBe(!TERMINAL.includes(status));
    }
  });

  it('a step behind the current one in the same flow is earlier; later steps, leaving the flow and other flows are not', () => {
    const own = { metodo_entrega: 'delivery' as const };
    expect(isEarlierStep(own, 'on_the_way', 'accepted')).toBe(true);
    expect(isEarlierStep(own, 'on_the_way', 'pending')).toBe(true);
    expect(isEarlierStep(own, 'on_the_way', 'on_the_way')).toBe(false);
    expect(isEarlierStep(own, 'accepted', 'on_the_way')).toBe(false);
    expect(isEarlierStep(own, 'on_the_way', 'delivered')).toBe(false);
    expect(isEarlierStep(own, 'on_the_way', 'canceled')).toBe(false);
    // Not a step of this flow (a courier's step while the order is still the restaurant's own): not behind.
    expect(isEarlierStep(own, 'on_the_way', 'arrived_at_pickup')).toBe(false);
    // Nothing comes after a final status, whether or not it is a step of the flow.
    expect(isEarlierStep(own, 'canceled', 'accepted')).toBe(true);
    expect(isEarlierStep(own, 'rejected', 'pending')).toBe(true);
    expect(isEarlierStep(own, 'delivered', 'on_the_way')).toBe(true);
    expect(isEarlierStep(own, 'canceled', 'delivered')).toBe(false);
  });

  it('every status has a Spanish label, and a canceled delivery reads Reparto cancelado', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toMatch(/\S/);
    expect(DELIVERY_STATUS_LABELS.canceled).toBe(MSG.deliveryCanceled);
  });
});

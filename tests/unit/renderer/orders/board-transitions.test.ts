// The board offers only the transitions docs/domain.md (Estados del pedido) allows: for each of the four flows and each status, the
// next step (none at the last), reject only while pending, cancel from any in-process status.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@shared/constants';
import { ORDER_FLOWS } from '@shared/orders/status-machine';
import { offeredTransitions, nextStepOf } from '../../../../renderer/src/features/orders/status-logic';
import { makeOrder } from './orders-server';

const FLOW_ORDERS = {
  deliveryPartner: { metodo_entrega: 'delivery', has_requested_rider: true },
  ownDelivery: { metodo_entrega: 'delivery', has_requested_rider: false },
  pickup: { metodo_entrega: 'takeAway', has_requested_rider: false },
  eatIn: { metodo_entrega: 'inRestaurant', has_requested_rider: false },
} as const;

const TERMINAL: OrderStatus[] = ['delivered', 'rejected', 'canceled'];

// As on the server: an own-delivery order already at a partner-only step keeps the delivery-partner flow.
const PARTNER_ONLY: OrderStatus[] = ['arrived_at_pickup', 'arrived_at_delivery'];

describe.each(Object.entries(FLOW_ORDERS))('flow %s', (flow, shape) => {
  it.each(ORDER_STATUSES.map((status) => [status]))('from %s', (status) => {
    const steps = ORDER_FLOWS[flow === 'ownDelivery' && PARTNER_ONLY.includes(status) ? 'deliveryPartner' : (flow as keyof typeof ORDER_FLOWS)];
    const order = makeOrder('x', { ...shape, estatus_pedido: status, estatus: status });
    const offered = offeredTransitions(order);
    if (TERMINAL.includes(status) || !steps.includes(status)) {
      // Outside the flow or finished: no next step is offered.
      expect(nextStepOf(order)).toBeNull();
      if (TERMINAL.includes(status)) expect(offered).toEqual([]);
      return;
    }
    const index = steps.indexOf(status);
    const expected: OrderStatus[] = [];
    if (index < steps.length - 1) expected.push(steps[index + 1]!);
    if (status === 'pending') expected.push('rejected');
    expected.push('canceled');
    expect(offered).toEqual(expected);
  });
});

describe('next step', () => {
  it('walks each flow to delivered and stays there', () => {
    for (const [flow, shape] of Object.entries(FLOW_ORDERS)) {
      let order = makeOrder('w', { ...shape });
      const walked: OrderStatus[] = [order.estatus_pedido];
      for (let next = nextStepOf(order); next; next = nextStepOf(order)) {
        order = { ...order, estatus_pedido: next };
        walked.push(next);
      }
      expect(walked, flow).toEqual(ORDER_FLOWS[flow as keyof typeof ORDER_FLOWS]);
    }
  });
});

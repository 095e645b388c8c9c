// The shared order rules: what server pricing, the public-menu cart, the phone-order cart and tickets agree on.
import { describe, expect, it } from 'vitest';
import {
  ORDER_RULE_MSG,
  basePriceOf,
  choosePresentation,
  extrasGroupProblem,
  extrasProblems,
  flowInputOf,
  groupMaximum,
  groupMinimum,
  groupRequirementLabel,
  isOrderStatus,
  isPaymentMethod,
  lineTotalCents,
  unitPriceCents,
} from '../../../../shared/orders';

const tacos = {
  nombre: 'Tacos',
  precio: 80,
  presentaciones: [
    { id: 'p3', nombre: 'Orden de 3', precio: 60 },
    { id: 'p5', nombre: 'Orden de 5', precio: 95 },
  ],
};

describe('line price', () => {
  it('takes the presentation by id or by name (trimmed, any case), or the base price without presentations', () => {
    expect(basePriceOf(tacos, 'p5')).toBe(95);
    expect(basePriceOf(tacos, '  orden de 3 ')).toBe(60);
    expect(basePriceOf({ nombre: 'Agua', precio: 30, presentaciones: [] }, null)).toBe(30);
  });

  it('refuses a missing or unknown presentation instead of falling back to the first one', () => {
    expect(basePriceOf(tacos, null)).toBeNull();
    expect(basePriceOf(tacos, 'Orden de 7')).toBeNull();
    expect(choosePresentation('Tacos', tacos.presentaciones, null)).toEqual({ ok: false, code: 'INVALID_PRESENTATION', message: 'Elige una presentación para «Tacos»' });
    expect(choosePresentation('Tacos', tacos.presentaciones, 'x')).toEqual({ ok: false, code: 'INVALID_PRESENTATION', message: 'La presentación elegida para «Tacos» no existe' });
  });

  it('prices one unit as base plus every extra × its quantity, and the line × quantity, in cents', () => {
    const unit = unitPriceCents(9500, [{ precio_cents: 500, cantidad: 1 }, { precio_cents: 550, cantidad: 2 }]);
    expect(unit).toBe(9500 + 500 + 1100);
    expect(lineTotalCents(unit, 3)).toBe(33300);
    expect(unitPriceCents(1000, [])).toBe(1000);
  });
});

describe('extras rules', () => {
  const salsas = { id: 's', nombre: 'Salsas', minimo: 0, maximo: 2, obligatorio: false };
  const tortilla = { id: 't', nombre: 'Tortilla', minimo: 0, maximo: 1, obligatorio: true };
  const libre = { id: 'l', nombre: 'Toppings', minimo: 1, maximo: 0, obligatorio: false };

  it('a required group asks for at least one; maximo 0 means no limit', () => {
    expect(groupMinimum(tortilla)).toBe(1);
    expect(groupMinimum(salsas)).toBe(0);
    expect(groupMaximum(libre)).toBeNull();
    expect(groupMaximum(salsas)).toBe(2);
  });

  it('a group with a minimum of 1 reads Obligatorio in the panel, even without the required switch', () => {
    expect(groupRequirementLabel(libre)).toBe('Obligatorio');
    expect(groupRequirementLabel(tortilla)).toBe('Obligatorio');
    expect(groupRequirementLabel(salsas)).toBe('Opcional');
  });

  it('refuses below the minimum and above the maximum with the server message', () => {
    expect(extrasGroupProblem(tortilla, 0)).toBe('Elige al menos 1 opción(es) de «Tortilla»');
    expect(extrasGroupProblem(salsas, 3)).toBe('Elige como máximo 2 opción(es) de «Salsas»');
    expect(extrasGroupProblem(salsas, 2)).toBeNull();
    expect(extrasGroupProblem(libre, 40)).toBeNull();
  });

  it('lists every broken group in order', () => {
    const counts: Record<string, number> = { s: 3, t: 0, l: 1 };
    expect(extrasProblems([salsas, tortilla, libre], (id) => counts[id] ?? 0)).toEqual([ORDER_RULE_MSG.extrasAboveMax('Salsas', 2), ORDER_RULE_MSG.extrasBelowMin('Tortilla', 1)]);
  });
});

describe('flow and status names', () => {
  const base = { metodo_entrega: 'delivery' as const, has_requested_rider: false, delivery_type: null, estatus_pedido: 'pending' as const };

  it('a delivery carried by a courier follows the partner flow, even after its rider was canceled', () => {
    expect(flowInputOf(base)).toEqual({ metodo_entrega: 'delivery', usesDeliveryPartner: false });
    expect(flowInputOf({ ...base, has_requested_rider: true }).usesDeliveryPartner).toBe(true);
    expect(flowInputOf({ ...base, delivery_type: 'delivery_providers' }).usesDeliveryPartner).toBe(true);
    expect(flowInputOf({ ...base, estatus_pedido: 'arrived_at_pickup' }).usesDeliveryPartner).toBe(true);
    expect(flowInputOf({ ...base, metodo_entrega: 'takeAway', has_requested_rider: true }).usesDeliveryPartner).toBe(false);
  });

  it('knows the status and payment-method names', () => {
    expect(isOrderStatus('ready_to_pick_up')).toBe(true);
    expect(isOrderStatus('listo')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
    expect(isPaymentMethod('efectivo')).toBe(true);
    expect(isPaymentMethod('cheque')).toBe(false);
  });
});

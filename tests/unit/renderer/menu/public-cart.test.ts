// Public menu cart rules: extra-group min/max, prices in cents, tips, flows and payment methods per flow, the fee
// preview agreeing with the shared calculator, and the order payload (ids and quantities, never prices).
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_FORM_CONFIG } from '@shared/types/commerce';
import type { PublicCommerce, PublicProduct } from '@shared/types/public-menu';
import { publicOrderSchema } from '@shared/validation/public-order';
import { validationErrors } from '@shared/validation/errors';
import {
  addLine,
  availableFlows,
  buildCartLine,
  buildOrderPayload,
  canSelectOption,
  extraSelectionErrors,
  feePreview,
  groupRuleText,
  groupsOf,
  paymentMethodsFor,
  setLineQuantity,
  subtotalCents,
  tipCents,
  toggleOption,
  unavailableLines,
  unitPriceCents,
  type CheckoutForm,
  type PublicExtraGroup,
} from '../../../../renderer/src/public-menu/cart';
import { parseMenuPath } from '../../../../renderer/src/public-menu/api';

const methods = (on: string[]) => ({
  efectivo: on.includes('efectivo'),
  tarjeta: on.includes('tarjeta'),
  transferencia: on.includes('transferencia'),
  enlace_pago: on.includes('enlace_pago'),
  payment_provider: on.includes('payment_provider'),
});

function commerce(overrides: Partial<PublicCommerce> = {}): PublicCommerce {
  return {
    id: 'c1',
    id_path: 'taqueria',
    nombre: 'Taquería',
    logotipo: null,
    imagen_portada: null,
    direccion: 'Centro',
    telefono: '9931234567',
    country_code: '52',
    zona_horaria: 'America/Mexico_City',
    abierto: true,
    servicio_activo: true,
    horarios: [],
    latitude: 17.98,
    longitude: -92.93,
    activar_envio_domicilio: true,
    activar_comer_restaurant: true,
    activar_pasar_recoger: false,
    metodos_pago_envio_domicilio: methods(['efectivo', 'transferencia', 'enlace_pago']),
    metodos_pago_comer_restaurant: methods(['tarjeta']),
    metodos_pago_pasar_recoger: methods(['efectivo']),
    activar_pago_enlace: false,
    bank_transfer_details: null,
    config_form_entrega: DEFAULT_DELIVERY_FORM_CONFIG,
    activar_campo_agregar_propina: true,
    tip_display_mode: 'percentage',
    facebook_pixel_id: null,
    tipo_envio_domicilio: 'estandar',
    costo_envio_domicilio: 25,
    colonias: [],
    zonas_envio: [],
    informacion_envio: null,
    costo_por_porcentaje: null,
    compra_minima_envio_domicilio: null,
    activar_envio_gratis_compra_minima: false,
    importe_envio_gratis_compra_minima: null,
    ...overrides,
  };
}

const salsas: PublicExtraGroup = {
  id: 'g-salsas',
  nombre: 'Salsas',
  minimo: 0,
  maximo: 2,
  obligatorio: false,
  opciones: [
    { id: 'verde', nombre: 'Verde', precio: 0, agotado: false },
    { id: 'roja', nombre: 'Roja', precio: 0, agotado: false },
    { id: 'habanero', nombre: 'Habanero', precio: 5, agotado: false },
    { id: 'mango', nombre: 'Mango', precio: 5, agotado: true },
  ],
};
const tortilla: PublicExtraGroup = {
  id: 'g-tortilla',
  nombre: 'Tortilla',
  minimo: 0,
  maximo: 1,
  obligatorio: true,
  opciones: [
    { id: 'maiz', nombre: 'Maíz', precio: 0, agotado: false },
    { id: 'harina', nombre: 'Harina', precio: 5.5, agotado: false },
  ],
};
const pastor: PublicProduct = {
  id: 'p-pastor',
  id_categoria: 'cat',
  nombre: 'Tacos al pastor',
  descripcion: null,
  imagen: null,
  precio: 60,
  presentaciones: [
    { id: 'orden-3', nombre: 'Orden de 3', precio: 60 },
    { id: 'orden-5', nombre: 'Orden de 5', precio: 95 },
  ],
  agotado: false,
  extras: ['g-salsas', 'g-tortilla', 'missing-group'],
};

describe('extra groups', () => {
  it('keeps the product order of groups and skips unknown ids', () => {
    expect(groupsOf(pastor, [tortilla, salsas]).map((g) => g.id)).toEqual(['g-salsas', 'g-tortilla']);
  });

  it('describes the rule of each group', () => {
    expect(groupRuleText(tortilla)).toBe('Elige 1');
    expect(groupRuleText(salsas)).toBe('Hasta 2 (opcional)');
    expect(groupRuleText({ ...salsas, minimo: 1, maximo: 3 })).toBe('Elige de 1 a 3');
    expect(groupRuleText({ ...salsas, maximo: 0 })).toBe('Opcional');
  });

  it('refuses a selection beyond the maximum and sold-out options', () => {
    let selected = toggleOption(salsas, new Set(), 'verde');
    selected = toggleOption(salsas, selected, 'roja');
    expect(canSelectOption(salsas, selected, 'habanero')).toBe(false);
    expect([...toggleOption(salsas, selected, 'habanero')].sort()).toEqual(['roja', 'verde']);
    expect(canSelectOption(salsas, new Set(), 'mango')).toBe(false);
    expect(toggleOption(salsas, new Set(), 'mango').size).toBe(0);
  });

  it('behaves as a radio group when the maximum is one', () => {
    const first = toggleOption(tortilla, new Set(), 'maiz');
    expect([...toggleOption(tortilla, first, 'harina')]).toEqual(['harina']);
  });

  it('names every group whose minimum is not met, in the words the server refuses with', () => {
    expect(extraSelectionErrors([salsas, tortilla], new Set())).toEqual(['Elige al menos 1 opción(es) de «Tortilla»']);
    expect(extraSelectionErrors([{ ...salsas, minimo: 2 }], new Set(['verde']))).toEqual(['Elige al menos 2 opción(es) de «Salsas»']);
    expect(extraSelectionErrors([salsas, tortilla], new Set(['maiz', 'verde']))).toEqual([]);
  });
});

describe('cart lines and totals', () => {
  const line = buildCartLine(pastor, [salsas, tortilla], { presentation: pastor.presentaciones[1]!, selected: new Set(['habanero', 'harina']), cantidad: 2, instrucciones: ' sin cebolla ' });

  it('prices one unit as presentation plus extras, in cents', () => {
    expect(unitPriceCents(line)).toBe(9500 + 500 + 550);
    expect(subtotalCents([line])).toBe(2 * 10550);
  });

  it('merges equal lines and removes a line at quantity zero', () => {
    const twice = addLine(addLine([], line), { ...line, cantidad: 1 });
    expect(twice).toHaveLength(1);
    expect(twice[0]!.cantidad).toBe(3);
    const other = buildCartLine(pastor, [salsas, tortilla], { presentation: pastor.presentaciones[0]!, selected: new Set(['maiz']), cantidad: 1, instrucciones: '' });
    expect(addLine(twice, other)).toHaveLength(2);
    expect(setLineQuantity(twice, line.key, 0)).toEqual([]);
  });

  it('flags lines whose product is sold out or gone', () => {
    const products = new Map([[pastor.id, { ...pastor, agotado: true }]]);
    expect(unavailableLines([line], products)).toHaveLength(1);
    expect(unavailableLines([line], new Map())).toHaveLength(1);
    expect(unavailableLines([line], new Map([[pastor.id, pastor]]))).toHaveLength(0);
  });

  it('computes tips by percentage of the subtotal or as a fixed amount', () => {
    expect(tipCents('percentage', { kind: 'percent', percent: 15 }, 21100)).toBe(3165);
    expect(tipCents('fixed_amount', { kind: 'amount', amount: 20.5 }, 21100)).toBe(2050);
    expect(tipCents('fixed_amount', { kind: 'percent', percent: 10 }, 21100)).toBe(0);
    expect(tipCents(null, { kind: 'percent', percent: 10 }, 21100)).toBe(0);
  });
});

describe('flows, payment methods and fee', () => {
  it('offers the active flows, and only eating in from a table link', () => {
    expect(availableFlows(commerce(), false)).toEqual(['delivery', 'inRestaurant']);
    expect(availableFlows(commerce(), true)).toEqual(['inRestaurant']);
    expect(availableFlows(commerce({ activar_comer_restaurant: false }), true)).toEqual([]);
  });

  it('lists the payment methods of the flow; the payment link only while it is on', () => {
    expect(paymentMethodsFor(commerce(), 'delivery')).toEqual(['efectivo', 'transferencia']);
    expect(paymentMethodsFor(commerce({ activar_pago_enlace: true }), 'delivery')).toEqual(['efectivo', 'transferencia', 'enlace_pago']);
    expect(paymentMethodsFor(commerce(), 'inRestaurant')).toEqual(['tarjeta']);
  });

  it('uses the shared fee calculator for delivery and charges nothing otherwise', () => {
    expect(feePreview(commerce(), { flow: 'delivery', subtotal: 100, colonia: '', location: null })).toEqual({ ok: true, fee: 25, freeByMinimum: false });
    expect(feePreview(commerce(), { flow: 'inRestaurant', subtotal: 100, colonia: '', location: null })).toEqual({ ok: true, fee: 0, freeByMinimum: false });
    const byColonia = commerce({ tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: 'Centro Histórico', costo: 30 }] });
    expect(feePreview(byColonia, { flow: 'delivery', subtotal: 100, colonia: 'centro historico', location: null })).toMatchObject({ ok: true, fee: 30 });
    expect(feePreview(byColonia, { flow: 'delivery', subtotal: 100, colonia: '', location: null })).toMatchObject({ ok: false, reason: 'unknown_neighbourhood' });
  });
});

describe('order payload', () => {
  const form: CheckoutForm = {
    metodo_entrega: 'delivery',
    nombre: ' Ana López ',
    numero_celular: '993 123 4567',
    calle: 'Av. Méndez',
    colonia: 'Centro',
    numero_exterior: '12',
    numero_interior: '',
    referencias: 'Portón negro',
    location: null,
    metodo_pago: 'efectivo',
    tip: { kind: 'percent', percent: 10 },
    cliente_paga_con: '500',
    coupon_code: 'bienvenida',
    comentario: '',
  };
  const line = buildCartLine(pastor, [salsas, tortilla], { presentation: pastor.presentaciones[0]!, selected: new Set(['verde', 'maiz']), cantidad: 2, instrucciones: '' });

  it('sends ids and quantities, never prices, and passes the shared public-order schema', async () => {
    const c = commerce();
    const payload = buildOrderPayload(c, [line], form, null);
    expect(payload.productos).toEqual([
      { id_producto: 'p-pastor', presentacion: 'orden-3', cantidad: 2, extras: [{ id_extra: 'verde', cantidad: 1 }, { id_extra: 'maiz', cantidad: 1 }], instrucciones: null },
    ]);
    expect(JSON.stringify(payload.productos)).not.toContain('precio');
    expect(payload).toMatchObject({ nombre: 'Ana López', numero_celular: '9931234567', propina: 12, cliente_paga_con: 500, coupon_code: 'BIENVENIDA', numero_interior: null });
    const rules = { form: c.config_form_entrega, paymentMethods: { delivery: c.metodos_pago_envio_domicilio, takeAway: c.metodos_pago_pasar_recoger, inRestaurant: c.metodos_pago_comer_restaurant } };
    expect(await validationErrors(publicOrderSchema(rules), payload)).toEqual({});
  });

  it('drops the address outside delivery and forces eating in for a table', () => {
    const payload = buildOrderPayload(commerce(), [line], { ...form, metodo_entrega: 'takeAway', metodo_pago: 'tarjeta' }, 'mesa-uuid');
    expect(payload).toMatchObject({ table_uuid: 'mesa-uuid', metodo_entrega: 'inRestaurant', calle: null, colonia: null, referencias: null, cliente_paga_con: null });
  });

  it('leaves out the tip when the commerce does not ask for one', () => {
    expect(buildOrderPayload(commerce({ activar_campo_agregar_propina: false }), [line], form, null).propina).toBe(0);
  });
});

describe('menu page path', () => {
  it('reads the commerce path and the table of a table link', () => {
    expect(parseMenuPath('/m/taqueria-el-buen-taco')).toEqual({ idPath: 'taqueria-el-buen-taco', tableUuid: null });
    expect(parseMenuPath('/m/taqueria/mesa/abc-123/')).toEqual({ idPath: 'taqueria', tableUuid: 'abc-123' });
    expect(parseMenuPath('/menu/productos')).toEqual({ idPath: null, tableUuid: null });
  });
});

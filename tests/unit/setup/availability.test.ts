// The one "can customers order now?" answer (shared/availability.ts): each reason, its Spanish text, special
// days and the commerce's time zone.
import { describe, expect, it } from 'vitest';
import { computeAvailability, type AvailabilityInput } from '@shared/availability';
import { checkSpecialDay, type SpecialDay } from '@shared/special-days';
import type { ScheduleTurn } from '@shared/types/commerce';

const MX = 'America/Mexico_City'; // UTC-6 all year
const turn = (dia: number, horario_apertura: string, horario_cierre: string): ScheduleTurn => ({ dia, horario_apertura, horario_cierre });
/** Monday to Saturday 8:00–17:00, the "Tortas La Güera". */
const MON_SAT = [1, 2, 3, 4, 5, 6].map((dia) => turn(dia, '08:00', '17:00'));
const special = (fecha: string, cerrado: boolean, motivo: string, horario_apertura: string | null = null, horario_cierre: string | null = null): SpecialDay => ({
  id: fecha,
  fecha,
  cerrado,
  motivo,
  horario_apertura,
  horario_cierre,
});

function input(patch: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return { servicio_activo: true, horarios: MON_SAT, zona_horaria: MX, dias_especiales: [], pausa: null, limite_alcanzado: false, productos_disponibles: 3, ...patch };
}
// Tuesday 2026-11-24 in Mexico City.
const TUE_1000 = new Date('2026-11-24T16:00:00Z');
const TUE_1800 = new Date('2026-11-25T00:00:00Z');
const SAT_1800 = new Date('2026-11-29T00:00:00Z');

describe('computeAvailability', () => {
  it('is open inside a turn and says until when', () => {
    const answer = computeAvailability(input(), TUE_1000);
    expect(answer).toMatchObject({ abierto: true, motivo: 'open', tono: 'open', etiqueta: 'Abierto', cierra: '17:00' });
    expect(answer.mensaje).toBe('Abierto: recibe pedidos hasta las 17:00');
  });

  it('is closed by schedule with the next opening: tomorrow, or the weekday after a closed Sunday', () => {
    expect(computeAvailability(input(), TUE_1800)).toMatchObject({ abierto: false, motivo: 'outside_schedule', mensaje: 'Cerrado por horario: abre mañana 8:00', proxima_apertura: 'mañana 8:00' });
    expect(computeAvailability(input(), SAT_1800).mensaje).toBe('Cerrado por horario: abre el lunes 8:00');
    // Before opening the same day.
    expect(computeAvailability(input(), new Date('2026-11-24T13:00:00Z')).mensaje).toBe('Cerrado por horario: abre hoy 8:00');
  });

  it('reads the clock in the commerce time zone', () => {
    // 16:00 UTC is 10:00 in Mexico City (open) but 01:00 next day in Tokyo (closed, opens 8:00 today).
    expect(computeAvailability(input(), TUE_1000).abierto).toBe(true);
    const tokyo = computeAvailability(input({ zona_horaria: 'Asia/Tokyo' }), TUE_1000);
    expect(tokyo).toMatchObject({ abierto: false, mensaje: 'Cerrado por horario: abre hoy 8:00' });
  });

  it('follows overnight turns and 24/7 without an end', () => {
    const late = [turn(2, '18:00', '02:00')];
    expect(computeAvailability(input({ horarios: late }), new Date('2026-11-25T03:00:00Z'))).toMatchObject({ abierto: true, cierra: 'mañana 2:00', mensaje: 'Abierto: recibe pedidos hasta mañana 2:00' });
    expect(computeAvailability(input({ horarios: late }), new Date('2026-11-25T07:00:00Z'))).toMatchObject({ abierto: true, cierra: '2:00' });
    const always = [0, 1, 2, 3, 4, 5, 6].map((dia) => turn(dia, '00:00', '24:00'));
    const answer = computeAvailability(input({ horarios: always }), TUE_1800);
    expect(answer).toMatchObject({ abierto: true, cierra: null, mensaje: 'Abierto: recibe pedidos' });
  });

  it('gives each closed reason in priority order: switch, products, limit, schedule, pause', () => {
    expect(computeAvailability(input({ servicio_activo: false, productos_disponibles: 0 }), TUE_1000)).toMatchObject({
      motivo: 'switched_off',
      etiqueta: 'Cerrado temporalmente',
      mensaje: 'Cerrado temporalmente: no recibe pedidos por ahora',
    });
    expect(computeAvailability(input({ productos_disponibles: 0, limite_alcanzado: true }), TUE_1000)).toMatchObject({ motivo: 'no_products', mensaje: 'Sin productos: el menú no tiene productos disponibles' });
    expect(computeAvailability(input({ limite_alcanzado: true }), TUE_1000)).toMatchObject({ motivo: 'order_limit', abierto: false });
    expect(computeAvailability(input({ horarios: [] }), TUE_1000)).toMatchObject({ motivo: 'no_schedule', mensaje: 'Cerrado: sin horario de atención' });
    const pausa = { pausado: true, pausa_hasta: new Date(TUE_1000.getTime() + 14.5 * 60_000).toISOString() };
    expect(computeAvailability(input({ pausa }), TUE_1000)).toMatchObject({ motivo: 'paused', tono: 'paused', etiqueta: 'Pausado', mensaje: 'Pausado 15 min', abierto: false });
    expect(computeAvailability(input({ pausa: { pausado: true, pausa_hasta: null } }), TUE_1000).mensaje).toBe('Pausado hasta que se reanude');
    // Outside the schedule a pause is not the reason: the schedule is.
    expect(computeAvailability(input({ pausa }), TUE_1800).motivo).toBe('outside_schedule');
  });

  it('closes on a holiday, cuts the previous night at midnight, and lists it ahead for customers', () => {
    const holiday = special('2026-11-24', true, 'Día festivo');
    const answer = computeAvailability(input({ dias_especiales: [holiday] }), TUE_1000);
    expect(answer).toMatchObject({ abierto: false, motivo: 'special_closed', mensaje: 'Cerrado hoy por día festivo: abre mañana 8:00', dia_especial_hoy: holiday });
    const late = [turn(1, '18:00', '02:00')];
    // Monday 18:00–02:00 with Tuesday a holiday: at Tuesday 01:00 it is already closed.
    expect(computeAvailability(input({ horarios: late, dias_especiales: [holiday] }), new Date('2026-11-24T07:00:00Z')).abierto).toBe(false);
    const ahead = computeAvailability(input({ dias_especiales: [special('2026-12-25', true, 'Navidad'), special('2027-02-01', true, 'Lejos')] }), TUE_1000);
    expect(ahead.proximos_dias_especiales.map((d) => d.fecha)).toEqual(['2026-12-25']);
  });

  it('opens on a one-off opening with its own hours instead of the weekly turns', () => {
    // Sunday 2026-11-29 is normally closed.
    const sunday = special('2026-11-29', false, 'Buen Fin', '10:00', '14:00');
    const at = new Date('2026-11-29T17:00:00Z'); // 11:00
    expect(computeAvailability(input(), at).abierto).toBe(false);
    expect(computeAvailability(input({ dias_especiales: [sunday] }), at)).toMatchObject({ abierto: true, cierra: '14:00', mensaje: 'Abierto: recibe pedidos hasta las 14:00 (horario especial: Buen Fin)' });
    // Saturday evening: the next opening is the special Sunday.
    expect(computeAvailability(input({ dias_especiales: [sunday] }), SAT_1800).mensaje).toBe('Cerrado por horario: abre mañana 10:00');
  });
});

describe('checkSpecialDay', () => {
  it('accepts a closure or an opening with hours and names the wrong field', () => {
    expect(checkSpecialDay({ fecha: '2026-12-25', cerrado: true, motivo: ' Navidad ' }, '2026-11-24')).toEqual({
      ok: true,
      value: { fecha: '2026-12-25', cerrado: true, motivo: 'Navidad', horario_apertura: null, horario_cierre: null },
    });
    expect(checkSpecialDay({ fecha: '2026-02-30', cerrado: true, motivo: 'x' }, '2026-01-01')).toMatchObject({ ok: false, field: 'fecha' });
    expect(checkSpecialDay({ fecha: '2026-11-23', cerrado: true, motivo: 'x' }, '2026-11-24')).toMatchObject({ ok: false, field: 'fecha', message: 'fecha: La fecha ya pasó' });
    expect(checkSpecialDay({ fecha: '2026-12-25', cerrado: false, motivo: 'x', horario_apertura: '9:00' }, '2026-11-24')).toMatchObject({ ok: false, field: 'horario_apertura' });
    expect(checkSpecialDay({ fecha: '2026-12-25', cerrado: 'no', motivo: 'x' }, '2026-11-24')).toMatchObject({ ok: false, field: 'cerrado' });
    expect(checkSpecialDay({ fecha: '2026-12-25', cerrado: true, motivo: '' }, '2026-11-24')).toMatchObject({ ok: false, field: 'motivo' });
    expect(checkSpecialDay(null, '2026-11-24')).toMatchObject({ ok: false });
  });
});

describe('warning bar (warning 15)', () => {
  it('says why customers cannot order, leading to the screen that fixes it; pause and no schedule keep their own warnings', async () => {
    const { activeWarnings } = await import('@shared/status-warnings');
    const { makeCommerce } = await import('../shared/fixtures');
    const base = { commerce: makeCommerce(), account: null, paymentProviderConnected: true, printer: null, addressUpdated: false, onSetupPage: false };
    const closed = computeAvailability(input(), TUE_1800);
    const warning = activeWarnings({ ...base, availability: closed }).find((w) => w.key === 'not_taking_orders');
    expect(warning).toMatchObject({ id: 15, message: 'Tus clientes no pueden pedir ahora. Cerrado por horario: abre mañana 8:00', actionPath: '/horarios' });
    const empty = computeAvailability(input({ productos_disponibles: 0 }), TUE_1000);
    expect(activeWarnings({ ...base, availability: empty }).find((w) => w.key === 'not_taking_orders')?.actionPath).toBe('/menu');
    for (const answer of [computeAvailability(input(), TUE_1000), computeAvailability(input({ pausa: { pausado: true, pausa_hasta: null } }), TUE_1000), computeAvailability(input({ horarios: [] }), TUE_1000)]) {
      expect(activeWarnings({ ...base, availability: answer }).some((w) => w.key === 'not_taking_orders')).toBe(false);
    }
  });
});

describe('setup checklist readiness', () => {
  it('is not ready with 0 products, without delivery pricing, or on the desktop without a main printer', async () => {
    const { setupProgress } = await import('@shared/setup-progress');
    const { makeCommerce } = await import('../shared/fixtures');
    const commerce = makeCommerce();
    expect(setupProgress(commerce, { orderableProducts: 2, printer: null }).ready).toBe(true);
    // The recommendations never move the SPEC's percentage: still 100 % and complete, just not ready.
    expect(setupProgress(commerce, { orderableProducts: 0, printer: null })).toMatchObject({ percentage: 100, complete: true, ready: false });
    expect(setupProgress({ ...commerce, tipo_envio_domicilio: null }, { orderableProducts: 2, printer: null }).ready).toBe(false);
    const desktop = setupProgress(commerce, { orderableProducts: 2, printer: { configured: false } });
    expect(desktop.recommendations.find((item) => item.key === 'printer')).toMatchObject({ done: false, route: '/ajustes', label: 'Impresora principal' });
    expect(desktop.ready).toBe(false);
    expect(setupProgress(commerce, { orderableProducts: 2, printer: { configured: true } }).ready).toBe(true);
  });
});

describe('test order body', () => {
  it('picks an orderable product with its required extras, a flow without address and an offline method', async () => {
    const { testOrderBody } = await import('../../../renderer/src/features/setup/test-order');
    const { makeCommerce } = await import('../shared/fixtures');
    const commerce = { ...makeCommerce(), abierto: true, latitude: null, longitude: null, bank_transfer_details: null } as unknown as import('@shared/types/public-menu').PublicMenu['comercio'];
    const product = { id: 'p1', id_categoria: 'c1', nombre: 'Torta', descripcion: null, imagen: null, precio: 85, presentaciones: [], agotado: false, extras: ['g1'] };
    const group = { id: 'g1', nombre: 'Pan', minimo: 1, maximo: 1, obligatorio: true, opciones: [{ id: 'o0', nombre: 'Agotado', precio: 0, agotado: true }, { id: 'o1', nombre: 'Bolillo', precio: 0, agotado: false }] };
    const menu = { comercio: { ...commerce, activar_pasar_recoger: true, metodos_pago_pasar_recoger: { efectivo: true, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false } }, categorias: [{ id: 'c1', nombre: 'Tortas', descripcion: null, productos: [{ ...product, id: 'p0', agotado: true }, product] }], extras: [group], secciones: [] };
    const built = testOrderBody(menu);
    expect('body' in built && built.body).toMatchObject({ metodo_entrega: 'takeAway', metodo_pago: 'efectivo', productos: [{ id_producto: 'p1', extras: [{ id_extra: 'o1', cantidad: 1 }] }] });
    expect(testOrderBody({ ...menu, categorias: [] })).toEqual({ problem: 'Agrega al menos un producto disponible a tu menú para hacer un pedido de prueba.' });
  });

  it('a delivery-only commerce charging by zones: the drop-off is inside its first zone and the address fields its form requires are filled', async () => {
    const { testOrderBody } = await import('../../../renderer/src/features/setup/test-order');
    const { makeCommerce } = await import('../shared/fixtures');
    const { publicOrderSchema } = await import('@shared/validation/public-order');
    const { zoneContains } = await import('@shared/zones');
    const { DEFAULT_DELIVERY_FORM_CONFIG } = await import('@shared/types/commerce');
    const cash = { efectivo: true, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false };
    const none = { ...cash, efectivo: false };
    const zone = { id: 'z1', nombre: 'Del Valle', costo: 35, compra_minima: null, tipo: 'poligono' as const, centro: null, radio_km: null, puntos: [{ latitude: 19.37, longitude: -99.18 }, { latitude: 19.37, longitude: -99.16 }, { latitude: 19.38, longitude: -99.16 }, { latitude: 19.38, longitude: -99.18 }] };
    const form = { ...DEFAULT_DELIVERY_FORM_CONFIG, ubicacion: { required: true, show: true } };
    const comercio = { ...makeCommerce(), abierto: true, latitude: null, longitude: null, bank_transfer_details: null, activar_pasar_recoger: false, activar_comer_restaurant: false, activar_envio_domicilio: true, metodos_pago_envio_domicilio: cash, tipo_envio_domicilio: 'por_zonas', zonas_envio: [zone], config_form_entrega: form } as unknown as import('@shared/types/public-menu').PublicMenu['comercio'];
    const product = { id: 'p1', id_categoria: 'c1', nombre: 'Torta', descripcion: null, imagen: null, precio: 85, presentaciones: [], agotado: false, extras: [] };
    const built = testOrderBody({ comercio, categorias: [{ id: 'c1', nombre: 'Tortas', descripcion: null, productos: [product] }], extras: [], secciones: [] });
    if (!('body' in built)) throw new Error(built.problem);
    expect(built.body).toMatchObject({ metodo_entrega: 'delivery', colonia: 'Del Valle', referencias: 'Pedido de prueba' });
    expect(zoneContains(zone, { latitude: built.body.latitud!, longitude: built.body.longitud! })).toBe(true);
    const schema = publicOrderSchema({ form, paymentMethods: { delivery: cash, takeAway: none, inRestaurant: none } });
    await expect(schema.validate({ ...built.body, calle: 'Av. Insurgentes Sur 1602' })).resolves.toBeTruthy();
  });
});

describe('special day texts', () => {
  it('reads the date in Spanish with only its first letter capitalised', async () => {
    const { specialDateText, specialHoursText } = await import('@shared/special-days');
    expect(specialDateText('2026-11-28')).toBe('Sábado, 28 de noviembre');
    expect(specialHoursText({ cerrado: false, horario_apertura: '10:00', horario_cierre: '14:00' })).toBe('Abierto de 10:00 a 14:00');
  });
});

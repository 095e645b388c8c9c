// One fee, three places: for each case the delivery cost simulator (tarifas/simulador), the public menu's
// fee preview and the server's order pricing (costo_envio of a real public order) agree with
// calculateDeliveryFee on the settings saved through PUT /v1/comercio. Refusals agree too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateDeliveryFee, haversineKm } from '@shared/fees';
import type { Commerce } from '@shared/types/commerce';
import type { PublicMenu } from '@shared/types/public-menu';
import { simulateDeliveryFee } from '../../../renderer/src/features/delivery-fees/simulate';
import { feePreview } from '../../../renderer/src/public-menu/cart';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { VALID_ADDRESS } from '../../unit/renderer/config/spec-rules';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

interface FeeCase {
  name: string;
  settings: Partial<Commerce>;
  /** Tacos at $25 each. */
  tacos: number;
  colonia?: string;
  /** Delivery point, from the commerce at VALID_ADDRESS. */
  to?: { latitude: number; longitude: number };
  expected: number | 'refused';
}

const ORIGIN = { latitude: VALID_ADDRESS.latitude!, longitude: VALID_ADDRESS.longitude! };
const NEAR = { latitude: 18.0, longitude: -92.93 }; // ≈ 1.5 km
const FAR = { latitude: 18.2, longitude: -92.94 }; // ≈ 23 km

const CASES: FeeCase[] = [
  { name: 'gratis', settings: { tipo_envio_domicilio: 'gratis' }, tacos: 1, expected: 0 },
  { name: 'estandar $35.50', settings: { tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 35.5 }, tacos: 1, expected: 35.5 },
  { name: 'estandar $0', settings: { tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 0 }, tacos: 1, expected: 0 },
  {
    name: 'por_colonia, accents and case ignored',
    settings: { tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: 'Atasta', costo: 32.5 }, { nombre: 'Tamulté', costo: 40 }] },
    tacos: 2,
    colonia: 'TAMULTE',
    expected: 40,
  },
  { name: 'por_colonia unknown', settings: { tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: 'Atasta', costo: 32.5 }] }, tacos: 1, colonia: 'Centro', expected: 'refused' },
  { name: 'por_kilometro short trip charges min_km', settings: { tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 9, min_km: 3, max_km: 10 } }, tacos: 1, to: NEAR, expected: 27 },
  { name: 'por_kilometro out of range', settings: { tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 9, min_km: 3, max_km: 10 } }, tacos: 1, to: FAR, expected: 'refused' },
  { name: 'percent 10 %', settings: { tipo_envio_domicilio: 'percent', costo_por_porcentaje: { cantidad: 10 } }, tacos: 3, expected: 7.5 },
  {
    name: 'free over $100',
    settings: { tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 30, activar_envio_gratis_compra_minima: true, importe_envio_gratis_compra_minima: 100 },
    tacos: 4,
    expected: 0,
  },
  {
    name: 'below free threshold',
    settings: { tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 30, activar_envio_gratis_compra_minima: true, importe_envio_gratis_compra_minima: 100 },
    tacos: 3,
    expected: 30,
  },
  { name: 'below minimum purchase', settings: { tipo_envio_domicilio: 'estandar', costo_envio_domicilio: 30, compra_minima_envio_domicilio: 60 }, tacos: 2, expected: 'refused' },
];

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  const located = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { address: VALID_ADDRESS } });
  expect(located.statusCode, located.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const RESET: Partial<Commerce> = {
  colonias: [],
  informacion_envio: null,
  costo_por_porcentaje: null,
  compra_minima_envio_domicilio: null,
  activar_envio_gratis_compra_minima: false,
  importe_envio_gratis_compra_minima: null,
};

describe('delivery fee: simulator, public menu and server agree', () => {
  for (const feeCase of CASES) {
    it(`[fee-agreement] ${feeCase.name}`, async () => {
      const saved = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: shop.auth.headers, payload: { ...RESET, ...feeCase.settings } });
      expect([200, 400], saved.body).toContain(saved.statusCode);

      const stored = (await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: shop.auth.headers })).json<Commerce>();
      const publicMenu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` })).json<PublicMenu>();
      const subtotal = feeCase.tacos * 25;
      // Every order carries a location: once por_kilometro was saved the form keeps ubicacion required.
      const to = feeCase.to ?? NEAR;
      const distanceKm = haversineKm(ORIGIN, to);

      const shared = calculateDeliveryFee(stored, { subtotal, colonia: feeCase.colonia ?? DELIVERY_ADDRESS.colonia, distanceKm });
      const simulator = simulateDeliveryFee(stored, { subtotal, colonia: feeCase.colonia ?? DELIVERY_ADDRESS.colonia, distanceKm });
      const menu = feePreview(publicMenu.comercio, { flow: 'delivery', subtotal, colonia: feeCase.colonia ?? DELIVERY_ADDRESS.colonia, location: to });
      const order = await placeOrder(
        t.app,
        shop.idPath,
        orderBody(shop.menu, {
          metodo_entrega: 'delivery',
          ...DELIVERY_ADDRESS,
          ...(feeCase.colonia ? { colonia: feeCase.colonia } : {}),
          latitud: to.latitude,
          longitud: to.longitude,
          productos: [{ id_producto: shop.menu.tacoId, cantidad: feeCase.tacos, extras: [] }],
        }),
      );

      if (feeCase.expected === 'refused') {
        expect(shared.ok).toBe(false);
        expect(simulator.ok).toBe(false);
        expect(menu.ok).toBe(false);
        expect(order.statusCode, order.body).toBe(422);
        if (!shared.ok) expect(order.json<{ message: string }>().message).toBe(shared.message);
        return;
      }
      expect(order.statusCode, order.body).toBe(201);
      const costoEnvio = order.json<{ pedido: { costo_envio: number } }>().pedido.costo_envio;
      expect(shared).toMatchObject({ ok: true, fee: feeCase.expected });
      expect(simulator).toMatchObject({ ok: true, fee: feeCase.expected });
      expect(menu).toMatchObject({ ok: true, fee: feeCase.expected });
      expect(costoEnvio).toBe(feeCase.expected);
    });
  }
});

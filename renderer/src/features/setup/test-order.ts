// The body of the owner's test order (docs/availability.md): the first orderable product of the public menu
// with its first presentation and the least extras its groups require, a flow the commerce offers (pickup or
// eat-in first, no address needed) and an offline payment method it accepts for that flow. A delivery-only
// commerce gets a drop-off its fee rules accept (inside its first zone, its first colonia, or its own location)
// and every address field its delivery form requires.
import type { DeliveryType, FlowPaymentMethod } from '@shared/constants';
import type { LatLng } from '@shared/fees';
import { zoneContains } from '@shared/zones';
import { groupMinimum } from '@shared/orders/extras';
import type { PublicCommerce } from '@shared/types/public-menu';
import type { PublicMenu, PublicProduct } from '@shared/types/public-menu';

export interface TestOrderBody {
  metodo_entrega: DeliveryType;
  nombre: string;
  numero_celular: string;
  country_code: string;
  metodo_pago: FlowPaymentMethod;
  calle: string | null;
  numero_exterior: string | null;
  colonia: string | null;
  numero_interior: string | null;
  referencias: string | null;
  latitud: number | null;
  longitud: number | null;
  productos: { id_producto: string; presentacion: string | null; cantidad: number; extras: { id_extra: string; cantidad: number }[]; instrucciones: null }[];
  comentario: string;
}

const FLOWS: { flow: DeliveryType; active: 'activar_pasar_recoger' | 'activar_comer_restaurant' | 'activar_envio_domicilio'; methods: 'metodos_pago_pasar_recoger' | 'metodos_pago_comer_restaurant' | 'metodos_pago_envio_domicilio' }[] = [
  { flow: 'takeAway', active: 'activar_pasar_recoger', methods: 'metodos_pago_pasar_recoger' },
  { flow: 'inRestaurant', active: 'activar_comer_restaurant', methods: 'metodos_pago_comer_restaurant' },
  { flow: 'delivery', active: 'activar_envio_domicilio', methods: 'metodos_pago_envio_domicilio' },
];
const OFFLINE_METHODS: FlowPaymentMethod[] = ['efectivo', 'tarjeta', 'transferencia'];

function lineOf(product: PublicProduct, menu: PublicMenu): TestOrderBody['productos'][number] | null {
  const extras: { id_extra: string; cantidad: number }[] = [];
  for (const groupId of product.extras) {
    const group = menu.extras.find((candidate) => candidate.id === groupId);
    if (!group) continue;
    const needed = groupMinimum(group);
    const options = group.opciones.filter((option) => !option.agotado).slice(0, needed);
    if (options.length < needed) return null;
    extras.push(...options.map((option) => ({ id_extra: option.id, cantidad: 1 })));
  }
  return { id_producto: product.id, presentacion: product.presentaciones[0]?.id ?? null, cantidad: 1, extras, instrucciones: null };
}

/** Where a delivery test order goes: a place the commerce's delivery fee rules price. */
function testDropOff(commerce: PublicCommerce): { colonia: string; location: LatLng | null } {
  const own = commerce.latitude != null && commerce.longitude != null ? { latitude: commerce.latitude, longitude: commerce.longitude } : null;
  const zone = commerce.tipo_envio_domicilio === 'por_zonas' ? commerce.zonas_envio?.[0] : undefined;
  if (zone) {
    const points = zone.tipo === 'radio' && zone.centro ? [zone.centro] : zone.puntos;
    const middle = { latitude: points.reduce((sum, point) => sum + point.latitude, 0) / points.length, longitude: points.reduce((sum, point) => sum + point.longitude, 0) / points.length };
    return { colonia: zone.nombre, location: points.length && zoneContains(zone, middle) ? middle : own };
  }
  const colonia = commerce.tipo_envio_domicilio === 'por_colonia' ? commerce.colonias?.[0]?.nombre : undefined;
  return { colonia: colonia ?? 'Prueba', location: own };
}

/** The order to send, or the Spanish reason there is none. */
export function testOrderBody(menu: PublicMenu): { body: TestOrderBody } | { problem: string } {
  const commerce = menu.comercio;
  const line = menu.categorias
    .flatMap((category) => category.productos)
    .filter((product) => !product.agotado)
    .map((product) => lineOf(product, menu))
    .find((candidate) => candidate !== null);
  if (!line) return { problem: 'Agrega al menos un producto disponible a tu menú para hacer un pedido de prueba.' };
  for (const { flow, active, methods } of FLOWS) {
    if (!commerce[active]) continue;
    const method = OFFLINE_METHODS.find((candidate) => commerce[methods]?.[candidate] === true);
    if (!method) continue;
    const address = flow === 'delivery' ? commerce.direccion : null;
    const dropOff = flow === 'delivery' ? testDropOff(commerce) : null;
    return {
      body: {
        metodo_entrega: flow,
        nombre: 'Pedido de prueba',
        numero_celular: commerce.telefono,
        country_code: commerce.country_code || '52',
        metodo_pago: method,
        calle: address,
        numero_exterior: address ? 'S/N' : null,
        colonia: dropOff?.colonia ?? null,
        numero_interior: dropOff && commerce.config_form_entrega.no_int.required ? 'S/N' : null,
        referencias: dropOff ? 'Pedido de prueba' : null,
        latitud: dropOff?.location?.latitude ?? null,
        longitud: dropOff?.location?.longitude ?? null,
        productos: [line],
        comentario: 'Pedido de prueba desde Configuración inicial: no es una venta.',
      },
    };
  }
  return { problem: 'Activa un tipo de entrega con efectivo, tarjeta o transferencia para hacer un pedido de prueba.' };
}

// Reply schema of the commerce wire shape (shared/types/commerce.ts), as GET /v2/commerce/:id answers it.
import { DELIVERY_FEE_TYPES, PLANS, TIP_DISPLAY_MODES } from '@shared/constants';
import type { Address, Commerce, DeliveryFormConfig, PaymentMethodsMap, ScheduleTurn } from '@shared/types/commerce';
import type { DeliveryZone } from '@shared/zones';
import { ZONE_KINDS } from '@shared/zones';
import { boolean, idText, nullableNumber, nullableText, number, sameShape, text } from './common';

export const paymentMethodsMap = sameShape<PaymentMethodsMap>()({
  type: 'object',
  required: ['efectivo', 'tarjeta', 'transferencia', 'enlace_pago', 'payment_provider'],
  properties: { efectivo: boolean, tarjeta: boolean, transferencia: boolean, enlace_pago: boolean, payment_provider: boolean },
});

const formField = { type: 'object', required: ['required', 'show'], properties: { required: boolean, show: boolean } } as const;
export const deliveryFormConfig = sameShape<DeliveryFormConfig>()({
  type: 'object',
  required: ['calle', 'colonia', 'no_ext', 'no_int', 'ubicacion', 'referencias'],
  properties: {
    calle: formField,
    colonia: formField,
    no_ext: formField,
    no_int: formField,
    ubicacion: formField,
    referencias: { type: 'object', required: ['required', 'show', 'label'], properties: { required: boolean, show: boolean, label: text } },
  },
});

export const scheduleTurn = sameShape<ScheduleTurn>()({
  type: 'object',
  required: ['dia', 'horario_apertura', 'horario_cierre'],
  properties: { dia: number, horario_apertura: text, horario_cierre: text },
});

export const bankTransferDetails = {
  type: 'object',
  nullable: true,
  required: ['titular_name', 'clabe', 'bank_name'],
  properties: { titular_name: text, clabe: text, bank_name: text },
} as const;

const latLng = { type: 'object', required: ['latitude', 'longitude'], properties: { latitude: number, longitude: number } } as const;
export const deliveryZone = sameShape<DeliveryZone>()({
  type: 'object',
  required: ['id', 'nombre', 'costo', 'compra_minima', 'tipo', 'puntos', 'centro', 'radio_km'],
  properties: {
    id: text,
    nombre: text,
    costo: number,
    compra_minima: nullableNumber,
    tipo: { type: 'string', enum: ZONE_KINDS },
    puntos: { type: 'array', items: latLng },
    centro: { ...latLng, nullable: true },
    radio_km: nullableNumber,
  },
});

export const neighbourhood = { type: 'object', required: ['nombre', 'costo'], properties: { nombre: text, costo: number } } as const;
export const distanceFeeInfo = {
  type: 'object',
  nullable: true,
  required: ['costo_km', 'min_km', 'max_km'],
  properties: { costo_km: number, min_km: number, max_km: number },
} as const;

export const address = sameShape<Address>()({
  type: 'object',
  required: ['country', 'state', 'city', 'neighborhood', 'postalCode', 'street', 'interiorNumber', 'exteriorNumber', 'fullAddress', 'latitude', 'longitude'],
  properties: {
    country: text,
    state: text,
    city: text,
    neighborhood: text,
    postalCode: text,
    street: text,
    interiorNumber: text,
    exteriorNumber: text,
    fullAddress: text,
    latitude: nullableNumber,
    longitude: nullableNumber,
  },
});

/** The ordering flows, their payment methods and the delivery fee rules: the same fields in the commerce and in its public menu. */
export const orderingProperties = {
  activar_envio_domicilio: boolean,
  activar_comer_restaurant: boolean,
  activar_pasar_recoger: boolean,
  metodos_pago_envio_domicilio: paymentMethodsMap,
  metodos_pago_comer_restaurant: paymentMethodsMap,
  metodos_pago_pasar_recoger: paymentMethodsMap,
  activar_pago_enlace: boolean,
  tipo_envio_domicilio: { type: 'string', enum: DELIVERY_FEE_TYPES, nullable: true },
  costo_envio_domicilio: nullableNumber,
  colonias: { type: 'array', items: neighbourhood },
  zonas_envio: { type: 'array', items: deliveryZone },
  compra_minima_envio_domicilio: nullableNumber,
  activar_envio_gratis_compra_minima: boolean,
  importe_envio_gratis_compra_minima: nullableNumber,
  informacion_envio: distanceFeeInfo,
  costo_por_porcentaje: { type: 'object', nullable: true, required: ['cantidad'], properties: { cantidad: number } },
} as const;

export const commerceSchema = sameShape<Commerce>()({
  type: 'object',
  required: [
    'id', 'nombre', 'correo_contacto', 'nombre_contacto', 'estatus', 'forma_pago', 'id_cliente', 'id_path', 'id_suscripcion', 'imagen_qr',
    'zona_horaria', 'tipo_plan', 'country_code', 'onboarding_finish_date', 'logotipo', 'imagen_portada', 'direccion', 'telefono', 'prefijo_folio',
    'cantidad_maxima_por_producto', 'servicio_activo', 'business_id', 'electron_app_version', 'activar_envio_domicilio', 'activar_comer_restaurant',
    'activar_pasar_recoger', 'metodos_pago_envio_domicilio', 'metodos_pago_comer_restaurant', 'metodos_pago_pasar_recoger', 'activar_pago_enlace',
    'tipo_envio_domicilio', 'costo_envio_domicilio', 'colonias', 'zonas_envio', 'compra_minima_envio_domicilio', 'activar_envio_gratis_compra_minima',
    'importe_envio_gratis_compra_minima', 'informacion_envio', 'costo_por_porcentaje', 'bank_transfer_details', 'activar_campo_agregar_propina',
    'tip_display_mode', 'horarios', 'config_form_entrega', 'address', 'facebook_pixel_id', 'tags', 'created_at',
  ],
  properties: {
    id: idText,
    nombre: text,
    correo_contacto: text,
    nombre_contacto: text,
    estatus: text,
    forma_pago: text,
    id_cliente: nullableText,
    id_path: text,
    id_suscripcion: nullableText,
    imagen_qr: nullableText,
    zona_horaria: text,
    tipo_plan: { type: 'string', enum: PLANS },
    country_code: text,
    onboarding_finish_date: nullableText,
    logotipo: nullableText,
    imagen_portada: nullableText,
    direccion: text,
    telefono: text,
    prefijo_folio: text,
    cantidad_maxima_por_producto: number,
    servicio_activo: boolean,
    business_id: nullableText,
    electron_app_version: nullableText,
    ...orderingProperties,
    bank_transfer_details: bankTransferDetails,
    activar_campo_agregar_propina: boolean,
    tip_display_mode: { type: 'string', enum: TIP_DISPLAY_MODES, nullable: true },
    horarios: { type: 'array', items: scheduleTurn },
    config_form_entrega: deliveryFormConfig,
    address: { ...address, nullable: true },
    facebook_pixel_id: nullableText,
    tags: { type: 'array', items: text },
    created_at: text,
  },
});

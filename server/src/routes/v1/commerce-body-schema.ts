// JSON schema of PUT /v1/comercio: types of every editable field so wrong types are a 400 naming the field.
// Business rules (docs/domain.md (Validación)) are checked afterwards with the shared yup schemas on the merged commerce.
import { DELIVERY_FEE_TYPES, FLOW_PAYMENT_METHODS, TIP_DISPLAY_MODES } from '@shared/constants';

const text = (maxLength = 500) => ({ type: 'string', maxLength });
const nullableText = (maxLength = 2000) => ({ type: ['string', 'null'], maxLength });
const money = { type: ['number', 'null'], minimum: 0, maximum: 10_000_000 };
const flag = { type: 'boolean' };
const paymentMethods = {
  type: 'object',
  properties: Object.fromEntries(FLOW_PAYMENT_METHODS.map((method) => [method, flag])),
};
const formField = { type: 'object', required: ['required', 'show'], properties: { required: flag, show: flag, label: text(100) } };

export const commerceBodySchema = {
  type: 'object',
  properties: {
    nombre: text(200),
    correo_contacto: text(254),
    nombre_contacto: text(200),
    zona_horaria: text(64),
    country_code: text(6),
    logotipo: nullableText(),
    imagen_portada: nullableText(),
    direccion: text(500),
    telefono: text(30),
    prefijo_folio: text(50),
    cantidad_maxima_por_producto: { type: 'integer', minimum: 1, maximum: 999 },
    servicio_activo: flag,
    electron_app_version: nullableText(50),
    activar_envio_domicilio: flag,
    activar_comer_restaurant: flag,
    activar_pasar_recoger: flag,
    metodos_pago_envio_domicilio: paymentMethods,
    metodos_pago_comer_restaurant: paymentMethods,
    metodos_pago_pasar_recoger: paymentMethods,
    activar_pago_enlace: flag,
    tipo_envio_domicilio: { type: ['string', 'null'], enum: [...DELIVERY_FEE_TYPES, null] },
    costo_envio_domicilio: money,
    colonias: {
      type: 'array',
      maxItems: 500,
      items: { type: 'object', required: ['nombre', 'costo'], properties: { nombre: text(200), costo: { type: 'number', minimum: 0 } } },
    },
    // Shape only (fuzz-proof); the rules (point counts, ranges, radius) are deliverySettingsSchema's, with Spanish messages.
    zonas_envio: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          id: text(64),
          nombre: text(200),
          tipo: text(20),
          puntos: { type: 'array', maxItems: 500, items: { type: 'object', properties: { latitude: { type: 'number' }, longitude: { type: 'number' } } } },
          centro: { type: ['object', 'null'], properties: { latitude: { type: 'number' }, longitude: { type: 'number' } } },
        },
      },
    },
    compra_minima_envio_domicilio: money,
    activar_envio_gratis_compra_minima: flag,
    importe_envio_gratis_compra_minima: money,
    informacion_envio: {
      type: ['object', 'null'],
      properties: { costo_km: { type: 'number' }, min_km: { type: 'number' }, max_km: { type: 'number' } },
    },
    costo_por_porcentaje: { type: ['object', 'null'], properties: { cantidad: { type: 'number' } } },
    bank_transfer_details: {
      type: ['object', 'null'],
      properties: { titular_name: text(200), clabe: text(30), bank_name: text(200) },
    },
    activar_campo_agregar_propina: flag,
    tip_display_mode: { type: ['string', 'null'], enum: [...TIP_DISPLAY_MODES, null] },
    horarios: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['dia', 'horario_apertura', 'horario_cierre'],
        properties: { dia: { type: 'integer', minimum: 0, maximum: 6 }, horario_apertura: text(5), horario_cierre: text(5) },
      },
    },
    config_form_entrega: {
      type: 'object',
      properties: { calle: formField, colonia: formField, no_ext: formField, no_int: formField, ubicacion: formField, referencias: formField },
    },
    address: {
      type: ['object', 'null'],
      properties: {
        country: nullableText(100),
        state: nullableText(100),
        city: nullableText(100),
        neighborhood: nullableText(200),
        postalCode: nullableText(10),
        street: nullableText(200),
        interiorNumber: nullableText(20),
        exteriorNumber: nullableText(20),
        fullAddress: nullableText(500),
        latitude: { type: ['number', 'null'], minimum: -90, maximum: 90 },
        longitude: { type: ['number', 'null'], minimum: -180, maximum: 180 },
      },
    },
    facebook_pixel_id: nullableText(64),
    tags: { type: 'array', maxItems: 20, items: text(64) },
    onboarding_finish_date: { type: ['string', 'boolean', 'number', 'null'] },
  },
} as const;

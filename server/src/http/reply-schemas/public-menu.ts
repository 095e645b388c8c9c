// Reply schema of GET /v1/public/comercio/{id_path}/menu (shared/types/public-menu.ts). The route serialises
// the menu with it once (reply.serialize) to tag the bytes it sends.
import type { Availability } from '@shared/availability';
import type { SpecialDay } from '@shared/special-days';
import type { PublicCategory, PublicCommerce, PublicMenu, PublicSection } from '@shared/types/public-menu';
import type { ExtraGroup } from '@shared/types/menu';
import { TIP_DISPLAY_MODES } from '@shared/constants';
import { bankTransferDetails, deliveryFormConfig, orderingProperties, scheduleTurn } from './commerce';
import { boolean, idText, nullableNumber, nullableText, number, sameShape, text } from './common';

const specialDay = sameShape<SpecialDay>()({
  type: 'object',
  required: ['id', 'fecha', 'cerrado', 'horario_apertura', 'horario_cierre', 'motivo'],
  properties: { id: idText, fecha: text, cerrado: boolean, horario_apertura: nullableText, horario_cierre: nullableText, motivo: text },
});

const availability = sameShape<Availability>()({
  type: 'object',
  required: ['abierto', 'motivo', 'tono', 'etiqueta', 'mensaje', 'proxima_apertura', 'cierra', 'dia_especial_hoy', 'proximos_dias_especiales', 'productos_disponibles'],
  properties: {
    abierto: boolean,
    motivo: { type: 'string', enum: ['open', 'switched_off', 'no_products', 'order_limit', 'no_schedule', 'special_closed', 'outside_schedule', 'unattended', 'paused'] },
    tono: { type: 'string', enum: ['open', 'paused', 'closed'] },
    etiqueta: text,
    mensaje: text,
    proxima_apertura: nullableText,
    cierra: nullableText,
    dia_especial_hoy: { ...specialDay, nullable: true },
    proximos_dias_especiales: { type: 'array', items: specialDay },
    productos_disponibles: number,
  },
});

const publicCommerce = sameShape<PublicCommerce>()({
  type: 'object',
  required: [
    'id', 'id_path', 'nombre', 'logotipo', 'imagen_portada', 'direccion', 'telefono', 'country_code', 'zona_horaria', 'abierto', 'servicio_activo',
    'horarios', 'latitude', 'longitude', 'bank_transfer_details', 'config_form_entrega', 'activar_campo_agregar_propina', 'tip_display_mode',
    'facebook_pixel_id', 'tipo_envio_domicilio', 'costo_envio_domicilio', 'colonias', 'informacion_envio', 'costo_por_porcentaje',
    'compra_minima_envio_domicilio', 'activar_envio_gratis_compra_minima', 'importe_envio_gratis_compra_minima', 'zonas_envio',
    'activar_envio_domicilio', 'activar_comer_restaurant', 'activar_pasar_recoger', 'metodos_pago_envio_domicilio', 'metodos_pago_comer_restaurant',
    'metodos_pago_pasar_recoger', 'activar_pago_enlace',
  ],
  properties: {
    id: idText,
    id_path: text,
    nombre: text,
    logotipo: nullableText,
    imagen_portada: nullableText,
    direccion: text,
    telefono: text,
    country_code: text,
    zona_horaria: text,
    abierto: boolean,
    disponibilidad: availability,
    servicio_activo: boolean,
    horarios: { type: 'array', items: scheduleTurn },
    latitude: nullableNumber,
    longitude: nullableNumber,
    bank_transfer_details: bankTransferDetails,
    config_form_entrega: deliveryFormConfig,
    activar_campo_agregar_propina: boolean,
    tip_display_mode: { type: 'string', enum: TIP_DISPLAY_MODES, nullable: true },
    facebook_pixel_id: nullableText,
    envio_por_km_incluido: boolean,
    ...orderingProperties,
  },
});

const presentation = { type: 'object', required: ['id', 'nombre', 'precio'], properties: { id: idText, nombre: text, precio: number } } as const;

const publicCategory = sameShape<PublicCategory>()({
  type: 'object',
  required: ['id', 'nombre', 'descripcion', 'productos'],
  properties: {
    id: idText,
    nombre: text,
    descripcion: nullableText,
    productos: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'id_categoria', 'nombre', 'descripcion', 'imagen', 'precio', 'presentaciones', 'agotado', 'extras'],
        properties: {
          id: idText,
          id_categoria: idText,
          nombre: text,
          descripcion: nullableText,
          imagen: nullableText,
          precio: number,
          presentaciones: { type: 'array', items: presentation },
          agotado: boolean,
          extras: { type: 'array', items: idText },
        },
      },
    },
  },
});

const publicExtraGroup = sameShape<Omit<ExtraGroup, 'id_comercio'>>()({
  type: 'object',
  required: ['id', 'nombre', 'minimo', 'maximo', 'obligatorio', 'opciones'],
  properties: {
    id: idText,
    nombre: text,
    minimo: number,
    maximo: number,
    obligatorio: boolean,
    opciones: {
      type: 'array',
      items: { type: 'object', required: ['id', 'nombre', 'precio', 'agotado'], properties: { id: idText, nombre: text, precio: number, agotado: boolean } },
    },
  },
});

const publicSection = sameShape<PublicSection>()({
  type: 'object',
  required: ['id', 'nombre', 'descripcion', 'productos'],
  properties: { id: idText, nombre: text, descripcion: nullableText, productos: { type: 'array', items: idText } },
});

export const publicMenuReply = sameShape<PublicMenu>()({
  type: 'object',
  required: ['comercio', 'categorias', 'extras', 'secciones'],
  properties: {
    comercio: publicCommerce,
    categorias: { type: 'array', items: publicCategory },
    extras: { type: 'array', items: publicExtraGroup },
    secciones: { type: 'array', items: publicSection },
  },
});

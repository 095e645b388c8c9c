// Reply schemas of the /v1/public calls the customer's pages make (shared/types/public-menu.ts and the
// types named beside each schema).
import type { BusyMode } from '@shared/counter';
import { DELIVERY_TYPES, ORDER_STATUSES } from '@shared/constants';
import type { CouponPreview } from '@shared/types/coupon-preview';
import type { TimeZoneOption } from '@shared/types/misc';
import type { PublicAd, PublicOrderStatus, PublicTable } from '@shared/types/public-menu';
import { boolean, idText, nullableText, number, sameShape, TABLE_STATUS, text } from './common';

export const timeZonesReply = sameShape<TimeZoneOption[]>()({
  type: 'array',
  items: { type: 'object', required: ['id', 'nombre'], properties: { id: text, nombre: text } },
});

export const publicTableReply = sameShape<PublicTable>()({
  type: 'object',
  required: ['uuid', 'numero', 'status', 'valida'],
  properties: { uuid: idText, numero: number, status: TABLE_STATUS, valida: boolean },
});

export const publicAdsReply = sameShape<PublicAd[]>()({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'titulo', 'texto', 'imagen', 'enlace', 'fecha_inicio', 'fecha_fin'],
    properties: { id: idText, titulo: text, texto: text, imagen: nullableText, enlace: nullableText, fecha_inicio: nullableText, fecha_fin: nullableText },
  },
});

export const busyModeReply = sameShape<BusyMode>()({
  type: 'object',
  required: ['pausado', 'pausa_hasta', 'minutos_extra', 'minutos_extra_hasta'],
  properties: { pausado: boolean, pausa_hasta: nullableText, minutos_extra: number, minutos_extra_hasta: nullableText },
});

export const publicOrderStatusReply = sameShape<PublicOrderStatus>()({
  type: 'object',
  required: ['id', 'folio', 'estatus', 'metodo_entrega', 'total', 'desglose', 'lineas', 'listo_a_las', 'repartidor', 'seguimiento_url', 'listo_en_cocina', 'creado_at', 'actualizado_at'],
  properties: {
    id: idText,
    folio: text,
    estatus: { type: 'string', enum: ORDER_STATUSES },
    metodo_entrega: { type: 'string', enum: DELIVERY_TYPES },
    total: number,
    desglose: { type: 'object', required: ['subtotal', 'envio', 'propina', 'descuento'], properties: { subtotal: number, envio: number, propina: number, descuento: number } },
    lineas: {
      type: 'array',
      items: {
        type: 'object',
        required: ['cantidad', 'nombre', 'presentacion', 'extras', 'subtotal'],
        properties: {
          cantidad: number,
          nombre: text,
          presentacion: nullableText,
          extras: { type: 'array', items: { type: 'object', required: ['nombre', 'cantidad'], properties: { nombre: text, cantidad: number } } },
          subtotal: number,
        },
      },
    },
    listo_a_las: nullableText,
    programado_para: nullableText,
    repartidor: { type: 'object', nullable: true, required: ['nombre', 'telefono'], properties: { nombre: text, telefono: nullableText } },
    seguimiento_url: nullableText,
    motivo_rechazo: nullableText,
    listo_en_cocina: boolean,
    creado_at: text,
    actualizado_at: text,
  },
});

export const couponPreviewReply = sameShape<CouponPreview>()({
  anyOf: [
    { type: 'object', required: ['aplica', 'codigo', 'descuento'], properties: { aplica: { type: 'boolean', enum: [true] }, codigo: text, descuento: number } },
    { type: 'object', required: ['aplica', 'codigo', 'motivo'], properties: { aplica: { type: 'boolean', enum: [false] }, codigo: text, motivo: text } },
  ],
});

/** A Server-Sent Events stream: written by the handler as it goes, never serialised whole. */
export const eventStreamReply = { content: { 'text/event-stream': { schema: { type: 'string' } } } } as const;

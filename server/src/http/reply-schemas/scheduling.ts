// Replies of the scheduled-orders routes (shared/order-slots.ts).
import { CAPACITY_MODES, type SchedulingSettings, type SlotOffer } from '../../../../shared/order-slots';
import { boolean, nullableNumber, nullableText, number, sameShape, text } from './common';

export const schedulingSettingsReply = sameShape<SchedulingSettings>()({
  type: 'object',
  required: ['programados_activos', 'dias_adelanto', 'minutos_preparacion', 'capacidad_modo', 'capacidad_por_franja'],
  properties: {
    programados_activos: boolean,
    dias_adelanto: number,
    minutos_preparacion: number,
    capacidad_modo: { type: 'string', enum: CAPACITY_MODES },
    capacidad_por_franja: nullableNumber,
  },
});

export const slotOfferReply = sameShape<SlotOffer>()({
  type: 'object',
  required: ['lo_antes_posible', 'aviso', 'horarios'],
  properties: {
    lo_antes_posible: boolean,
    aviso: nullableText,
    horarios: { type: 'array', items: { type: 'object', required: ['at', 'etiqueta'], properties: { at: text, etiqueta: text } } },
  },
});

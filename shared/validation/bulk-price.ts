// Bulk price update parameters (MASS_UPDATE_PRODUCTS), used by the form and re-checked by the server.
import * as yup from 'yup';
import { BULK_PRICE_DIRECTIONS, BULK_PRICE_ROUNDINGS, BULK_PRICE_TYPES } from '../bulk-price';
import { requiredNumber } from './fields';
import { V } from './messages';

export const BULK_PERCENT_MAX = 1000;
export const BULK_AMOUNT_MAX = 100000;

export const bulkPriceSchema = yup.object({
  tipo: yup.string().oneOf([...BULK_PRICE_TYPES], V.oneOf).required(V.required),
  direccion: yup.string().oneOf([...BULK_PRICE_DIRECTIONS], V.oneOf).required(V.required),
  redondeo: yup.string().oneOf([...BULK_PRICE_ROUNDINGS], V.oneOf).default('ninguno'),
  valor: requiredNumber()
    .moreThan(0, V.positive)
    .when('tipo', ([tipo], schema) =>
      tipo === 'porcentaje' ? schema.max(BULK_PERCENT_MAX, V.maxValue(BULK_PERCENT_MAX)) : schema.max(BULK_AMOUNT_MAX, V.maxValue(BULK_AMOUNT_MAX)),
    ),
  categorias: yup.array().of(yup.string().required()).nullable(),
});

/** One previewed change, sent back with the apply call so the server writes exactly what was shown. */
export const bulkPriceChangeSchema = yup.object({
  id_producto: yup.string().required(V.required),
  id_presentacion: yup.string().nullable().defined(),
  precio_anterior: requiredNumber(),
  precio_nuevo: requiredNumber(),
});

export const bulkPriceApplySchema = bulkPriceSchema.shape({
  cambios: yup.array().of(bulkPriceChangeSchema).required(V.required).min(1, 'No hay precios que actualizar'),
});

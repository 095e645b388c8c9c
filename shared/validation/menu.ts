// Menu forms: category, product with presentations, extra group with options, section.
import * as yup from 'yup';
import { numberField, requiredNumber, requiredText } from './fields';
import { V } from './messages';

export const CATEGORY_NAME_MAX = 60;
export const MENU_NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

const description = () => yup.string().nullable().max(DESCRIPTION_MAX, V.maxChars(DESCRIPTION_MAX));
const price = () => requiredNumber().min(0, V.minValue(0));

export const categorySchema = yup.object({
  nombre: requiredText().max(CATEGORY_NAME_MAX, V.maxChars(CATEGORY_NAME_MAX)),
  descripcion: description(),
});

export const presentationSchema = yup.object({
  nombre: requiredText().max(MENU_NAME_MAX, V.maxChars(MENU_NAME_MAX)),
  precio: price(),
});

/** A product has a base price, unless it has presentations (each with its own price). */
export const productSchema = yup.object({
  nombre: requiredText().max(MENU_NAME_MAX, V.maxChars(MENU_NAME_MAX)),
  id_categoria: requiredText(),
  descripcion: description(),
  presentaciones: yup.array().of(presentationSchema).default([]),
  precio: yup
    .mixed()
    .nullable()
    .when('presentaciones', ([presentations]) =>
      Array.isArray(presentations) && presentations.length > 0
        ? numberField().nullable().min(0, V.minValue(0))
        : requiredNumber().min(0, V.minValue(0)),
    ),
  agotado: yup.boolean(),
  extras: yup.array().of(yup.string().required()),
});

export const extraOptionSchema = yup.object({
  nombre: requiredText().max(MENU_NAME_MAX, V.maxChars(MENU_NAME_MAX)),
  precio: price(),
  agotado: yup.boolean(),
});

export const extraGroupSchema = yup.object({
  nombre: requiredText().max(MENU_NAME_MAX, V.maxChars(MENU_NAME_MAX)),
  opciones: yup.array().of(extraOptionSchema).required(V.atLeastOneOption).min(1, V.atLeastOneOption),
  obligatorio: yup.boolean(),
  minimo: requiredNumber()
    .integer(V.integer)
    .min(0, V.minValue(0))
    .test('min-not-above-max', V.minNotAboveMax, function check(minimo) {
      const maximo: unknown = this.parent?.maximo;
      return typeof maximo !== 'number' || !Number.isFinite(maximo) || minimo <= maximo;
    })
    .test('required-needs-min', V.requiredNeedsMin, function check(minimo) {
      return this.parent?.obligatorio !== true || minimo >= 1;
    }),
  maximo: requiredNumber().integer(V.integer).min(1, V.minValue(1)),
});

export const sectionSchema = yup.object({
  nombre: requiredText().max(MENU_NAME_MAX, V.maxChars(MENU_NAME_MAX)),
  descripcion: description(),
  productos: yup.array().of(yup.string().required()),
});

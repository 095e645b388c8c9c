// Rows confirmed from the menu import review table (PDF_TO_MENU).
import * as yup from 'yup';
import { CATEGORY_NAME_MAX, DESCRIPTION_MAX, MENU_NAME_MAX, presentationSchema } from './menu';
import { numberField, requiredText } from './fields';
import { V } from './messages';

export const IMPORT_ROWS_MAX = 1000;
export const IMPORT_FILE_TYPES = ['pdf', 'txt'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

export const importRowSchema = yup.object({
  categoria: requiredText().max(CATEGORY_NAME_MAX, V.maxChars(CATEGORY_NAME_MAX)),
  nombre: requiredText().max(MENU_NAME_MAX, V.maxChars(MENU_NAME_MAX)),
  descripcion: yup.string().nullable().max(DESCRIPTION_MAX, V.maxChars(DESCRIPTION_MAX)),
  presentaciones: yup.array().of(presentationSchema).default([]),
  agotado: yup.boolean(),
  precio: numberField()
    .nullable()
    .min(0, V.minValue(0))
    .when('presentaciones', ([presentations], schema) =>
      Array.isArray(presentations) && presentations.length > 0 ? schema : schema.required(V.required),
    ),
});

export const importConfirmSchema = yup.object({
  rows: yup.array().of(importRowSchema).required(V.required).min(1, 'No hay productos que importar').max(IMPORT_ROWS_MAX, V.maxValue(IMPORT_ROWS_MAX)),
});

export const importExtractSchema = yup.object({
  archivo: requiredText(),
  tipo: yup.string().oneOf([...IMPORT_FILE_TYPES], V.oneOf).required(V.required),
});

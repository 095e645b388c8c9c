// The owner's WhatsApp settings (docs/whatsapp.md): the same schema checks the form and the server.
import * as yup from 'yup';
import { WHATSAPP_PLACEHOLDERS, WHATSAPP_STEPS, placeholdersIn, type WhatsAppStep } from '../orders/whatsapp-notice';
import { V } from './messages';

export const WHATSAPP_TEXT_MAX = 1000;
export const WHATSAPP_UNACCEPTED_MINUTES = { min: 1, max: 120, default: 10 } as const;
export const WHATSAPP_PRINTER_DOWN_MINUTES = { min: 1, max: 120, default: 5 } as const;

export const WHATSAPP_MSG = {
  unknownPlaceholder: (name: string) => `{${name}} no es un dato que podamos llenar; usa ${WHATSAPP_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  ownerPhone: 'Indica el WhatsApp del dueño (10 dígitos) para recibir las alertas',
} as const;

function templateField() {
  return yup
    .string()
    .max(WHATSAPP_TEXT_MAX, V.maxChars(WHATSAPP_TEXT_MAX))
    .test('placeholders', (value, context) => {
      const unknown = placeholdersIn(value ?? '').find((name) => !(WHATSAPP_PLACEHOLDERS as readonly string[]).includes(name));
      return unknown === undefined ? true : context.createError({ message: WHATSAPP_MSG.unknownPlaceholder(unknown) });
    });
}

export const whatsappSettingsSchema = yup.object({
  pasos: yup.array(yup.string().oneOf([...WHATSAPP_STEPS], V.oneOf).required()).required(V.required),
  plantillas: yup.object(Object.fromEntries(WHATSAPP_STEPS.map((step) => [step, templateField()])) as Record<WhatsAppStep, ReturnType<typeof templateField>>).noUnknown(V.oneOf).required(V.required),
  alertas_dueno: yup.boolean().required(V.required),
  telefono_alertas: yup
    .string()
    .defined()
    .matches(/^\d*$/, V.digitsOnly)
    .when('alertas_dueno', { is: true, then: (schema) => schema.matches(/^\d{10}$/, WHATSAPP_MSG.ownerPhone) }),
  minutos_sin_aceptar: yup
    .number()
    .typeError(V.number)
    .integer(V.integer)
    .min(WHATSAPP_UNACCEPTED_MINUTES.min, V.minValue(WHATSAPP_UNACCEPTED_MINUTES.min))
    .max(WHATSAPP_UNACCEPTED_MINUTES.max, V.maxValue(WHATSAPP_UNACCEPTED_MINUTES.max))
    .required(V.required),
  // Optional for clients saved before the printer alert existed: the default then.
  minutos_impresora: yup
    .number()
    .typeError(V.number)
    .integer(V.integer)
    .min(WHATSAPP_PRINTER_DOWN_MINUTES.min, V.minValue(WHATSAPP_PRINTER_DOWN_MINUTES.min))
    .max(WHATSAPP_PRINTER_DOWN_MINUTES.max, V.maxValue(WHATSAPP_PRINTER_DOWN_MINUTES.max))
    .default(WHATSAPP_PRINTER_DOWN_MINUTES.default),
});

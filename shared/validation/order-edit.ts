// The body of an order edit (PUT /v1/pedido/:id/edicion and its preview, docs/orders.md «Editar pedido»):
// the lines as the public order reads them (orderLineSchema) plus the line they keep, the version edited,
// and optionally the delivery type, the address and the cash amount.
import * as yup from 'yup';
import { DELIVERY_TYPES, type DeliveryType } from '../constants';
import { orderLineSchema, PUBLIC_ORDER_LIMITS } from './public-order';

const text = (label: string, max: number = PUBLIC_ORDER_LIMITS.textMax) =>
  yup.string().trim().max(max, `${label}: debe tener como máximo ${max} caracteres`).nullable();

const coordinate = (limit: number) => yup.number().typeError('Ubicación: debe ser un número').min(-limit, 'Ubicación: valor no válido').max(limit, 'Ubicación: valor no válido').nullable();

export const orderEditSchema = yup.object({
  version: yup.number().typeError('Versión: debe ser un número').required('Versión: es requerida').integer('Versión: debe ser un número entero').min(1, 'Versión: el valor mínimo es 1'),
  productos: yup
    .array(orderLineSchema.shape({ id_linea: yup.string().trim().max(64, 'Productos: línea no válida').nullable() }))
    .required('El pedido debe tener al menos un producto')
    .min(1, 'El pedido debe tener al menos un producto')
    .max(PUBLIC_ORDER_LIMITS.linesMax, `Productos: el valor máximo es ${PUBLIC_ORDER_LIMITS.linesMax}`),
  metodo_entrega: yup.mixed<DeliveryType>().oneOf([...DELIVERY_TYPES], 'Método de entrega: valor no válido'),
  calle: text('Calle'),
  colonia: text('Colonia'),
  numero_exterior: text('Número exterior'),
  numero_interior: text('Número interior'),
  referencias: text('Referencias'),
  latitud: coordinate(90),
  longitud: coordinate(180),
  cliente_paga_con: yup
    .number()
    .typeError('Paga con: debe ser un número')
    .min(0, 'Paga con: el valor mínimo es 0')
    .max(PUBLIC_ORDER_LIMITS.amountMax, `Paga con: el valor máximo es ${PUBLIC_ORDER_LIMITS.amountMax}`)
    .nullable(),
});

export type OrderEditBody = yup.InferType<typeof orderEditSchema>;

// Reply schema of GET /v1/public/comercio/{id_path}/pedido/opciones (services/orders/order-options.ts): what a
// customer can order now and how. Bound to the service's answer, which is the wire shape of this route only.
import type { orderOptions } from '../../services/orders/order-options';
import { address, deliveryFormConfig, orderingProperties } from './commerce';
import { boolean, idText, nullableNumber, number, sameShape, text } from './common';

type OrderOptions = Awaited<ReturnType<typeof orderOptions>>;

const priced = { type: 'object', required: ['id', 'nombre', 'precio'], properties: { id: idText, nombre: text, precio: number } } as const;

export const orderOptionsReply = sameShape<OrderOptions>()({
  type: 'object',
  required: ['comercio', 'productos'],
  properties: {
    comercio: {
      type: 'object',
      required: [
        'nombre', 'id_path', 'abierto', 'activar_envio_domicilio', 'activar_pasar_recoger', 'activar_comer_restaurant', 'metodos_pago_envio_domicilio',
        'metodos_pago_pasar_recoger', 'metodos_pago_comer_restaurant', 'config_form_entrega', 'tipo_envio_domicilio', 'colonias', 'zonas_envio',
        'compra_minima_envio_domicilio', 'informacion_envio', 'activar_campo_agregar_propina', 'address',
      ],
      properties: {
        nombre: text,
        id_path: text,
        abierto: boolean,
        activar_envio_domicilio: orderingProperties.activar_envio_domicilio,
        activar_pasar_recoger: orderingProperties.activar_pasar_recoger,
        activar_comer_restaurant: orderingProperties.activar_comer_restaurant,
        metodos_pago_envio_domicilio: orderingProperties.metodos_pago_envio_domicilio,
        metodos_pago_pasar_recoger: orderingProperties.metodos_pago_pasar_recoger,
        metodos_pago_comer_restaurant: orderingProperties.metodos_pago_comer_restaurant,
        config_form_entrega: deliveryFormConfig,
        tipo_envio_domicilio: orderingProperties.tipo_envio_domicilio,
        colonias: orderingProperties.colonias,
        zonas_envio: orderingProperties.zonas_envio,
        compra_minima_envio_domicilio: nullableNumber,
        informacion_envio: orderingProperties.informacion_envio,
        activar_campo_agregar_propina: boolean,
        address: { ...address, nullable: true },
      },
    },
    productos: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'nombre', 'precio', 'presentaciones', 'extras'],
        properties: {
          id: idText,
          nombre: text,
          precio: number,
          presentaciones: { type: 'array', items: priced },
          extras: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'nombre', 'minimo', 'maximo', 'obligatorio', 'opciones'],
              properties: { id: idText, nombre: text, minimo: number, maximo: number, obligatorio: boolean, opciones: { type: 'array', items: priced } },
            },
          },
        },
      },
    },
  },
});

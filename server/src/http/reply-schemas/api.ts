// Reply schemas of the open order API (shared/types/api-keys.ts, docs/api.md): channel orders, the channel
// menu, and the owner's keys, call log and SKU table.
import { API_KEY_SCOPES, type ApiKey, type ApiKeyCall, type ChannelMenu, type ChannelOrderReply, type ChannelProductMapping, type CreatedApiKey } from '@shared/types/api-keys';
import { boolean, idText, nullableText, number, sameShape, text } from './common';
import { channelOrderInfoSchema, orderLineSchema, orderSchema } from './order';

const money = number;

export const channelOrderReply = sameShape<ChannelOrderReply>()({
  type: 'object',
  required: ['pedido', 'productos', 'canal', 'nuevo'],
  properties: {
    pedido: orderSchema,
    productos: { type: 'array', items: orderLineSchema },
    nuevo: boolean,
    canal: channelOrderInfoSchema,
  },
});

export const channelMenuReply = sameShape<ChannelMenu>()({
  type: 'object',
  required: ['comercio', 'categorias', 'grupos_extras'],
  properties: {
    comercio: {
      type: 'object',
      required: ['id', 'nombre', 'abierto', 'zona_horaria', 'moneda'],
      properties: { id: idText, nombre: text, abierto: boolean, zona_horaria: text, moneda: { type: 'string', enum: ['MXN'] } },
    },
    categorias: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'nombre', 'productos'],
        properties: {
          id: idText,
          nombre: text,
          productos: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'nombre', 'descripcion', 'imagen', 'precio', 'disponible', 'presentaciones', 'grupos_extras', 'skus'],
              properties: {
                id: idText,
                nombre: text,
                descripcion: nullableText,
                imagen: nullableText,
                precio: money,
                disponible: boolean,
                presentaciones: { type: 'array', items: { type: 'object', required: ['nombre', 'precio'], properties: { nombre: text, precio: money } } },
                grupos_extras: { type: 'array', items: idText },
                skus: { type: 'array', items: text },
              },
            },
          },
        },
      },
    },
    grupos_extras: {
      type: 'array',
      items: {
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
            items: { type: 'object', required: ['id', 'nombre', 'precio', 'disponible'], properties: { id: idText, nombre: text, precio: money, disponible: boolean } },
          },
        },
      },
    },
  },
});

export const apiKeyReply = sameShape<ApiKey>()({
  type: 'object',
  required: ['id', 'nombre', 'prefijo', 'scopes', 'limite_por_minuto', 'created_at', 'last_used_at', 'revoked_at'],
  properties: {
    id: idText,
    nombre: text,
    prefijo: text,
    scopes: { type: 'array', items: { type: 'string', enum: API_KEY_SCOPES } },
    limite_por_minuto: number,
    created_at: text,
    last_used_at: nullableText,
    revoked_at: nullableText,
  },
});

export const apiKeysReply = { type: 'array', items: apiKeyReply } as const;

export const createdApiKeyReply = sameShape<CreatedApiKey>()({ type: 'object', required: ['clave', 'secreto'], properties: { clave: apiKeyReply, secreto: text } });

export const apiKeyCallsReply = sameShape<ApiKeyCall[]>()({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'nombre_clave', 'metodo', 'ruta', 'estatus', 'created_at'],
    properties: { id: number, nombre_clave: text, metodo: text, ruta: text, estatus: number, created_at: text },
  },
});

export const mappingReply = sameShape<ChannelProductMapping>()({
  type: 'object',
  required: ['id', 'sku', 'id_producto', 'nombre_producto', 'presentacion'],
  properties: { id: idText, sku: text, id_producto: idText, nombre_producto: text, presentacion: nullableText },
});

export const mappingsReply = { type: 'array', items: mappingReply } as const;

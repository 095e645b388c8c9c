// The open order API's channel calls (docs/api.md), with a commerce's API key (`Authorization: Bearer pck_…`):
//   POST /v2/commerce/:commerceId/orders   (orders:write) an order from an outside channel → 201 the order (200: a repeat)
//   GET  /v2/commerce/:commerceId/menu     (menu:read)    the menu with availability and prices, strong ETag, 304
// Both also answer the panel's own v2 scheme (x-api-key + x-panel-session) with the access they declare.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CHANNEL_ORIGINS, type ChannelOrderInput } from '../../../../shared/types/api-keys';
import { channelMenuReply, channelOrderReply } from '../../http/reply-schemas/api';
import { getSession } from '../../plugins/auth';
import { placeChannelOrder } from '../../services/channel-orders/intake';
import { channelMenu } from '../../services/channel-orders/menu-out';

const commerceParams = {
  type: 'object',
  required: ['commerceId'],
  properties: { commerceId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const shortText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const amount = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;

/** The channel order as a channel posts it (shared/types/api-keys.ts ChannelOrderInput). */
export const channelOrderBody = {
  type: 'object',
  required: ['origin', 'id_pedido_canal', 'cliente', 'productos', 'totales'],
  additionalProperties: false,
  properties: {
    origin: { type: 'string', enum: CHANNEL_ORIGINS },
    id_pedido_canal: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' },
    cliente: {
      type: 'object',
      required: ['nombre'],
      properties: { nombre: shortText(120), telefono: optionalText(40) },
    },
    productos: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['cantidad', 'precio_unitario'],
        properties: {
          id_producto: shortText(80),
          sku: shortText(80),
          presentacion: optionalText(120),
          cantidad: { type: 'integer', minimum: 1, maximum: 999 },
          precio_unitario: amount,
          extras: {
            type: 'array',
            maxItems: 50,
            items: { type: 'object', required: ['id', 'cantidad'], properties: { id: shortText(80), cantidad: { type: 'integer', minimum: 1, maximum: 99 } } },
          },
          instrucciones: optionalText(500),
        },
      },
    },
    totales: {
      type: 'object',
      required: ['subtotal', 'total'],
      properties: { subtotal: amount, costo_envio: amount, comision: amount, descuento: amount, propina: amount, total: amount },
    },
    repartidor: {
      type: ['object', 'null'],
      required: ['nombre'],
      properties: { nombre: shortText(120), telefono: optionalText(40), vehiculo: optionalText(80), llega_a_las: optionalText(40) },
    },
    comentario: optionalText(500),
  },
} as const;

/** A strong tag of the exact bytes sent: the same menu is the same tag on every instance. */
function strongEtagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** If-None-Match may list several tags, or `*` (RFC 9110 §13.1.2). */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

const channelOrderRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { commerceId: string }; Body: ChannelOrderInput }>(
    '/commerce/:commerceId/orders',
    {
      schema: {
        summary: 'Recibir un pedido de otro canal (Rappi, Uber Eats, DiDi Food, otro)',
        tags: ['Pedidos de otros canales'],
        params: commerceParams,
        body: channelOrderBody,
        response: { 200: channelOrderReply, 201: channelOrderReply },
      },
      config: { access: { module: 'HISTORIAL', permission: 'create' }, apiKeyScope: 'orders:write' },
    },
    async (request, reply) => {
      const placed = await placeChannelOrder(app.deps.db, getSession(request).commerceId, request.body);
      return reply.code(placed.nuevo ? 201 : 200).send(placed);
    },
  );

  app.get<{ Params: { commerceId: string } }>(
    '/commerce/:commerceId/menu',
    {
      schema: { summary: 'El menú con disponibilidad y precios', tags: ['Menú'], params: commerceParams, response: { 200: channelMenuReply, 304: { type: 'null', description: 'Sin cambios desde la ETag enviada' } } },
      config: { access: { module: 'MENU', permission: 'list' }, apiKeyScope: 'menu:read' },
    },
    async (request, reply) => {
      const menu = await channelMenu(app.deps.db, getSession(request).commerceId, app.deps.config.secretsKey);
      // Serialised here with the route's reply schema, so the tag covers exactly the bytes sent.
      const body = String(reply.serialize(menu));
      const etag = strongEtagOf(body);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};

export default channelOrderRoutes;

// The menu as an outside channel reads it (GET /v2/commerce/{id}/menu, docs/api.md "Menú"): every product the
// public menu offers, with its price, presentations, extra groups, availability (sold out or not) and the
// SKUs the owner mapped to it. Built from the public menu, so a channel offers exactly what customers here see.
import { eq } from 'drizzle-orm';
import type { ChannelMenu, ChannelMenuExtraGroup } from '../../../../shared/types/api-keys';
import type { DbOrTx } from '../../db/database';
import { channelProductMappings } from '../../db/schema/api-keys';
import { availabilityById } from '../availability/availability';
import { findCommerce } from '../commerce';
import { getPublicMenu } from '../menu/public-menu';
import { notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';

export async function channelMenu(db: DbOrTx, commerceId: string, secretsKey: Buffer): Promise<ChannelMenu> {
  const commerce = await findCommerce(db, commerceId);
  if (!commerce) throw notFound(SERVER_MSG.commerceNotFound);
  const [menu, availability, mappings] = await Promise.all([
    getPublicMenu(db, commerce.id_path, secretsKey),
    availabilityById(db, commerceId),
    db.select({ sku: channelProductMappings.sku, id_producto: channelProductMappings.id_producto }).from(channelProductMappings).where(eq(channelProductMappings.id_comercio, commerceId)),
  ]);
  const skusOf = new Map<string, string[]>();
  for (const mapping of mappings.sort((a, b) => a.sku.localeCompare(b.sku))) skusOf.set(mapping.id_producto, [...(skusOf.get(mapping.id_producto) ?? []), mapping.sku]);
  const grupos_extras: ChannelMenuExtraGroup[] = menu.extras.map((group) => ({
    id: group.id,
    nombre: group.nombre,
    minimo: group.minimo,
    maximo: group.maximo,
    obligatorio: group.obligatorio,
    opciones: group.opciones.map((option) => ({ id: option.id, nombre: option.nombre, precio: option.precio, disponible: !option.agotado })),
  }));
  return {
    comercio: { id: commerce.id, nombre: commerce.nombre, abierto: availability?.abierto ?? menu.comercio.abierto, zona_horaria: commerce.zona_horaria, moneda: 'MXN' },
    categorias: menu.categorias.map((category) => ({
      id: category.id,
      nombre: category.nombre,
      productos: category.productos.map((product) => ({
        id: product.id,
        nombre: product.nombre,
        descripcion: product.descripcion,
        imagen: product.imagen,
        precio: product.precio,
        disponible: !product.agotado,
        presentaciones: product.presentaciones.map((presentation) => ({ nombre: presentation.nombre, precio: presentation.precio })),
        grupos_extras: product.extras,
        skus: skusOf.get(product.id) ?? [],
      })),
    })),
    grupos_extras,
  };
}

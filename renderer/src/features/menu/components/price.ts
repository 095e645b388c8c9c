// How a product's price reads in the panel: its base price, or 'Desde' the lowest presentation.
import { formatMoney } from '@shared/money';
import type { Product } from '@shared/types/menu';

export function productPriceLabel(product: Pick<Product, 'precio' | 'presentaciones'>): string {
  if (product.presentaciones.length === 0) return formatMoney(product.precio);
  const lowest = Math.min(...product.presentaciones.map((p) => p.precio));
  return product.presentaciones.length > 1 ? `Desde ${formatMoney(lowest)}` : formatMoney(lowest);
}

/** Accent-insensitive, case-insensitive search text (one rule for every search box). */
export { normalizeSearch } from '@shared/search';

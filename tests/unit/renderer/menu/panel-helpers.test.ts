// Pure parts of the menu screens: product and extra form bodies, import review rows, 'subir'/'bajar' moves,
// price labels and search, and the share links.
import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@shared/menu-import';
import { productSchema, extraGroupSchema } from '@shared/validation';
import { validationErrors } from '@shared/validation/errors';
import { toExtraInput, toProductInput, type ExtraValues, type ProductValues } from '../../../../renderer/src/features/menu/components/form-values';
import { importProblems, toConfirmRows } from '../../../../renderer/src/features/menu/components/import-rows';
import { moveBy } from '../../../../renderer/src/features/menu/components/order';
import { normalizeSearch, productPriceLabel } from '../../../../renderer/src/features/menu/components/price';
import { menuLink } from '@shared/public-menu/links';
import { whatsappShareUrl } from '../../../../renderer/src/features/share-menu/links';

const product: ProductValues = {
  nombre: '  Gringa ',
  id_categoria: 'cat-1',
  descripcion: ' ',
  imagen: null,
  precio: 75,
  presentaciones: [],
  extras: ['g1'],
  agotado: false,
  activo: true,
};

describe('product form', () => {
  it('sends the base price without presentations, trimmed, with null description', () => {
    expect(toProductInput(product)).toEqual({ nombre: 'Gringa', id_categoria: 'cat-1', descripcion: null, imagen: null, precio: 75, presentaciones: [], extras: ['g1'], agotado: false, activo: true });
  });

  it('sends presentations (keeping their ids) instead of a base price', () => {
    const body = toProductInput({ ...product, precio: null, presentaciones: [{ id: 'p1', nombre: 'Chica', precio: 45 }, { nombre: 'Grande ', precio: 70 }] });
    expect(body.precio).toBeUndefined();
    expect(body.presentaciones).toEqual([{ id: 'p1', nombre: 'Chica', precio: 45 }, { nombre: 'Grande', precio: 70 }]);
  });

  it("shows 'Requerido' for the name, category and price of an empty product (shared schema)", async () => {
    const errors = await validationErrors(productSchema, { ...product, nombre: '', id_categoria: '', precio: null });
    expect(errors).toMatchObject({ nombre: 'Requerido', id_categoria: 'Requerido', precio: 'Requerido' });
  });
});

describe('extra form', () => {
  const extra: ExtraValues = { nombre: 'Salsas', minimo: 1, maximo: 2, obligatorio: true, opciones: [{ nombre: ' Verde ', precio: 0, agotado: false }, { id: 'o2', nombre: 'Habanero', precio: 7.5, agotado: true }], productos: ['p1'] };

  it('sends the group with its options and linked products', () => {
    expect(toExtraInput(extra)).toEqual({
      nombre: 'Salsas',
      minimo: 1,
      maximo: 2,
      obligatorio: true,
      opciones: [{ nombre: 'Verde', precio: 0, agotado: false }, { id: 'o2', nombre: 'Habanero', precio: 7.5, agotado: true }],
      productos: ['p1'],
    });
  });

  it('refuses a minimum above the maximum and a required group without a minimum', async () => {
    expect(Object.keys(await validationErrors(extraGroupSchema, { ...extra, minimo: 3 }))).toContain('minimo');
    expect(Object.keys(await validationErrors(extraGroupSchema, { ...extra, minimo: 0 }))).toContain('minimo');
  });
});

describe('menu import review', () => {
  const row = (patch: Partial<ImportRow>): ImportRow => ({ categoria: 'Tacos', nombre: 'Pastor', descripcion: '', precio: 25, presentaciones: [], agotado: false, warnings: [], ...patch });

  it('names the first row that cannot be created', () => {
    expect(importProblems([row({}), row({ nombre: ' ' })])).toBe('Fila 2: falta el nombre');
    expect(importProblems([row({ precio: null })])).toBe('Fila 1 (Pastor): falta el precio');
    expect(importProblems([row({ precio: null, presentaciones: [{ nombre: 'Chico', precio: 30 }] })])).toBeNull();
  });

  it('fills the default category and sends presentations or a price', () => {
    expect(toConfirmRows([row({ categoria: ' ', descripcion: ' Al carbón ' }), row({ precio: 30, presentaciones: [{ nombre: 'Chico ', precio: 30 }] })])).toEqual([
      { categoria: 'General', nombre: 'Pastor', descripcion: 'Al carbón', precio: 25 },
      { categoria: 'Tacos', nombre: 'Pastor', presentaciones: [{ nombre: 'Chico', precio: 30 }] },
    ]);
  });
});

describe('ordering, prices and search', () => {
  it("moves an item up or down by one, clamped at the ends ('subir' / 'bajar')", () => {
    expect(moveBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it("labels a price, or 'Desde' the lowest presentation", () => {
    expect(productPriceLabel({ precio: 45, presentaciones: [] })).toBe('$45.00');
    expect(productPriceLabel({ precio: 0, presentaciones: [{ id: 'a', nombre: 'Orden de 5', precio: 95 }, { id: 'b', nombre: 'Orden de 3', precio: 60 }] })).toBe('Desde $60.00');
  });

  it('searches without case or accents', () => {
    expect(normalizeSearch(' Champiñones ÁCIDOS')).toBe('champinones acidos');
  });
});

describe('share links', () => {
  it('builds the public menu link and the WhatsApp message', () => {
    const url = menuLink('https://panel.ejemplo.mx/', 'taqueria-el-buen-taco');
    expect(url).toBe('https://panel.ejemplo.mx/m/taqueria-el-buen-taco');
    const wa = new URL(whatsappShareUrl('Taquería El Buen Taco', url));
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toBe('Mira el menú de Taquería El Buen Taco y haz tu pedido aquí: https://panel.ejemplo.mx/m/taqueria-el-buen-taco');
  });
});

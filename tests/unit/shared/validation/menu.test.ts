import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { categorySchema, extraGroupSchema, productSchema, sectionSchema, validationErrors } from '@shared/validation';

describe('categorySchema', () => {
  it('needs a name of at most 60 characters', async () => {
    expect(await validationErrors(categorySchema, { nombre: 'Tacos' })).toEqual({});
    expect(await validationErrors(categorySchema, { nombre: 'x'.repeat(60) })).toEqual({});
    expect(await validationErrors(categorySchema, { nombre: '' })).toEqual({ nombre: MSG.required });
    expect(await validationErrors(categorySchema, { nombre: 'x'.repeat(61) })).toEqual({ nombre: 'Debe tener como máximo 60 caracteres' });
  });
});

describe('productSchema', () => {
  const product = { nombre: 'Taco al pastor', id_categoria: 'cat-1', precio: 22, presentaciones: [] };

  it('accepts a product with a price, 0 included', async () => {
    expect(await validationErrors(productSchema, product)).toEqual({});
    expect(await validationErrors(productSchema, { ...product, precio: 0 })).toEqual({});
  });

  it('needs name, category and a price ≥ 0 when it has no presentations', async () => {
    expect(await validationErrors(productSchema, { nombre: '', id_categoria: '', precio: '' })).toEqual({
      nombre: MSG.required,
      id_categoria: MSG.required,
      precio: MSG.required,
    });
    expect(await validationErrors(productSchema, { ...product, precio: -1 })).toEqual({ precio: 'El valor mínimo es 0' });
  });

  it('with presentations the base price may be empty, each presentation needs name and price ≥ 0', async () => {
    const presentations = [
      { nombre: 'Chico', precio: 30 },
      { nombre: 'Grande', precio: 45 },
    ];
    expect(await validationErrors(productSchema, { ...product, precio: null, presentaciones: presentations })).toEqual({});
    expect(
      await validationErrors(productSchema, { ...product, precio: null, presentaciones: [{ nombre: '', precio: -2 }, { nombre: 'Grande', precio: '' }] }),
    ).toEqual({
      'presentaciones[0].nombre': MSG.required,
      'presentaciones[0].precio': 'El valor mínimo es 0',
      'presentaciones[1].precio': MSG.required,
    });
  });
});

describe('extraGroupSchema', () => {
  const group = { nombre: 'Salsas', opciones: [{ nombre: 'Verde', precio: 0 }], minimo: 0, maximo: 2, obligatorio: false };

  it('accepts a valid group', async () => {
    expect(await validationErrors(extraGroupSchema, group)).toEqual({});
    expect(await validationErrors(extraGroupSchema, { ...group, obligatorio: true, minimo: 1, maximo: 1 })).toEqual({});
  });

  it.each([
    ['nombre', { nombre: '' }, MSG.required],
    ['opciones', { opciones: [] }, 'Agrega al menos una opción'],
    ['opciones[0].nombre', { opciones: [{ nombre: '', precio: 5 }] }, MSG.required],
    ['opciones[0].precio', { opciones: [{ nombre: 'Queso', precio: -5 }] }, 'El valor mínimo es 0'],
    ['minimo', { minimo: -1 }, 'El valor mínimo es 0'],
    ['minimo', { minimo: 3, maximo: 2 }, 'El mínimo no puede ser mayor que el máximo'],
    ['minimo', { minimo: 1.5 }, 'Debe ser un número entero'],
    ['maximo', { maximo: 0 }, 'El valor mínimo es 1'],
    ['minimo', { obligatorio: true, minimo: 0 }, 'Un grupo obligatorio necesita un mínimo de al menos 1'],
  ])('refuses %s: %j', async (field, change, message) => {
    expect((await validationErrors(extraGroupSchema, { ...group, ...change }))[field]).toBe(message);
  });
});

describe('sectionSchema', () => {
  it('needs a name', async () => {
    expect(await validationErrors(sectionSchema, { nombre: 'Promociones', productos: ['p1'] })).toEqual({});
    expect(await validationErrors(sectionSchema, { nombre: ' ' })).toEqual({ nombre: MSG.required });
  });
});

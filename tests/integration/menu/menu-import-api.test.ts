// Menu import through the API: extract from a generated PDF or a text file, review rows, confirm in one
// transaction; the 'inteligente' variant without a configured provider says the standard parser was used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRow } from '@shared/menu-import';
import type { Category, Product } from '@shared/types/menu';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { MenuApi } from './support/menu-api';
import { taqueriaMenuPdf } from './support/menu-pdfs';

interface ExtractAnswer {
  engine: 'parser' | 'llm';
  message: string;
  texto: string;
  rows: ImportRow[];
}

let testApp: TestApp;
let api: MenuApi;

beforeAll(async () => {
  delete process.env.MENU_LLM_URL;
  testApp = await createTestApp();
  const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
  api = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
});

afterAll(async () => {
  await testApp?.close();
});

const base64 = (data: Buffer | string) => Buffer.from(data).toString('base64');

describe('menu import API', () => {
  it('extracts review rows from a PDF and creates nothing yet', async () => {
    const pdf = await taqueriaMenuPdf();
    const answer = await api.ok<ExtractAnswer>('POST', '/v1/menu/importar/extraer', { archivo: base64(pdf), tipo: 'pdf' });
    expect(answer.engine).toBe('parser');
    expect(answer.rows).toHaveLength(10);
    expect(answer.rows[0]).toMatchObject({ categoria: 'Tacos', nombre: 'Taco al pastor', precio: 25 });
    expect(answer.texto).toContain('Taco al pastor');
    expect(await api.ok<Category[]>('GET', '/v1/categorias')).toEqual([]);
  });

  it('accepts a data URL and a text file', async () => {
    const text = 'POSTRES\nFlan napolitano 45,50 MXN\nPay de limón $38\n';
    const answer = await api.ok<ExtractAnswer>('POST', '/v1/menu/importar/extraer', { archivo: `data:text/plain;base64,${base64(text)}`, tipo: 'txt' });
    expect(answer.rows.map((r) => [r.categoria, r.nombre, r.precio])).toEqual([
      ['Postres', 'Flan napolitano', 45.5],
      ['Postres', 'Pay de limón', 38],
    ]);
  });

  it('uses the standard parser for the inteligente variant when no provider is configured, and says so', async () => {
    const answer = await api.ok<ExtractAnswer>('POST', '/v1/menu/importar/inteligente', { archivo: base64('BEBIDAS\nHorchata $30'), tipo: 'txt' });
    expect(answer).toMatchObject({ engine: 'parser', message: 'No hay un proveedor de IA configurado; se usó el procesador estándar.' });
    expect(answer.rows).toHaveLength(1);
  });

  it('refuses files that are not what they claim, empty or not base64', async () => {
    const notPdf = await api.call('POST', '/v1/menu/importar/extraer', { archivo: base64('hola'), tipo: 'pdf' });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ field: 'archivo', message: 'El archivo no es un PDF' });
    const broken = await api.call('POST', '/v1/menu/importar/extraer', { archivo: base64('%PDF-1.4 roto'), tipo: 'pdf' });
    expect(broken.statusCode).toBe(400);
    expect((await api.call('POST', '/v1/menu/importar/extraer', { archivo: base64('   '), tipo: 'txt' })).statusCode).toBe(400);
    expect((await api.call('POST', '/v1/menu/importar/extraer', { archivo: '¿¿no base64??', tipo: 'txt' })).statusCode).toBe(400);
    expect((await api.call('POST', '/v1/menu/importar/extraer', { archivo: base64('x'), tipo: 'docx' })).json()).toMatchObject({ field: 'tipo' });
  });

  it('confirms the reviewed rows: categories (reused by name) and products with presentations, in order', async () => {
    const existing = await api.category('Tacos');
    const rows = [
      { categoria: 'Tacos', nombre: 'Taco al pastor', descripcion: 'con piña', precio: 25, presentaciones: [] },
      { categoria: 'Bebidas', nombre: 'Agua fresca', descripcion: '', precio: null, presentaciones: [{ nombre: 'Chico', precio: 20 }, { nombre: 'Grande', precio: 35 }] },
      { categoria: 'Bebidas', nombre: 'Refresco', precio: 30, agotado: true },
    ];
    const created = await api.ok<{ categorias_creadas: number; productos_creados: number; message: string }>('POST', '/v1/menu/importar/confirmar', { rows }, 201);
    expect(created).toMatchObject({ categorias_creadas: 1, productos_creados: 3 });
    const categories = await api.ok<Category[]>('GET', '/v1/categorias');
    expect(categories.map((c) => c.nombre)).toEqual(['Tacos', 'Bebidas']);
    const products = await api.ok<Product[]>('GET', '/v1/productos');
    expect(products.map((p) => [p.id_categoria === existing.id ? 'Tacos' : 'Bebidas', p.nombre, p.precio, p.descripcion])).toEqual([
      ['Tacos', 'Taco al pastor', 25, 'con piña'],
      ['Bebidas', 'Agua fresca', 20, null],
      ['Bebidas', 'Refresco', 30, null],
    ]);
    // A dish the menu (or the review) marks sold out is created sold out.
    expect(products.map((p) => p.agotado)).toEqual([false, false, true]);
    expect(products[1].presentaciones.map((p) => [p.nombre, p.precio])).toEqual([
      ['Chico', 20],
      ['Grande', 35],
    ]);
  });

  it('confirms all or nothing: one invalid row creates nothing', async () => {
    const before = await api.ok<Product[]>('GET', '/v1/productos');
    const response = await api.call('POST', '/v1/menu/importar/confirmar', {
      rows: [
        { categoria: 'Nueva', nombre: 'Bueno', precio: 10 },
        { categoria: 'Nueva', nombre: 'Sin precio', precio: null, presentaciones: [] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'rows[1].precio' });
    expect(await api.ok<Product[]>('GET', '/v1/productos')).toEqual(before);
    expect((await api.ok<Category[]>('GET', '/v1/categorias')).map((c) => c.nombre)).not.toContain('Nueva');
  });
});

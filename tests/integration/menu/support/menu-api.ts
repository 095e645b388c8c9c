// Small helpers for the menu integration tests: one logged-in commerce and typed calls to the menu API.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Category, ExtraGroup, Product, Section } from '@shared/types/menu';
import type { LoggedIn } from '../../../../testkit/test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class MenuApi {
  constructor(
    private readonly app: FastifyInstance,
    readonly auth: LoggedIn,
  ) {}

  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    return this.app.inject({ method, url, headers: this.auth.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  }

  async ok<T>(method: Method, url: string, payload?: unknown, status = 200): Promise<T> {
    const response = await this.call(method, url, payload);
    if (response.statusCode !== status) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }

  category(nombre: string, extra: Record<string, unknown> = {}): Promise<Category> {
    return this.ok<Category>('POST', '/v1/categorias', { nombre, ...extra }, 201);
  }

  product(body: Record<string, unknown>): Promise<Product> {
    return this.ok<Product>('POST', '/v1/productos', body, 201);
  }

  extra(body: Record<string, unknown>): Promise<ExtraGroup & { productos: string[] }> {
    return this.ok('POST', '/v1/extras', body, 201);
  }

  section(body: Record<string, unknown>): Promise<Section> {
    return this.ok<Section>('POST', '/v1/secciones', body, 201);
  }
}

// Shared setup of the commerce-configuration API tests: a real app on a real database, a commerce and
// small helpers around GET/PUT /v1/comercio.
import type { Commerce } from '@shared/types/commerce';
import type { CommerceFixtureOptions } from '../../../testkit/commerce-fixture';
import { createCommerce, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

export interface ConfigClient {
  auth: LoggedIn;
  idPath: string;
  commerceId: string;
  get(): Promise<Commerce>;
  put(payload: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }>;
}

export async function configClient(t: TestApp, options: CommerceFixtureOptions = {}): Promise<ConfigClient> {
  const fixture = await createCommerce(t.handle, { plan: 'PLUS', ...options });
  const auth = await login(t.app, fixture.email, fixture.password);
  return {
    auth,
    idPath: fixture.idPath,
    commerceId: fixture.commerceId,
    async get() {
      return (await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: auth.headers })).json<Commerce>();
    },
    async put(payload) {
      const response = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: auth.headers, payload });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    },
  };
}

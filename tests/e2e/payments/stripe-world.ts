// The set-up every Stripe e2e file shares (docs/payments.md): Stripe's fake, a server of the file's own that reads
// the fake's base URL (STRIPE_API_BASE_URL) and sweeps payments on every pass, a browser, the demo owner's session
// and Stripe connected in Integraciones with the fake's keys; the fake posts its signed events to the commerce's
// webhook. Registers the file's beforeAll/afterAll and puts the environment back afterwards.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { DEMO_LOGIN, type RunningServer } from '../../../server/src/start-server';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { sessionApi } from '../onboarding/new-owner';
import { apiLogin, launchBrowser } from '../support/browser';
import { startOwnDemoServer } from '../support/own-server';

export interface StripeWorld {
  server: RunningServer;
  browser: Browser;
  stripe: FakeStripe;
  session: LoginSession;
  api: ReturnType<typeof sessionApi>;
}

const ENV = ['STRIPE_API_BASE_URL', 'PAYMENTS_SWEEP_MS'] as const;

/** The world, filled in by the file's beforeAll; `ready` runs last in it (e.g. to turn a payment method on). */
export function useStripeWorld(ready?: (world: StripeWorld) => Promise<void>): StripeWorld {
  const world = {} as StripeWorld;
  const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    world.stripe = await startFakeStripe();
    Object.assign(process.env, world.stripe.env(), { PAYMENTS_SWEEP_MS: '0' });
    world.server = await startOwnDemoServer();
    world.browser = await launchBrowser();
    world.session = await apiLogin(world.server.url, DEMO_LOGIN);
    world.api = sessionApi(world.server.url, () => world.session);
    await world.api('PUT', '/v1/integrations/payment/stripe', { configuration: { public_key: 'pk_test_demo', secret_key: world.stripe.secretKey, webhook_secret: world.stripe.webhookSecret } });
    // The owner pastes this endpoint in Stripe's dashboard; the fake posts its signed events there.
    world.stripe.webhookUrl = `${world.server.url}/v1/public/comercio/${world.session.id_path}/pagos/webhook/stripe`;
    await ready?.(world);
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.close();
    await world.stripe?.close();
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  return world;
}

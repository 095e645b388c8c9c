// The owner's alert of the automatic pause leaves through the server's real e-mail path (docs/availability.md,
// "Pausa automática"): the notifier built from the environment sends it over SMTP (a real smtp-server with a
// login, tests/support/fake-smtp.ts), once per pause, to the owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifierFromEnv } from '../../../server/src/services/messaging/from-env';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce } from '../orders/support';
import { startFakeSmtp, type FakeSmtp } from '../../support/fake-smtp';

let smtp: FakeSmtp;
const received = () => smtp.mails;
let t: TestApp;
let offsetMs = 0;

beforeAll(async () => {
  smtp = await startFakeSmtp({ user: 'panel', password: 'clave' });
  const notifier = createNotifierFromEnv({ NODE_ENV: 'production', SMTP_URL: smtp.url, MAIL_FROM: 'Panel <avisos@panel.mx>' }, { info: () => undefined, error: () => undefined });
  t = await createTestApp({ config: { notifier, autoPause: { everyMs: 0, clock: () => new Date(Date.now() + offsetMs) } } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('automatic pause alert by e-mail', () => {
  it('e-mails the owner once through SMTP when the store pauses itself', async () => {
    const shop = await createOrderingCommerce(t.app, t.handle);
    offsetMs = 6 * 60_000;
    expect((await t.app.autoPause.evaluate()).alerted).toContain(shop.commerce.commerceId);
    offsetMs = 7 * 60_000;
    await t.app.autoPause.evaluate();
    await expect.poll(() => received().length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received()).toHaveLength(1);
    expect(received()[0]!.to).toEqual([shop.commerce.email]);
    const unfolded = received()[0]!.raw.replace(/=\r?\n/g, '');
    expect(unfolded).toMatch(/^Subject: /m);
    expect(unfolded).toContain('Ya estoy atendiendo');
  });
});

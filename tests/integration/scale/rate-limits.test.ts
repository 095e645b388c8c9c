// Login attempt limits kept in PostgreSQL (server/src/services/rate-limit.ts): email and username of one
// user share a bucket, one IP spraying many accounts is stopped, other addresses are not. The same table
// serves every instance (three-instance version: cluster.test.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../../server/src/messages';
import { LOGIN_IP_FACTOR } from '../../../server/src/services/rate-limit';
import { createCommerce, createTestApp, type TestApp } from '../../../testkit/test-app';

const MAX = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: MAX, windowMs: 60_000 } } });
  await createCommerce(t.handle, { email: 'lucia@fonda.mx', username: 'lucia', password: 'secreta123' });
});

afterAll(async () => {
  await t?.close();
});

const loginAs = (payload: Record<string, unknown>, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/v1/auth/login', payload, remoteAddress });

describe('login attempt limits', () => {
  it('counts email and username guesses of one account in one bucket', async () => {
    expect((await loginAs({ email: 'lucia@fonda.mx', password: 'mal-1' }, '10.1.0.1')).statusCode).toBe(401);
    expect((await loginAs({ username: 'lucia', password: 'mal-2' }, '10.1.0.1')).statusCode).toBe(401);
    expect((await loginAs({ email: 'LUCIA', password: 'mal-3' }, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await loginAs({ username: 'lucia', password: 'secreta123' }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: SERVER_MSG.tooManyLogins });
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(0);
    // Another address still signs in: a stranger cannot lock the owner out.
    expect((await loginAs({ email: 'lucia@fonda.mx', password: 'secreta123' }, '10.1.0.2')).statusCode).toBe(200);
  });

  it('stops one address guessing many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < MAX * LOGIN_IP_FACTOR; i += 1) {
      expect((await loginAs({ email: `nadie${i}@fonda.mx`, password: 'mal' }, ip)).statusCode).toBe(401);
    }
    expect((await loginAs({ email: 'otra@fonda.mx', password: 'mal' }, ip)).statusCode).toBe(429);
    expect((await loginAs({ email: 'otra@fonda.mx', password: 'mal' }, '10.2.0.2')).statusCode).toBe(401);
  });

  it('keeps the counters in the database, one row per bucket', async () => {
    const result = await t.handle.db.execute(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'login:ip:10.2.0.1'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBe(1);
  });
});

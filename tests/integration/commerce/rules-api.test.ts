// docs/domain.md (Validación) rules through the API: every row of the shared rule table (tests/unit/renderer/config/spec-rules.ts)
// sent to PUT /v1/comercio must answer 400 naming the field, and leave the commerce exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES, VALID_ADDRESS, VALID_DELIVERY, type RuleCase } from '../../unit/renderer/config/spec-rules';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { configClient, type ConfigClient } from './support';

let t: TestApp;
let client: ConfigClient;

beforeAll(async () => {
  t = await createTestApp();
  client = await configClient(t, { nombre: 'Taquería Las Reglas' });
  const setUp = await client.put({ ...VALID_DELIVERY, address: VALID_ADDRESS });
  expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

function bodyOf(rule: RuleCase): Record<string, unknown> {
  if (rule.screen === 'address') return { address: { ...VALID_ADDRESS, ...rule.bad } };
  return rule.bad;
}

describe('docs/domain.md (Validación) rules refused by PUT /v1/comercio (API layer)', () => {
  for (const rule of RULES) {
    it(`[${rule.rule}] ${rule.spec}: 400 naming ${rule.apiField ?? rule.field}, nothing changed`, async () => {
      const before = await client.get();
      const response = await client.put(bodyOf(rule));
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      const field = (rule.apiField ?? rule.field).replace(/\[(\d+)\]/g, rule.apiMessage === 'type' ? '.$1' : '[$1]');
      expect(response.body.field).toBe(field);
      if (rule.apiMessage !== 'type') expect(response.body.message).toBe(`${field}: ${rule.message}`);
      expect(await client.get()).toEqual(before);
    });
  }
});

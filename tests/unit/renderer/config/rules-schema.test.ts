// docs/domain.md (Validación) rules on the shared schemas (layer 1 of 3), from the same table as the form and API tests.
// The detailed schema tests live in tests/unit/shared/validation/{commerce,delivery-settings,schedule}.test.ts.
import { describe, expect, it } from 'vitest';
import { addressSchema, commerceDataSchema, deliverySettingsSchema, validationErrors } from '@shared/validation';
import { RULES, VALID_ADDRESS, VALID_COMMERCE_DATA, VALID_DELIVERY, type RuleCase } from './spec-rules';

function schemaInput(rule: RuleCase) {
  if (rule.screen === 'commerce') return { schema: commerceDataSchema, value: { ...VALID_COMMERCE_DATA, address: VALID_ADDRESS, ...rule.bad } };
  if (rule.screen === 'address') return { schema: addressSchema, value: { ...VALID_ADDRESS, ...rule.bad } };
  return { schema: deliverySettingsSchema, value: { ...VALID_DELIVERY, ...rule.bad } };
}

describe('docs/domain.md (Validación) rules on the shared schemas (schema layer)', () => {
  it('the valid bases pass', async () => {
    expect(await validationErrors(commerceDataSchema, VALID_COMMERCE_DATA)).toEqual({});
    expect(await validationErrors(addressSchema, VALID_ADDRESS)).toEqual({});
    expect(await validationErrors(deliverySettingsSchema, VALID_DELIVERY)).toEqual({});
  });

  for (const rule of RULES) {
    it(`[${rule.rule}] ${rule.spec}: ${rule.field} → '${rule.message}'`, async () => {
      const { schema, value } = schemaInput(rule);
      const errors = await validationErrors(schema, value);
      expect(errors[rule.field]).toBe(rule.message);
    });
  }
});

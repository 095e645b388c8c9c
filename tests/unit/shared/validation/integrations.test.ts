import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { INTEGRATION_PROVIDERS, INTEGRATION_REQUIRED_FIELDS, integrationProvider, integrationSchemaFor, validationErrors } from '@shared/validation';

describe('integration fields (docs/domain.md (Validación) Integration fields)', () => {
  it('lists the required fields of each provider', () => {
    expect(INTEGRATION_REQUIRED_FIELDS).toEqual({
      picker: ['token'],
      loyverse: ['store_id', 'token'],
      stripe: ['public_key', 'secret_key', 'webhook_secret'],
      clip: ['api_key', 'secret_key'],
      mercadoPago: ['public_key', 'access_token', 'webhook_secret'],
      whatsappBusiness: ['secret_api_key', 'secret_instance'],
    });
  });

  it.each(Object.entries(INTEGRATION_REQUIRED_FIELDS))('%s requires every one of its fields', async (code, fields) => {
    const schema = integrationSchemaFor(code);
    expect(await validationErrors(schema, {})).toEqual(Object.fromEntries(fields.map((field) => [field, MSG.required])));
    expect(await validationErrors(schema, Object.fromEntries(fields.map((field) => [field, '  '])))).toEqual(
      Object.fromEntries(fields.map((field) => [field, MSG.required])),
    );
    expect(await validationErrors(schema, Object.fromEntries(fields.map((field) => [field, 'valor-123'])))).toEqual({});
  });

  it('a provider without fields accepts an empty configuration', async () => {
    expect(await validationErrors(integrationSchemaFor('sandbox'), {})).toEqual({});
  });

  it('groups providers as docs/domain.md (Constantes) does and marks secrets', () => {
    expect(integrationProvider('picker')?.group).toBe('delivery');
    expect(integrationProvider('loyverse')?.group).toBe('pos');
    expect(INTEGRATION_PROVIDERS.filter((p) => p.group === 'payment').map((p) => p.code)).toEqual(['stripe', 'clip', 'mercadoPago']);
    expect(integrationProvider('whatsappBusiness')?.group).toBe('whatsapp');
    expect(integrationProvider('stripe')?.fields.find((f) => f.name === 'secret_key')?.secret).toBe(true);
    expect(integrationProvider('stripe')?.fields.find((f) => f.name === 'public_key')?.secret).toBe(false);
    expect(integrationProvider('nope')).toBeUndefined();
  });
});

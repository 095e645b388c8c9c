// @vitest-environment jsdom
// docs/domain.md (Validación) rules through the real form components (layer 2 of 3), from the same table as the schema and API
// tests: each form, started with the bad value and submitted, shows the rule's message and does not save.
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommerceDataForm, commerceDataValues } from '../../../../renderer/src/features/commerce-data/CommerceDataForm';
import { LocationForm } from '../../../../renderer/src/features/commerce-data/LocationForm';
import { DeliverySettingsForm } from '../../../../renderer/src/features/delivery-fees/DeliverySettingsForm';
import type { Address, Commerce } from '@shared/types/commerce';
import type { DeliverySettings } from '@shared/validation';
import { renderForm, shownErrors } from './render';
import { RULES, VALID_ADDRESS, VALID_COMMERCE_DATA, VALID_DELIVERY, type RuleCase } from './spec-rules';

afterEach(cleanup);

function renderRule(rule: RuleCase, onSubmit: () => void) {
  if (rule.screen === 'commerce') {
    const values = commerceDataValues({ ...VALID_COMMERCE_DATA, nombre_contacto: 'Rosa', correo_contacto: 'rosa@ejemplo.mx', address: VALID_ADDRESS, ...rule.bad } as Commerce);
    return renderForm(<CommerceDataForm initialValues={values} onSubmit={onSubmit} />);
  }
  if (rule.screen === 'address') {
    return renderForm(<LocationForm initialValues={{ ...VALID_ADDRESS, ...rule.bad } as Address} onSubmit={onSubmit} />);
  }
  return renderForm(<DeliverySettingsForm stored={VALID_DELIVERY} initialValues={{ ...VALID_DELIVERY, ...rule.bad } as DeliverySettings} onSubmit={onSubmit} />);
}

describe('docs/domain.md (Validación) rules refused by the forms (form layer)', () => {
  for (const rule of RULES) {
    it(`[${rule.rule}] ${rule.spec}: the form shows '${rule.message}' and does not save`, { timeout: 20_000 }, async () => {
      const onSubmit = vi.fn();
      const { container } = renderRule(rule, onSubmit);
      fireEvent.submit(container.querySelector('form')!);
      await waitFor(() => expect(shownErrors(container)).toContain(rule.message), { timeout: 8000 });
      expect(onSubmit).not.toHaveBeenCalled();
    });
  }
});

// @vitest-environment jsdom
// configuracion-inicial: the real screen with a commerce and the server's availability answer in the store shows the
// five docs/domain.md (Validación) checks with the percentage of exactly their weights (1.5 ×4 and 1), and below them
// the recommendations — an orderable product and delivery pricing (docs/availability.md) — outside the percentage,
// each linking to the screen that completes it: with 0 products it reaches 100 % but never says "listo".
import { cleanup, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { computeAvailability } from '@shared/availability';
import { NO_PAYMENT_METHODS, type Commerce } from '@shared/types/commerce';
import { availabilityApi } from '../../../../renderer/src/features/schedules/api';
import { coreApi } from '../../../../renderer/src/app/coreApi';
import { createStore } from '../../../../renderer/src/app/store';
import SetupScreen from '../../../../renderer/src/features/setup/SetupScreen';
import { makeCommerce } from '../../shared/fixtures';
import { renderForm } from './render';
import { VALID_ADDRESS } from './spec-rules';

afterEach(cleanup);

async function renderSetup(commerce: Commerce, products = 3) {
  const store = createStore();
  await store.dispatch(coreApi.util.upsertQueryData('getCommerce', undefined, commerce));
  const availability = computeAvailability({ ...commerce, dias_especiales: [], pausa: null, limite_alcanzado: false, productos_disponibles: products }, new Date());
  await store.dispatch(availabilityApi.util.upsertQueryData('getAvailability', undefined, availability));
  return renderForm(
    <Provider store={store}>
      <SetupScreen />
    </Provider>,
  );
}

const complete = makeCommerce({ address: VALID_ADDRESS });
const KEYS = ['whatsapp', 'address', 'delivery', 'payment', 'schedules', 'products', 'delivery_pricing'];
const CASES: [string, Partial<Commerce>, number, number, string[]][] = [
  ['all complete', {}, 3, 100, []],
  ['no schedules (weight 1 of 7)', { horarios: [] }, 3, 86, ['schedules']],
  ['no WhatsApp (weight 1.5 of 7)', { telefono: '' }, 3, 79, ['whatsapp']],
  ['no orderable product (a recommendation)', {}, 0, 100, ['products']],
  ['delivery without its pricing (a recommendation)', { tipo_envio_domicilio: null }, 3, 100, ['delivery_pricing']],
  [
    'nothing done',
    { telefono: '', address: null, activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false, metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS }, horarios: [] },
    0,
    0,
    KEYS,
  ],
];

describe('configuracion-inicial', () => {
  for (const [name, change, products, percentage, pending] of CASES) {
    it(`[setup-progress] ${name}: ${percentage} %`, { timeout: 20_000 }, async () => {
      await renderSetup({ ...complete, ...change }, products);
      expect(screen.getByTestId('setup-percentage').getAttribute('data-percentage')).toBe(String(percentage));
      expect(screen.getByTestId('setup-headline').textContent === '¡Listo para recibir pedidos!').toBe(pending.length === 0);
      for (const key of KEYS) {
        expect(screen.getByTestId(`setup-item-${key}`).getAttribute('data-done')).toBe(String(!pending.includes(key)));
      }
      for (const key of ['products', 'delivery_pricing']) {
        expect(screen.getByTestId('setup-recommendations').querySelector(`[data-testid="setup-item-${key}"]`)).not.toBeNull();
      }
    });
  }

  it('[setup-links] each item links to the screen that completes it', { timeout: 20_000 }, async () => {
    const { container } = await renderSetup({ ...complete, telefono: '', horarios: [] });
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/datos-del-comercio', '/datos-del-comercio/ubicacion', '/tarifas/delivery-config', '/tarifas/delivery-config', '/horarios', '/menu', '/tarifas/delivery-config']);
  });
});

// @vitest-environment jsdom
// configuracion-inicial: the real screen with a commerce and the server's availability answer in the store shows the
// five docs/domain.md (Validación) checks plus an orderable product and delivery pricing (docs/availability.md), each
// linking to the screen that completes it, and a percentage (weights 1.5 ×5 and 1 ×2) that reaches 100 only when all
// are done: with 0 products it never says "listo".
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
  ['no schedules (weight 1 of 9.5)', { horarios: [] }, 3, 89, ['schedules']],
  ['no WhatsApp (weight 1.5 of 9.5)', { telefono: '' }, 3, 84, ['whatsapp']],
  ['no orderable product (weight 1.5 of 9.5)', {}, 0, 84, ['products']],
  ['delivery without its pricing (weight 1 of 9.5)', { tipo_envio_domicilio: null }, 3, 89, ['delivery_pricing']],
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
    });
  }

  it('[setup-links] each item links to the screen that completes it', { timeout: 20_000 }, async () => {
    const { container } = await renderSetup({ ...complete, telefono: '', horarios: [] });
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/datos-del-comercio', '/datos-del-comercio/ubicacion', '/tarifas/delivery-config', '/tarifas/delivery-config', '/horarios', '/menu', '/tarifas/delivery-config']);
  });
});

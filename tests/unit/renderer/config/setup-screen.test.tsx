// @vitest-environment jsdom
// configuracion-inicial: the real screen with a commerce in the store shows the five docs/domain.md (Validación) checks, each
// linking to the screen that completes it, and a percentage (weights 1.5 ×4 and 1) that reaches 100 only when all are done.
import { cleanup, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_PAYMENT_METHODS, type Commerce } from '@shared/types/commerce';
import { coreApi } from '../../../../renderer/src/app/coreApi';
import { createStore } from '../../../../renderer/src/app/store';
import SetupScreen from '../../../../renderer/src/features/setup/SetupScreen';
import { makeCommerce } from '../../shared/fixtures';
import { renderForm } from './render';
import { VALID_ADDRESS } from './spec-rules';

afterEach(cleanup);

async function renderSetup(commerce: Commerce) {
  const store = createStore();
  await store.dispatch(coreApi.util.upsertQueryData('getCommerce', undefined, commerce));
  return renderForm(
    <Provider store={store}>
      <SetupScreen />
    </Provider>,
  );
}

const complete = makeCommerce({ address: VALID_ADDRESS });
const CASES: [string, Partial<Commerce>, number, string[]][] = [
  ['all complete', {}, 100, []],
  ['no schedules (weight 1 of 7)', { horarios: [] }, 86, ['schedules']],
  ['no WhatsApp (weight 1.5 of 7)', { telefono: '' }, 79, ['whatsapp']],
  [
    'nothing done',
    { telefono: '', address: null, activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false, metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS }, horarios: [] },
    0,
    ['whatsapp', 'address', 'delivery', 'payment', 'schedules'],
  ],
];

describe('configuracion-inicial', () => {
  for (const [name, change, percentage, pending] of CASES) {
    it(`[setup-progress] ${name}: ${percentage} %`, { timeout: 20_000 }, async () => {
      await renderSetup({ ...complete, ...change });
      expect(screen.getByTestId('setup-percentage').getAttribute('data-percentage')).toBe(String(percentage));
      for (const key of ['whatsapp', 'address', 'delivery', 'payment', 'schedules']) {
        expect(screen.getByTestId(`setup-item-${key}`).getAttribute('data-done')).toBe(String(!pending.includes(key)));
      }
    });
  }

  it('[setup-links] each item links to the screen that completes it', { timeout: 20_000 }, async () => {
    const { container } = await renderSetup({ ...complete, telefono: '', horarios: [] });
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/datos-del-comercio', '/datos-del-comercio/ubicacion', '/tarifas/delivery-config', '/tarifas/delivery-config', '/horarios']);
  });
});

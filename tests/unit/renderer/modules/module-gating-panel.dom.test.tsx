// @vitest-environment jsdom
// The panel side of module gating (docs/domain.md (Módulos y lo que desbloquean)), on the real components with
// the account in the store: per-km fees can be chosen only with ENVIO_POR_KM and a commerce that lost it is told
// to pick another type; rider buttons show only with PROVEEDORES_ENTREGA; the tables floor says a table takes one
// order at a time without POR_CONSUMO; the upsell page says what the module unlocks; the simulator refuses per km
// without the module; the usage bar picks its colour before rounding.
import { cleanup, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MODULES, type ModuleId } from '@shared/constants';
import { MODULE_MSG } from '@shared/modules';
import { pickDeliverySettings } from '@shared/validation/delivery-settings';
import type { Commerce } from '@shared/types/commerce';
import { coreApi } from '../../../../renderer/src/app/coreApi';
import { loggedIn } from '../../../../renderer/src/app/session';
import { createStore } from '../../../../renderer/src/app/store';
import { FeeSection, feeOptions } from '../../../../renderer/src/features/delivery-fees/FeeSection';
import { simulateDeliveryFee } from '../../../../renderer/src/features/delivery-fees/simulate';
import { DetailActions } from '../../../../renderer/src/features/orders/detail/DetailActions';
import { UsageBar } from '../../../../renderer/src/features/orders/board/UsageBar';
import UpsellScreen from '../../../../renderer/src/features/subscription/UpsellScreen';
import { MODULE_UNLOCKS } from '../../../../renderer/src/features/subscription/moduleLabels';
import { RoundsNotice } from '../../../../renderer/src/features/tables/RoundsNotice';
import { orderDetail } from '../../../support/sample-order';
import { makeCommerce } from '../../shared/fixtures';
import { accountWith } from '../accounts';
import { renderForm } from '../config/render';

afterEach(cleanup);

const without = (...lacking: ModuleId[]) => MODULES.filter((module) => !lacking.includes(module));

async function storeWith(modules: readonly ModuleId[]) {
  const store = createStore();
  store.dispatch(
    loggedIn({
      token: 't',
      id_comercio: 'c1',
      id_usuario: 'u1',
      id_path: 'demo',
      nombre_comercio: 'Demo',
      logotipo: null,
      nombre_usuario: 'Ana',
      usuario: { id: 'u1', email: 'a@b.mx', name: 'Ana', username: 'ana', status: 'activo' },
      onboarding_finish_date: '2025-09-01T00:00:00Z',
    }),
  );
  await store.dispatch(coreApi.util.upsertQueryData('getAccountDetails', undefined, accountWith('BASICO', modules)));
  return store;
}

function FeeForm({ commerce }: { commerce: Commerce }) {
  const formik = useFormik({ initialValues: pickDeliverySettings(commerce), onSubmit: () => undefined });
  return <FeeSection formik={formik} />;
}

async function renderFees(modules: readonly ModuleId[], commerce: Commerce) {
  const store = await storeWith(modules);
  return renderForm(
    <Provider store={store}>
      <FeeForm commerce={commerce} />
    </Provider>,
  );
}

const perKm = makeCommerce({ tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 10, min_km: 1, max_km: 20 } });

describe('ENVIO_POR_KM in Tarifas', () => {
  it('offers per km as a choice only with the module', () => {
    const perKmOption = (modules: readonly ModuleId[]) => feeOptions(accountWith('BASICO', modules)).find((option) => option.value === 'por_kilometro');
    expect(perKmOption(without('ENVIO_POR_KM'))).toEqual({ value: 'por_kilometro', label: 'Por kilómetro (no incluido en tu plan)', disabled: true });
    expect(perKmOption(MODULES)).toEqual({ value: 'por_kilometro', label: 'Por kilómetro', disabled: false });
    expect(feeOptions(accountWith('BASICO', without('ENVIO_POR_KM'))).filter((option) => option.disabled).map((option) => option.value)).toEqual(['por_kilometro']);
  });

  it('tells a commerce that lost the module, keeping the type, to pick another', { timeout: 20_000 }, async () => {
    await renderFees(without('ENVIO_POR_KM'), perKm);
    expect(screen.getByTestId('fee-type-not-in-plan').textContent).toContain(MODULE_MSG.perKmNotInPlan);
    cleanup();
    await renderFees(MODULES, perKm);
    expect(screen.queryByTestId('fee-type-not-in-plan')).toBeNull();
  });

  it('the simulator does not price by km without the module, as intake', () => {
    const input = { subtotal: 200, distanceKm: 3 };
    expect(simulateDeliveryFee(perKm, { ...input, perKmIncluded: true })).toMatchObject({ ok: true, fee: 30 });
    expect(simulateDeliveryFee(perKm, { ...input, perKmIncluded: false })).toMatchObject({ ok: false, reason: 'not_in_plan', message: MODULE_MSG.perKmUnavailable });
  });
});

describe('PROVEEDORES_ENTREGA on the order detail', () => {
  const delivery = orderDetail({ metodo_entrega: 'delivery', estatus_pedido: 'accepted', has_requested_rider: false });

  it.each([
    ['with', 1, MODULES],
    ['without', 0, without('PROVEEDORES_ENTREGA')],
  ] as const)('%s the module the rider button shows %i times', async (_label, count, modules) => {
    const store = await storeWith(modules);
    renderForm(
      <Provider store={store}>
        <DetailActions detail={delivery} basePath="/control-pedidos/detalle/ord-1" onDeleted={() => undefined} />
      </Provider>,
    );
    expect(screen.queryAllByTestId('request-rider')).toHaveLength(count);
  });
});

describe('POR_CONSUMO on the tables floor', () => {
  it.each([
    ['without', 1, without('POR_CONSUMO')],
    ['with', 0, MODULES],
  ] as const)('%s the module the one-order-per-table notice shows %i times', async (_label, count, modules) => {
    const store = await storeWith(modules);
    renderForm(
      <Provider store={store}>
        <RoundsNotice />
      </Provider>,
    );
    expect(screen.queryAllByTestId('rounds-not-in-plan')).toHaveLength(count);
  });
});

describe('upsell page', () => {
  it.each(['ENVIO_POR_KM', 'PROVEEDORES_ENTREGA', 'POR_CONSUMO', 'COBROS_EN_LINEA'] as const)('says what %s unlocks', async (module) => {
    const store = await storeWith(without(module));
    await store.dispatch(coreApi.util.upsertQueryData('getPlans', undefined, []));
    renderForm(
      <Provider store={store}>
        <Routes location={`/suscripcion/${module}`}>
          <Route path="/suscripcion/:module" element={<UpsellScreen />} />
        </Routes>
      </Provider>,
    );
    expect(screen.getByTestId('upsell-unlocks').textContent).toBe(MODULE_UNLOCKS[module]);
  });
});

describe('usage bar', () => {
  it.each([
    [179, 200, 'orange', '90%'],
    [180, 200, 'red', '90%'],
    [149, 200, 'amber', '75%'],
    [99, 200, 'green', '50%'],
  ])('%i of %i is %s, shown as %s', (count, limit, color, shown) => {
    renderForm(<UsageBar limits={{ currentMonthCount: count, monthlyLimit: limit, quotaUsagePercent: (count / limit) * 100 }} />);
    expect(screen.getByTestId('usage-bar').getAttribute('data-color')).toBe(color);
    expect(screen.getByTestId('usage-bar').textContent).toContain(shown);
  });
});

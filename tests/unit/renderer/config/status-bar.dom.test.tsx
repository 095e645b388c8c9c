// @vitest-environment jsdom
// The status warning bar, table-driven: for each state the real bar component shows exactly one warning,
// the highest-priority one (docs/domain.md (Textos exactos)), hides 1–5 on the setup page, and keeps its collapsed state locally.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highestWarning, type StatusWarningsInput } from '@shared/status-warnings';
import { NO_PAYMENT_METHODS } from '@shared/types/commerce';
import { StatusWarningBar } from '../../../../renderer/src/shell/StatusBar';
import { STATUS_BAR_COLLAPSED_KEY } from '../../../../renderer/src/shell/layoutHooks';
import { makeCommerce } from '../../shared/fixtures';
import { renderForm } from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const healthy: StatusWarningsInput = {
  commerce: makeCommerce(),
  account: { lastSuscriptionInvoice: { status: 'paid', attempt_count: 0 }, modulesAndPermissions: [{ id: 'HISTORIAL', permisos: ['list'] }] },
  paymentProviderConnected: false,
  printer: { configured: true, found: true, detectedCount: 1 },
  addressUpdated: false,
  onSetupPage: false,
};

type Change = { commerce?: Partial<StatusWarningsInput['commerce']> } & Partial<Omit<StatusWarningsInput, 'commerce'>>;
const state = ({ commerce, ...rest }: Change): StatusWarningsInput => ({ ...healthy, ...rest, commerce: { ...healthy.commerce, ...commerce } });

const everythingWrong: Change = {
  commerce: { telefono: '', address: null, activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false, horarios: [] },
  account: { lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 3 }, modulesAndPermissions: [{ id: 'COBROS_EN_LINEA', permisos: ['list'] }] },
  printer: { configured: false, found: false, detectedCount: 0 },
  addressUpdated: true,
};

const CASES: [string, Change, string | null][] = [
  ['healthy: no bar', {}, null],
  ['1 WhatsApp missing beats everything else', everythingWrong, 'whatsapp_missing'],
  ['2 address missing', { commerce: { address: null, horarios: [] }, addressUpdated: true }, 'address_missing'],
  ['3 no delivery method', { commerce: { activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false, horarios: [] } }, 'no_delivery_method'],
  ['4 no payment methods', { commerce: { metodos_pago_pasar_recoger: { ...NO_PAYMENT_METHODS }, horarios: [] } }, 'no_payment_methods'],
  ['5 no schedules', { commerce: { horarios: [] }, printer: { configured: false, found: false, detectedCount: 0 } }, 'no_schedules'],
  ['1–5 hidden on the setup page: 6 shows instead', { ...everythingWrong, onSetupPage: true }, 'subscription_payment_problem'],
  ['6 invoice open with attempts', { account: { lastSuscriptionInvoice: { status: 'open', attempt_count: 1 }, modulesAndPermissions: [] } }, 'subscription_payment_problem'],
  ['open invoice without attempts is no problem', { account: { lastSuscriptionInvoice: { status: 'open', attempt_count: 0 }, modulesAndPermissions: [] } }, null],
  // Not shown while the product calls no payment provider (shared/online-payment.ts, docs/domain.md "Diferencias deliberadas").
  ['7 connect a payment provider: not shown while online payment is not connected', { account: { lastSuscriptionInvoice: null, modulesAndPermissions: [{ id: 'COBROS_EN_LINEA', permisos: ['list'] }] }, commerce: { business_id: null } }, null],
  ['8 no delivery type selected', { commerce: { activar_envio_domicilio: true, tipo_envio_domicilio: null } }, 'no_delivery_type'],
  ['9 main printer not found', { printer: { configured: true, found: false, detectedCount: 2 }, addressUpdated: true }, 'main_printer_not_found'],
  ['10 no main printer', { printer: { configured: false, found: false, detectedCount: 2 } }, 'no_main_printer'],
  ['11 no printers detected', { printer: { configured: false, found: false, detectedCount: 0 } }, 'no_printers_detected'],
  ['no printer warnings without a bridge', { printer: null }, null],
  ['12 address updated (info)', { addressUpdated: true }, 'address_updated'],
];

describe('status warning bar shows the single highest warning', () => {
  for (const [name, change, expected] of CASES) {
    it(`[status-bar] ${name}`, { timeout: 20_000 }, () => {
      const warning = highestWarning(state(change));
      renderForm(<StatusWarningBar warning={warning} onAction={vi.fn()} />);
      const bars = screen.queryAllByTestId('status-bar');
      if (expected === null) {
        expect(bars).toHaveLength(0);
        return;
      }
      expect(bars).toHaveLength(1);
      expect(bars[0]!.getAttribute('data-warning')).toBe(expected);
      expect(bars[0]!.textContent).toContain(warning!.message);
    });
  }

  it('[status-bar] warning 6 offers to retry the charge and the collapsed state is kept in localStorage', { timeout: 20_000 }, () => {
    const warning = highestWarning(state({ account: { lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 2 }, modulesAndPermissions: [] } }))!;
    const onAction = vi.fn();
    const first = renderForm(<StatusWarningBar warning={warning} onAction={onAction} />);
    fireEvent.click(screen.getByText('Reintentar cobro'));
    expect(onAction).toHaveBeenCalledWith(warning);
    fireEvent.click(screen.getByLabelText('Ocultar aviso'));
    expect(localStorage.getItem(STATUS_BAR_COLLAPSED_KEY)).not.toBeNull();
    first.unmount();
    renderForm(<StatusWarningBar warning={warning} onAction={onAction} />);
    expect(screen.getByLabelText('Mostrar aviso')).toBeTruthy();
    expect(screen.queryByText('Reintentar cobro')).toBeNull();
  });
});

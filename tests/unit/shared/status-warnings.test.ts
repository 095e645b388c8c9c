import { describe, expect, it } from 'vitest';
import { STATUS_WARNINGS, activeWarnings, highestWarning } from '@shared/status-warnings';
import type { StatusWarningsInput } from '@shared/status-warnings';
import { NO_PAYMENT_METHODS } from '@shared/types/commerce';
import type { ModulePermissions } from '@shared/types/account';
import { makeCommerce } from './fixtures';

const onlineModule: ModulePermissions[] = [{ id: 'COBROS_EN_LINEA', permisos: ['list'] }];

/** Everything in order: no warning at all. */
const healthy: StatusWarningsInput = {
  commerce: makeCommerce(),
  account: { lastSuscriptionInvoice: { status: 'paid', attempt_count: 1 }, modulesAndPermissions: [{ id: 'HISTORIAL', permisos: ['list'] }] },
  paymentProviderConnected: false,
  printer: { configured: true, found: true, detectedCount: 2 },
  addressUpdated: false,
  onSetupPage: false,
};

type Change = {
  commerce?: Partial<StatusWarningsInput['commerce']>;
} & Partial<Omit<StatusWarningsInput, 'commerce'>>;

function input(change: Change): StatusWarningsInput {
  const { commerce, ...rest } = change;
  return { ...healthy, ...rest, commerce: { ...healthy.commerce, ...commerce } };
}

const cases: [string, Change, number | null][] = [
  ['healthy', {}, null],
  ['no telefono', { commerce: { telefono: '' } }, 1],
  ['no country code', { commerce: { country_code: '' } }, 1],
  ['no address', { commerce: { address: null } }, 2],
  ['address without city', { commerce: { address: { ...healthy.commerce.address!, city: '' } } }, 2],
  ['no delivery method', { commerce: { activar_envio_domicilio: false, activar_comer_restaurant: false, activar_pasar_recoger: false } }, 3],
  ['an active flow without payment methods', { commerce: { metodos_pago_comer_restaurant: NO_PAYMENT_METHODS } }, 4],
  ['no schedules', { commerce: { horarios: [] } }, 5],
  ['invoice uncollectible', { account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 0 } } }, 6],
  ['invoice open after a failed attempt', { account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'open', attempt_count: 1 } } }, 6],
  ['invoice open, not yet attempted', { account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'open', attempt_count: 0 } } }, null],
  ['no invoice yet', { account: { ...healthy.account!, lastSuscriptionInvoice: null } }, null],
  // Warning 7 waits for a provider the product can connect (ONLINE_PAYMENT_CONNECTED, docs/domain.md).
  ['online payments module without a provider, while none can be connected', { account: { ...healthy.account!, modulesAndPermissions: onlineModule } }, null],
  ['online payments with business_id', { account: { ...healthy.account!, modulesAndPermissions: onlineModule }, commerce: { business_id: 'biz_1' } }, null],
  ['online payments with a connected provider', { account: { ...healthy.account!, modulesAndPermissions: onlineModule }, paymentProviderConnected: true }, null],
  ['delivery on without fee type', { commerce: { tipo_envio_domicilio: null } }, 8],
  ['delivery off without fee type', { commerce: { activar_envio_domicilio: false, tipo_envio_domicilio: null } }, null],
  ['main printer not found', { printer: { configured: true, found: false, detectedCount: 1 } }, 9],
  ['main printer not found and nothing detected', { printer: { configured: true, found: false, detectedCount: 0 } }, 9],
  ['no main printer chosen', { printer: { configured: false, found: false, detectedCount: 2 } }, 10],
  ['no printers detected', { printer: { configured: false, found: false, detectedCount: 0 } }, 11],
  ['not in the desktop app: no printer warnings', { printer: null }, null],
  ['address updated', { addressUpdated: true }, 12],
  ['no account data yet', { account: null }, null],
  // priority: only the highest shows
  ['whatsapp beats everything', { commerce: { telefono: '', address: null, horarios: [] }, printer: { configured: false, found: false, detectedCount: 0 }, addressUpdated: true }, 1],
  ['address beats schedules', { commerce: { address: null, horarios: [] } }, 2],
  ['schedules beat billing', { commerce: { horarios: [] }, account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 3 } } }, 5],
  ['billing beats printers', { account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 3 } }, printer: { configured: true, found: false, detectedCount: 0 } }, 6],
  ['fee type beats printers', { commerce: { tipo_envio_domicilio: null }, printer: { configured: false, found: false, detectedCount: 0 } }, 8],
  ['printers beat address updated', { printer: { configured: false, found: false, detectedCount: 3 }, addressUpdated: true }, 10],
  // the setup page shows 1–5 itself
  ['setup page hides whatsapp and shows the next', { onSetupPage: true, commerce: { telefono: '', tipo_envio_domicilio: null } }, 8],
  ['setup page hides 1–5 entirely', { onSetupPage: true, commerce: { telefono: '', address: null, horarios: [] } }, null],
  ['setup page still shows billing', { onSetupPage: true, commerce: { horarios: [] }, account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 0 } } }, 6],
];

describe('highestWarning (docs/domain.md (Textos exactos) status warnings)', () => {
  it.each(cases)('%s -> %s', (_label, change, expectedId) => {
    expect(highestWarning(input(change))?.id ?? null).toBe(expectedId);
  });

  it('numbers the warnings in priority order with their severities', () => {
    expect(STATUS_WARNINGS.map((w) => [w.id, w.key, w.severity])).toEqual([
      [1, 'whatsapp_missing', 'error'],
      [2, 'address_missing', 'error'],
      [3, 'no_delivery_method', 'error'],
      [4, 'no_payment_methods', 'error'],
      [5, 'no_schedules', 'warning'],
      [6, 'subscription_payment_problem', 'error'],
      [7, 'connect_payment_provider', 'warning'],
      [8, 'no_delivery_type', 'warning'],
      [9, 'main_printer_not_found', 'error'],
      [10, 'no_main_printer', 'warning'],
      [11, 'no_printers_detected', 'warning'],
      [12, 'address_updated', 'info'],
      [13, 'backup_outdated', 'warning'],
      [14, 'busy_mode', 'warning'],
      [15, 'not_taking_orders', 'warning'],
    ]);
  });

  it('gives a Spanish message and where to go', () => {
    expect(highestWarning(input({ commerce: { telefono: '' } }))).toEqual({
      id: 1,
      key: 'whatsapp_missing',
      severity: 'error',
      message: 'Agrega el número de WhatsApp de tu comercio para que tus clientes puedan contactarte.',
      actionPath: '/datos-del-comercio',
    });
    expect(highestWarning(input({ commerce: { address: null } }))?.actionPath).toBe('/datos-del-comercio/ubicacion');
    expect(highestWarning(input({ commerce: { horarios: [] } }))?.actionPath).toBe('/horarios');
    expect(highestWarning(input({ printer: { configured: false, found: false, detectedCount: 0 } }))?.actionPath).toBe('/ajustes');
  });

  it('billing warning retries the charge when clicked', () => {
    const warning = highestWarning(input({ account: { ...healthy.account!, lastSuscriptionInvoice: { status: 'uncollectible', attempt_count: 0 } } }));
    expect(warning).toMatchObject({ id: 6, action: 'retry_billing' });
    expect(warning?.actionPath).toBeUndefined();
  });

  it('activeWarnings lists every applying warning in priority order', () => {
    const all = activeWarnings(input({ commerce: { horarios: [], tipo_envio_domicilio: null }, addressUpdated: true }));
    expect(all.map((w) => w.id)).toEqual([5, 8, 12]);
  });
});

// Status warning bar (docs/architecture.md and docs/domain.md (Textos exactos)): only the highest-priority warning of '@shared/status-warnings', collapsible,
// the collapsed state remembered in localStorage.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasPermission } from '@shared/modules';
import { highestWarning, type StatusWarning } from '@shared/status-warnings';
import type { Integration } from '@shared/types/misc';
import { useAccount } from '../app/access';
import { api } from '../app/api';
import { useGetCommerceQuery } from '../app/coreApi';
import { STATUS_BAR_COLLAPSED_KEY, useStoredFlag } from './layoutHooks';
import { useLastGoodBackupAt } from '../features/settings/backup/api';
import { useRetryBillingFromStatusBar } from '../features/status-warnings/retry-billing';
import { useStatusInputs } from './statusInputs';
import { useGetBusyModeQuery } from './busy-mode/api';
import { useAvailability } from '../features/schedules/api';

const PAYMENT_PROVIDERS = new Set(['stripe', 'clip', 'mercadoPago']);

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIntegrationsForStatus: build.query<Integration[], void>({
      query: () => '/v1/integrations',
      providesTags: ['Integrations'],
    }),
  }),
  overrideExisting: false,
});

/** Presentational bar for one warning. */
export function StatusWarningBar({ warning, onAction }: { warning: StatusWarning | null; onAction: (warning: StatusWarning) => void }) {
  const [collapsed, setCollapsed] = useStoredFlag(STATUS_BAR_COLLAPSED_KEY, false);
  if (!warning) return null;
  const actionLabel = warning.action === 'retry_billing' ? 'Reintentar cobro' : 'Resolver';
  return (
    <div role="status" data-testid="status-bar" data-warning={warning.key}>
      <Alert
        banner
        type={warning.severity}
        title={collapsed ? <span className="visually-hidden">{warning.message}</span> : warning.message}
        showIcon
        style={collapsed ? { paddingBlock: 2 } : undefined}
        action={
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {collapsed || (!warning.actionPath && !warning.action) ? null : (
              <Button size="small" onClick={() => onAction(warning)}>
                {actionLabel}
              </Button>
            )}
            <Button
              size="small"
              type="text"
              aria-expanded={!collapsed}
              aria-label={collapsed ? 'Mostrar aviso' : 'Ocultar aviso'}
              icon={collapsed ? <DownOutlined /> : <UpOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
          </span>
        }
      />
    </div>
  );
}

export function StatusBar() {
  const account = useAccount();
  const { data: commerce } = useGetCommerceQuery();
  const { printer, addressUpdated } = useStatusInputs();
  const location = useLocation();
  const navigate = useNavigate();
  const retryBilling = useRetryBillingFromStatusBar();
  // Ask only for what the account may read: backups are the owner's, integrations need INTEGRACIONES.
  const lastGoodBackupAt = useLastGoodBackupAt(account?.role === 'owner');
  const wantsProviders = hasPermission(account, 'COBROS_EN_LINEA', 'list') && hasPermission(account, 'INTEGRACIONES', 'list') && !commerce?.business_id;
  const integrations = statusApi.useGetIntegrationsForStatusQuery(undefined, { skip: !wantsProviders });
  const busy = useGetBusyModeQuery(undefined, { skip: !hasPermission(account, 'HISTORIAL', 'list'), pollingInterval: 30_000 }).data ?? null;
  const availability = useAvailability() ?? null;
  const warning = useMemo(() => {
    if (!commerce || !account) return null;
    // Unknown integrations (not loaded or failed) must not claim a missing provider.
    const paymentProviderConnected = !wantsProviders || !integrations.data || integrations.data.some((i) => PAYMENT_PROVIDERS.has(i.provider_code));
    return highestWarning({
      commerce,
      account,
      paymentProviderConnected,
      printer,
      addressUpdated,
      onSetupPage: location.pathname.startsWith('/configuracion-inicial'),
      lastGoodBackupAt,
      busy,
      availability,
    });
  }, [account, addressUpdated, availability, busy, commerce, integrations.data, lastGoodBackupAt, location.pathname, printer, wantsProviders]);
  return (
    <StatusWarningBar
      warning={warning}
      onAction={(w) => (w.action === 'retry_billing' ? void retryBilling() : navigate(w.actionPath ?? '/'))}
    />
  );
}

// Status warning bar (docs/architecture.md and docs/domain.md (Textos exactos)): only the highest-priority warning of '@shared/status-warnings', collapsible,
// the collapsed state remembered in localStorage.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useLayoutEffect, useMemo } from 'react';
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
import { useAvailabilityQuery } from '../features/schedules/api';

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

/** The warning to show now, and whether every input it reads has had its first answer (`settled`). */
function useStatusWarning(): { warning: StatusWarning | null; settled: boolean } {
  const account = useAccount();
  const commerceQuery = useGetCommerceQuery();
  const commerce = commerceQuery.data;
  const { printer, addressUpdated } = useStatusInputs();
  const location = useLocation();
  // Ask only for what the account may read: backups are the server operator's, integrations need INTEGRACIONES.
  const backup = useLastGoodBackupAt(account?.operator === true);
  const lastGoodBackupAt = backup.lastGoodBackupAt;
  const wantsProviders = hasPermission(account, 'COBROS_EN_LINEA', 'list') && hasPermission(account, 'INTEGRACIONES', 'list') && !commerce?.business_id;
  const integrations = statusApi.useGetIntegrationsForStatusQuery(undefined, { skip: !wantsProviders });
  const busyQuery = useGetBusyModeQuery(undefined, { skip: !hasPermission(account, 'HISTORIAL', 'list'), pollingInterval: 30_000 });
  const busy = busyQuery.data ?? null;
  const availabilityQuery = useAvailabilityQuery();
  const availability = availabilityQuery.data ?? null;
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
  // A failed request counts as answered: the bar then shows what it knows, as it always did.
  const settled = !!account && !commerceQuery.isLoading && !backup.isLoading && !integrations.isLoading && !busyQuery.isLoading && !availabilityQuery.isLoading;
  return { warning, settled };
}

/**
 * The bar with its actions: 'Resolver' opens the warning's screen, 'Reintentar cobro' retries the charge.
 * Tells the shell once its inputs have answered (`onSettled`, before that render is painted); the bar
 * keeps its queries to itself, so their polls re-render the bar, not the whole shell.
 */
export function StatusBar({ onSettled }: { onSettled: () => void }) {
  const { warning, settled } = useStatusWarning();
  const navigate = useNavigate();
  const retryBilling = useRetryBillingFromStatusBar();
  useLayoutEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return (
    <StatusWarningBar
      warning={warning}
      onAction={(w) => (w.action === 'retry_billing' ? void retryBilling() : navigate(w.actionPath ?? '/'))}
    />
  );
}

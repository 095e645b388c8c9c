// 'Impresión' in /ajustes: the bridge connection, then (when the desktop app or the paired agent answers)
// the automatic printing activity (recent jobs) and the printers' settings with preview, status and test
// pages. Loading, error and empty states.
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { hasModule } from '@shared/modules';
import type { PrintSettings } from '@shared/printing';
import { useAccount } from '../../../app/access';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { selectCommerceId } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { useDesktopBridge } from '../../../bridge';
import { ticketCommerce } from '../../orders/auto-print';
import { BridgeStatus } from './BridgeStatus';
import { KitchenStationsCard } from './KitchenStationsCard';
import { PrintLocationsCard } from './PrintLocationsCard';
import { PrintingSettingsForm } from './PrintingSettingsForm';
import { RecentPrintJobs } from './RecentPrintJobs';
import { useAutoPrintActivity, useInstalledPrinters, usePrinterStatuses, useSavedPrintSettings } from './usePrinting';

export function PrintingSection() {
  const bridgeState = useDesktopBridge();
  const { bridge, availability } = bridgeState;
  const active = availability !== 'none';
  const account = useAccount();
  const commerceId = useAppSelector(selectCommerceId);
  const commerceQuery = useGetCommerceQuery();
  const settings = useSavedPrintSettings(bridge, active);
  const printers = useInstalledPrinters(bridge, active);
  const statuses = usePrinterStatuses(bridge, active);
  const activity = useAutoPrintActivity(bridge, active);
  const commerce = useMemo(() => (commerceQuery.data ? ticketCommerce(commerceQuery.data) : null), [commerceQuery.data]);
  const [saved, setSaved] = useState<PrintSettings | null>(null);
  useEffect(() => setSaved(settings.data), [settings.data]);

  let body: React.ReactNode = null;
  if (active) {
    if (saved) {
      body = (
        <PrintingSettingsForm
          bridge={bridge}
          saved={saved}
          printers={printers}
          statuses={statuses.data}
          onStatusRefresh={statuses.reload}
          onSaved={setSaved}
          autoPrintAllowed={hasModule(account, 'IMPRESION_AUTOMATICA')}
          commerce={commerce}
          commerceId={commerceId}
        />
      );
    } else if (settings.error) {
      body = (
        <Alert
          type="error"
          showIcon
          title="No se pudieron leer los ajustes de impresión"
          description={settings.error}
          action={
            <Button size="small" onClick={settings.reload}>
              Reintentar
            </Button>
          }
        />
      );
    } else {
      body = <Skeleton active paragraph={{ rows: 6 }} />;
    }
  }

  return (
    // id: the printer banner's «Ir a impresión» lands here (/ajustes#impresion).
    <section id="impresion" aria-labelledby="ajustes-impresion" data-testid="settings-printing" style={{ scrollMarginTop: 80 }}>
      <Flex vertical gap={16}>
        <div>
          <Typography.Title level={3} id="ajustes-impresion" style={{ margin: 0 }}>
            Impresión
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            Hasta tres impresoras de tickets: cuál usar, qué imprimir en el ticket y cuándo imprimir automáticamente.
          </Typography.Paragraph>
        </div>
        <BridgeStatus state={bridgeState} />
        {active ? (
          <RecentPrintJobs
            state={activity.data?.state ?? null}
            jobs={activity.data?.jobs ?? null}
            error={activity.error}
            loading={activity.loading}
            timeZone={commerceQuery.data?.zona_horaria ?? 'America/Mexico_City'}
            onReload={activity.reload}
          />
        ) : null}
        {active ? <PrintLocationsCard bridge={bridge} settings={saved} sessionKey={`${activity.data?.state.commerceId ?? ''}|${activity.data?.state.running ? 'on' : 'off'}`} /> : null}
        {active ? <KitchenStationsCard /> : null}
        {body}
      </Flex>
    </section>
  );
}

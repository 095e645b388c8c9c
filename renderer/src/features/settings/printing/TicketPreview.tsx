// Live ticket preview: the printing side renders the HTML ticket (205 px, docs/domain.md (Constantes)) for the settings being
// edited, debounced, shown on a paper of its own (TicketPaper: a shadow root, no frame). A sample order or the latest order.
import { Alert, Flex, Segmented, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PRINT, type PrinterSlot } from '@shared/constants';
import type { DesktopBridge } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import { slotLabel, type PrinterSettings, type TicketCommerce } from '@shared/printing';
import type { Order, OrderDetail } from '@shared/types/order';
import { inProcessList, useGetInProcessOrdersQuery, useGetOrderQuery } from '../../orders/api';
import { previewSampleOrder } from './sample-order';
import { TicketPaper } from './TicketPaper';
import { errorText } from './usePrinting';

export const PREVIEW_DEBOUNCE_MS = 300;
const PAPER_PADDING = 8;

type Source = 'sample' | 'latest';

function latestOrder(orders: readonly Order[] | undefined): Order | null {
  if (!orders?.length) return null;
  return orders.reduce((latest, order) => (Date.parse(order.created_at) > Date.parse(latest.created_at) ? order : latest));
}

/** The order the preview shows: the sample, or the newest order in process when asked and available. */
function usePreviewOrder(commerceId: string | null, source: Source): { order: OrderDetail; latestAvailable: boolean } {
  const sample = useMemo(() => previewSampleOrder(), []);
  const list = useGetInProcessOrdersQuery(commerceId ?? '', { skip: !commerceId });
  const latest = latestOrder(inProcessList(list.data));
  const detail = useGetOrderQuery({ commerceId: commerceId ?? '', orderId: latest?.id ?? '' }, { skip: source !== 'latest' || !commerceId || !latest });
  return { order: source === 'latest' && detail.data ? detail.data : sample, latestAvailable: latest !== null };
}

export interface TicketPreviewProps {
  bridge: DesktopBridge;
  slot: PrinterSlot;
  settings: PrinterSettings;
  commerce: TicketCommerce | null;
  commerceId: string | null;
}

export function TicketPreview({ bridge, slot, settings, commerce, commerceId }: TicketPreviewProps) {
  const [source, setSource] = useState<Source>('sample');
  const { order, latestAvailable } = usePreviewOrder(commerceId, source);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settingsKey = JSON.stringify(settings);

  useEffect(() => {
    if (!commerce) return;
    let current = true;
    const timer = setTimeout(() => {
      bridge
        .renderPreviewHtml({ order, commerce, slot, settings: JSON.parse(settingsKey) as PrinterSettings })
        .then(
          (next) => {
            if (!current) return;
            setHtml(next);
            setError(null);
          },
          (failure: unknown) => current && setError(errorText(failure, MSG.printFailed)),
        );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [bridge, commerce, order, slot, settingsKey]);

  return (
    <Flex vertical gap={8} align="center" data-testid={`ticket-preview-${slot}`}>
      <Segmented<Source>
        size="small"
        aria-label="Pedido de la vista previa"
        value={source}
        onChange={setSource}
        options={[
          { value: 'sample', label: 'Ejemplo' },
          { value: 'latest', label: 'Último pedido', disabled: !latestAvailable },
        ]}
      />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {html ? (
        <TicketPaper html={html} label={`Vista previa del ticket · ${slotLabel(slot)}`} width={PRINT.previewWidthPx + PAPER_PADDING} />
      ) : (
        <div style={{ width: PRINT.previewWidthPx + PAPER_PADDING }} aria-busy="true">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        {`Vista previa a ${PRINT.previewWidthPx} px · papel de ${settings.paperWidthMm} mm`}
      </Typography.Text>
    </Flex>
  );
}

// The state of one printer as the printing side reports it (configured / found / online, pending
// auto-print jobs, last error) and its 'Imprimir página de prueba' button.
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PrinterSlot } from '@shared/constants';
import type { DesktopBridge } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import { printerLabel, slotLabel, type PrinterSettings, type PrinterStatus, type TicketCommerce } from '@shared/printing';
import { errorText } from './usePrinting';

export function statusTag(status: PrinterStatus | undefined): { color: string; text: string } {
  if (!status) return { color: 'default', text: 'Consultando…' };
  if (!status.configured) return { color: 'default', text: 'Sin configurar' };
  if (!status.found) return { color: 'red', text: 'No encontrada' };
  if (!status.online) return { color: 'orange', text: 'Sin conexión' };
  return { color: 'green', text: 'En línea' };
}

export interface PrinterStatusCardProps {
  slot: PrinterSlot;
  status: PrinterStatus | undefined;
  /** Name of the saved printer for this slot. */
  printerName: string | null;
  /** This printer as the form has it now: the test page prints with it, saved or not. */
  draft: PrinterSettings;
  /** This printer's tab has changes not saved yet. */
  dirty: boolean;
  bridge: DesktopBridge;
  commerce: TicketCommerce | null;
  onPrinted(): void;
}

export function PrinterStatusCard({ slot, status, printerName, draft, dirty, bridge, commerce, onPrinted }: PrinterStatusCardProps) {
  const { message } = App.useApp();
  const [printing, setPrinting] = useState(false);
  const tag = statusTag(status);
  // The printer chosen in the form (e.g. a network printer that just answered «Comprobar»), saved or not.
  const chosen = draft.printer !== null;
  const printTest = async () => {
    if (!commerce || !chosen) return;
    setPrinting(true);
    try {
      const result = await bridge.printTestPage(slot, commerce, draft);
      if (result.ok) message.success(`Página de prueba enviada a ${slotLabel(slot)}`);
      else message.error(result.message ?? MSG.printFailed);
    } catch (error) {
      message.error(errorText(error, MSG.printFailed));
    } finally {
      setPrinting(false);
      onPrinted();
    }
  };
  return (
    <Card size="small" data-testid={`printer-status-${slot}`} data-state={tag.text} title={<span>Estado</span>}>
      <Flex vertical gap={6}>
        <Flex gap={8} align="center" wrap>
          <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
            {tag.text}
          </Tag>
          <Typography.Text ellipsis style={{ maxWidth: 200 }} title={printerName ?? undefined}>
            {printerName ? printerLabel(printerName) : 'Ninguna impresora elegida'}
          </Typography.Text>
        </Flex>
        {status && status.pendingJobs > 0 ? (
          <Typography.Text type="warning" data-testid={`printer-pending-${slot}`}>
            {status.pendingJobs === 1 ? '1 ticket en espera' : `${status.pendingJobs} tickets en espera`}
          </Typography.Text>
        ) : null}
        {status?.lastError ? (
          <Typography.Text type="danger" style={{ fontSize: 13 }}>
            Último error: {status.lastError}
          </Typography.Text>
        ) : null}
        <Button icon={<PrinterOutlined />} onClick={() => void printTest()} loading={printing} disabled={!chosen || !commerce} data-testid={`test-page-${slot}`}>
          Imprimir página de prueba
        </Button>
        {dirty && chosen && draft.printerName && draft.printerName !== printerName ? (
          <Typography.Text ellipsis style={{ maxWidth: 260 }} title={draft.printerName} data-testid={`test-page-printer-${slot}`}>
            Elegida sin guardar: {printerLabel(draft.printerName)}
          </Typography.Text>
        ) : null}
        {dirty && chosen ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`test-page-hint-${slot}`}>
            Se imprime con lo elegido en esta pestaña, aunque no lo hayas guardado.
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}

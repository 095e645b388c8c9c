// 'Impresión automática' in /ajustes: whether the desktop side is following the orders (it prints by
// itself, also with this page closed) and its latest automatic tickets: printed, waiting, or failed
// with the reason (failed ones keep retrying while the printer is off). Manual print stays on each order.
import { Alert, Button, Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '@shared/dates';
import { PRINTER_SLOT_LABELS } from '@shared/constants';
import type { AutoPrintState, PrintJobSummary } from '@shared/printing';

const TRIGGER_LABELS: Record<PrintJobSummary['trigger'], string> = { onOrderReceived: 'Al recibir', onOrderAccepted: 'Al aceptar', onOrderCancelled: 'Cancelado', onOrderEdited: 'Cambio' };
const STATE_TAGS: Record<PrintJobSummary['state'], { color: string; label: string }> = {
  printed: { color: 'green', label: 'Impreso' },
  waiting: { color: 'gold', label: 'En espera' },
  failed: { color: 'red', label: 'Falló' },
  dropped: { color: 'default', label: 'Descartado (pedido cancelado)' },
};

function stateAlert(state: AutoPrintState | null): React.ReactNode {
  if (!state) return null;
  if (state.running && state.connectionProblem) {
    return (
      <Alert
        type="error"
        showIcon
        title={state.connectionProblem}
        description="Mientras tanto los tickets automáticos pueden no salir o salir con retraso. Si la computadora tiene un antivirus que revisa conexiones HTTPS o usa un proxy, pide que permitan la dirección del panel."
      />
    );
  }
  if (state.running && state.connected) return <Alert type="success" showIcon title="La impresión automática está activa en esta computadora" description="Los pedidos se imprimen aunque cierres o recargues esta página." />;
  if (state.running) return <Alert type="info" showIcon title="Conectando la impresión automática…" description={state.message ?? undefined} />;
  if (state.stopReason === 'otherOwner') return <Alert type="info" showIcon title="Otra aplicación imprime en esta computadora" description={state.message ?? undefined} />;
  if (state.stopReason === 'moduleOff') return <Alert type="warning" showIcon title="La impresión automática se detuvo" description="Tu plan no incluye la impresión automática." />;
  if (state.stopReason === 'sessionClosed') return <Alert type="warning" showIcon title="La impresión automática se detuvo" description="La sesión se cerró. Vuelve a iniciar sesión para reanudarla." />;
  return <Alert type="info" showIcon title="La impresión automática no está activa" description="Se activa al iniciar sesión con la aplicación de escritorio o el agente de impresión." />;
}

export interface RecentPrintJobsProps {
  state: AutoPrintState | null;
  jobs: PrintJobSummary[] | null;
  error: string | null;
  loading: boolean;
  timeZone: string;
  onReload(): void;
}

export function RecentPrintJobs({ state, jobs, error, loading, timeZone, onReload }: RecentPrintJobsProps) {
  const columns: ColumnsType<PrintJobSummary> = [
    { title: 'Pedido', dataIndex: 'folio', key: 'folio', width: 120 },
    { title: 'Impresora', dataIndex: 'slot', key: 'slot', render: (slot: PrintJobSummary['slot']) => PRINTER_SLOT_LABELS[slot], responsive: ['sm'] },
    { title: 'Cuándo', dataIndex: 'trigger', key: 'trigger', render: (trigger: PrintJobSummary['trigger']) => TRIGGER_LABELS[trigger], responsive: ['md'] },
    {
      title: 'Estado',
      key: 'state',
      render: (_: unknown, job) => (
        <Flex vertical gap={2}>
          <span>
            <Tag color={STATE_TAGS[job.state].color}>{STATE_TAGS[job.state].label}</Tag>
          </span>
          {job.error ? <Typography.Text type="danger">{job.error}</Typography.Text> : null}
        </Flex>
      ),
    },
    { title: 'Actualizado', dataIndex: 'updatedAt', key: 'updatedAt', render: (at: string) => formatDateTime(at, timeZone), responsive: ['sm'] },
  ];
  return (
    <Card
      title="Impresión automática"
      data-testid="auto-print-activity"
      extra={
        <Button size="small" onClick={onReload} loading={loading}>
          Actualizar
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {error ? <Alert type="error" showIcon title={error} /> : stateAlert(state)}
        <Table<PrintJobSummary>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={jobs ?? []}
          loading={loading && !jobs}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay tickets automáticos en esta sesión" /> }}
          data-testid="auto-print-jobs"
        />
      </Flex>
    </Card>
  );
}

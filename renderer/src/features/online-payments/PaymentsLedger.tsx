// «Cobros en línea» (/pedidos-en-linea, docs/payments.md): each online payment with the provider's reference, the
// fee when the provider reports one, its status and its refund (who, when, «Reintentar reembolso» when it failed);
// totals by provider; and the settings: which provider customers pay with, when an online order rings, and how
// long an unpaid one waits.
import { Alert, Button, Card, Form, InputNumber, Segmented, Select, Space, Statistic, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import {
  ONLINE_PAYMENT_STATUS_LABELS,
  PAYMENT_PROVIDER_LABELS,
  REFUND_STATUS_LABELS,
  type OnlinePaymentRow,
  type OnlinePaymentSettings,
  type OnlinePaymentStatus,
  type RefundStatus,
} from '@shared/online-payment';
import { downloadWithSession } from '../../app/download';
import { useToast, useToastAction } from '../../app/feedback';
import { useAppSelector } from '../../app/store';
import { selectSession } from '../../app/session';
import { useGetOnlinePaymentsQuery, useGetPaymentSettingsQuery, useRetryRefundMutation, useSavePaymentSettingsMutation } from './paymentsApi';

const STATUS_COLORS: Record<OnlinePaymentStatus, string> = { pagado: 'green', pendiente: 'gold', fallido: 'red', expirado: 'default' };
const REFUND_COLORS: Record<RefundStatus, string> = { pendiente: 'blue', hecho: 'purple', fallido: 'red' };

function RefundCell({ row }: { row: OnlinePaymentRow }) {
  const [retry, { isLoading }] = useRetryRefundMutation();
  const toastAction = useToastAction();
  if (!row.reembolso_estatus) return <span>—</span>;
  return (
    <Space direction="vertical" size={2}>
      <Tag color={REFUND_COLORS[row.reembolso_estatus]} data-testid="refund-status">
        {REFUND_STATUS_LABELS[row.reembolso_estatus]}
      </Tag>
      {row.reembolso_monto != null || row.reembolsado > 0 ? (
        <span style={{ fontSize: 12 }} data-testid="refund-amount">
          {row.reembolso_monto != null ? `Diferencia por edición: ${formatMoney(row.reembolso_monto)}` : 'Todo lo cobrado'}
          {row.reembolsado > 0 ? ` · Reembolsado ${formatMoney(row.reembolsado)}` : ''}
        </span>
      ) : null}
      <span style={{ fontSize: 12 }}>
        {row.reembolso_por}
        {row.reembolsado_at ? ` · ${formatDateTime(row.reembolsado_at)}` : ''}
      </span>
      {row.reembolso_estatus === 'fallido' ? (
        <>
          <span style={{ fontSize: 12, color: '#c92a2a' }} data-testid="refund-error">
            {row.reembolso_error}
          </span>
          <Button size="small" danger loading={isLoading} onClick={() => void toastAction(() => retry(row.id).unwrap(), 'Reembolso hecho')} data-testid="retry-refund">
            Reintentar reembolso
          </Button>
        </>
      ) : null}
    </Space>
  );
}

function SettingsCard({ settings }: { settings: OnlinePaymentSettings }) {
  const [save, { isLoading }] = useSavePaymentSettingsMutation();
  const toastAction = useToastAction();
  const [minutes, setMinutes] = useState<number | null>(settings.minutos_expiracion);
  const change = (patch: Parameters<typeof save>[0]) => void toastAction(() => save(patch).unwrap(), 'Ajustes guardados');
  return (
    <Card size="small" title="Ajustes del cobro en línea" style={{ marginBottom: 16 }} data-testid="payment-settings">
      <Form layout="vertical" component="div">
        <Space wrap size="large" align="start">
          <Form.Item label="Cobrar con" style={{ marginBottom: 0 }}>
            <Select
              style={{ minWidth: 200 }}
              value={settings.proveedor ?? settings.conectados[0] ?? null}
              disabled={isLoading}
              onChange={(proveedor) => change({ proveedor })}
              options={settings.conectados.map((code) => ({ value: code, label: PAYMENT_PROVIDER_LABELS[code] }))}
              aria-label="Proveedor de pago"
            />
          </Form.Item>
          <Form.Item label="Avisar un pedido pagado en línea" style={{ marginBottom: 0 }}>
            <Segmented
              value={settings.sonar_al}
              disabled={isLoading}
              onChange={(sonar_al) => change({ sonar_al: sonar_al as OnlinePaymentSettings['sonar_al'] })}
              options={[
                { value: 'pago', label: 'Al pagarse' },
                { value: 'llegada', label: 'Al llegar' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Minutos para pagar" style={{ marginBottom: 0 }} extra="Después, el pedido sin pagar se cancela y el cliente lo ve en su página.">
            <Space.Compact>
              <InputNumber min={5} max={1440} value={minutes} onChange={setMinutes} aria-label="Minutos para pagar" />
              <Button disabled={isLoading || minutes == null || minutes === settings.minutos_expiracion} onClick={() => minutes != null && change({ minutos_expiracion: minutes })}>
                Guardar
              </Button>
            </Space.Compact>
          </Form.Item>
        </Space>
      </Form>
    </Card>
  );
}

export function PaymentsLedger({ timeZone }: { timeZone?: string }) {
  const settings = useGetPaymentSettingsQuery();
  const payments = useGetOnlinePaymentsQuery({}, { pollingInterval: 30_000 });
  const session = useAppSelector(selectSession);
  const toast = useToast();
  if (settings.data && settings.data.conectados.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="no-payment-provider"
        title="Conecta Stripe o Mercado Pago en Integraciones para cobrar en línea"
        description="Con un proveedor conectado, tus clientes eligen «Pago en línea» en el menú y desde el mostrador puedes enviar enlaces de pago. Aquí verás cada cobro, su comisión y sus reembolsos."
      />
    );
  }
  const columns: TableColumnsType<OnlinePaymentRow> = [
    { title: 'Folio', dataIndex: 'folio', key: 'folio', render: (folio: string) => <strong>{folio}</strong> },
    { title: 'Fecha', dataIndex: 'created_at', key: 'fecha', render: (v: string) => formatDateTime(v, timeZone), responsive: ['md'] },
    { title: 'Cliente', dataIndex: 'nombre', key: 'cliente', ellipsis: true, responsive: ['lg'] },
    {
      title: 'Proveedor',
      key: 'proveedor',
      render: (_: unknown, row) => (
        <Space direction="vertical" size={0}>
          <span>
            {PAYMENT_PROVIDER_LABELS[row.proveedor]} · {row.origen === 'enlace' ? 'Enlace' : 'Menú'}
          </span>
          <Tooltip title={row.pago_id ? `Pago ${row.pago_id}` : undefined}>
            <code style={{ fontSize: 11 }} data-testid="payment-reference">
              {row.pago_id ?? row.referencia}
            </code>
          </Tooltip>
        </Space>
      ),
    },
    { title: 'Estado', dataIndex: 'estatus', key: 'estatus', render: (v: OnlinePaymentStatus) => <Tag color={STATUS_COLORS[v]}>{ONLINE_PAYMENT_STATUS_LABELS[v]}</Tag> },
    { title: 'Monto', dataIndex: 'monto', key: 'monto', align: 'right', render: (v: number) => formatMoney(v) },
    { title: 'Comisión', dataIndex: 'comision', key: 'comision', align: 'right', render: (v: number | null) => (v == null ? '—' : formatMoney(v)), responsive: ['md'] },
    { title: 'Reembolso', key: 'reembolso', render: (_: unknown, row) => <RefundCell row={row} /> },
  ];
  return (
    <>
      {settings.data ? <SettingsCard key={settings.data.minutos_expiracion} settings={settings.data} /> : null}
      <Space wrap size="large" style={{ marginBottom: 16 }} data-testid="payment-totals">
        {(payments.data?.totales ?? [])
          .filter((total) => total.pagos > 0 || settings.data?.conectados.includes(total.proveedor))
          .map((total) => (
            <Card size="small" key={total.proveedor} title={PAYMENT_PROVIDER_LABELS[total.proveedor]} style={{ minWidth: 240 }}>
              <Space size="large">
                <Statistic title="Cobrado" value={formatMoney(total.cobrado)} />
                <Statistic title="Reembolsado" value={formatMoney(total.reembolsado)} />
                <Statistic title="Comisiones" value={formatMoney(total.comisiones)} />
              </Space>
            </Card>
          ))}
      </Space>
      <div style={{ marginBottom: 12 }}>
        <Button
          onClick={() => session && downloadWithSession(session, '/v1/cobros-en-linea/pagos.csv', 'cobros-en-linea.csv').catch(() => toast.error('No se pudieron exportar los cobros'))}
          data-testid="export-online-payments"
        >
          Exportar CSV
        </Button>
      </div>
      {payments.isError ? <Alert type="error" showIcon title="No se pudieron leer los cobros en línea" style={{ marginBottom: 16 }} /> : null}
      <Table<OnlinePaymentRow> rowKey="id" columns={columns} dataSource={payments.data?.pagos ?? []} loading={payments.isFetching} scroll={{ x: 'max-content' }} data-testid="online-payments-table" />
    </>
  );
}

// Online money by provider and the providers' refunds of a statistics period (docs/payments.md): the
// statistics screen shows it next to the payment-method breakdown, which counts «Pago en línea» as one method.
import { Card, Empty, Table } from 'antd';
import { formatMoney } from '@shared/money';
import { PAYMENT_PROVIDER_LABELS, type PaymentProviderCode } from '@shared/online-payment';
import type { Breakdown } from '@shared/types/stats';

interface Row {
  proveedor: PaymentProviderCode;
  pagos: number;
  cobrado: number;
  reembolsos: number;
  reembolsado: number;
}

export function OnlineByProvider({ online, refunds }: { online: Breakdown<PaymentProviderCode>[]; refunds: Breakdown<PaymentProviderCode>[] }) {
  const providers = [...new Set([...online, ...refunds].map((entry) => entry.clave))];
  const rows: Row[] = providers.map((proveedor) => {
    const paid = online.find((entry) => entry.clave === proveedor);
    const back = refunds.find((entry) => entry.clave === proveedor);
    return { proveedor, pagos: paid?.pedidos ?? 0, cobrado: paid?.ventas ?? 0, reembolsos: back?.pedidos ?? 0, reembolsado: back?.ventas ?? 0 };
  });
  return (
    <Card size="small" title="Cobros en línea por proveedor" data-testid="stats-online-by-provider">
      {rows.length === 0 ? (
        <Empty description="Sin cobros en línea en este periodo" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Table<Row>
          size="small"
          rowKey="proveedor"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: 'Proveedor', key: 'proveedor', render: (_: unknown, row) => PAYMENT_PROVIDER_LABELS[row.proveedor] },
            { title: 'Pagos', dataIndex: 'pagos', key: 'pagos', align: 'right' },
            { title: 'Cobrado', dataIndex: 'cobrado', key: 'cobrado', align: 'right', render: (v: number) => formatMoney(v) },
            { title: 'Reembolsado', key: 'reembolsado', align: 'right', render: (_: unknown, row) => (row.reembolsos > 0 ? `${formatMoney(row.reembolsado)} (${row.reembolsos})` : formatMoney(0)) },
          ]}
        />
      )}
    </Card>
  );
}

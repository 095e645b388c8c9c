// The versions of an order (docs/orders.md «Editar pedido»): who saved each, when, what it added and
// removed, the total it left, a coupon that stopped applying and, paid online, what is left to charge or refund.
import { Empty, List, Skeleton, Tag, Typography } from 'antd';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { OrderChangeLine } from '@shared/orders/edit-changes';
import type { OrderVersionEntry } from '@shared/orders/edit';

const changeText = (line: OrderChangeLine) => `${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}${line.extras.length ? ` + ${line.extras.map((e) => e.nombre).join(', ')}` : ''}${line.instrucciones ? ` «${line.instrucciones}»` : ''}`;

export function adjustmentText(amount: number): string {
  return amount > 0 ? `Por cobrar ${formatMoney(amount)}` : amount < 0 ? `Por reembolsar ${formatMoney(-amount)}` : 'Sin diferencia por cobrar o reembolsar';
}

export function VersionHistory({ rows, loading, timeZone }: { rows: OrderVersionEntry[] | undefined; loading: boolean; timeZone?: string }) {
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!rows || rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin versiones" />;
  return (
    <List
      data-testid="order-versions"
      dataSource={[...rows].reverse()}
      renderItem={(row) => (
        <List.Item key={row.version} style={{ display: 'block' }} data-testid="order-version">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
            <Typography.Text strong>
              Versión {row.version} · {row.version === 1 ? 'Pedido original' : (row.usuario ?? 'Usuario')}
            </Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(row.at, timeZone)}</Typography.Text>
          </div>
          {row.cambios.added.map((line, index) => (
            <div key={`a${index}`} style={{ color: '#237804' }}>
              + {changeText(line)}
            </div>
          ))}
          {row.cambios.removed.map((line, index) => (
            <div key={`r${index}`} style={{ color: '#a8071a' }}>
              − {changeText(line)}
            </div>
          ))}
          <div>Total {formatMoney(row.total)}</div>
          {row.aviso ? <Typography.Text type="warning">{row.aviso}</Typography.Text> : null}
          {row.ajuste_pago != null ? <Tag color="purple">{adjustmentText(row.ajuste_pago)}</Tag> : null}
        </List.Item>
      )}
    />
  );
}

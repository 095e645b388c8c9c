// The bill of a table: each open order with its lines, and the consumption total.
import { List, Typography } from 'antd';
import { formatMoney } from '@shared/money';
import type { OrderDetail } from '@shared/types/order';

export function BillView({ orders, consumo }: { orders: OrderDetail[]; consumo: number }) {
  return (
    <div data-testid="table-bill">
      <List
        size="small"
        dataSource={orders}
        locale={{ emptyText: 'La mesa no tiene pedidos abiertos' }}
        renderItem={(detail) => (
          <List.Item key={detail.pedido.id} style={{ display: 'block', paddingInline: 0 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <Typography.Text strong>
                {detail.pedido.folio} · {detail.pedido.nombre}
              </Typography.Text>
              <Typography.Text strong>{formatMoney(detail.pedido.total)}</Typography.Text>
            </div>
            {detail.productos.map((line, index) => (
              <div key={index} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13 }}>
                <Typography.Text type="secondary">
                  {line.cantidad} × {line.nombre}
                  {line.presentacion ? ` (${line.presentacion})` : ''}
                </Typography.Text>
                <Typography.Text type="secondary">{formatMoney(line.subtotal)}</Typography.Text>
              </div>
            ))}
          </List.Item>
        )}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 18, fontWeight: 700, marginTop: 8 }}>
        <span>Consumo</span>
        <span data-testid="table-total">{formatMoney(consumo)}</span>
      </div>
    </div>
  );
}

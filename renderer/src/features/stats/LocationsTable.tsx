// «Por sucursal»: every location's figures side by side with their sum (GET /v1/estadisticas/consolidado).
// The sum adds counts and money; its average ticket comes from the summed sales and orders.
import { Card, Table, Typography } from 'antd';
import { formatCount } from '@shared/count';
import { formatMoney } from '@shared/money';
import type { ConsolidatedStats } from '@shared/types/locations-reports';
import type { StatsDashboard } from './model';
import { ALL_LOCATIONS_LABEL } from './LocationSelect';

interface Row {
  id: string;
  nombre: string;
  tablero: StatsDashboard;
}

const FIGURES: { key: string; title: string; value: (board: StatsDashboard) => string }[] = [
  { key: 'ventas', title: 'Ventas', value: (board) => formatMoney(board.ventas) },
  { key: 'pedidos', title: 'Pedidos', value: (board) => formatCount(board.pedidos) },
  { key: 'ticket', title: 'Ticket promedio', value: (board) => formatMoney(board.ticket_promedio) },
  { key: 'todos', title: 'Pedidos (todos los estatus)', value: (board) => formatCount(board.pedidos_totales) },
];

export function LocationsTable({ data }: { data: ConsolidatedStats }) {
  return (
    <Card title="Por sucursal" size="small" styles={{ body: { padding: 0 } }} style={{ marginTop: 12 }} data-testid="stats-by-location">
      <Table<Row>
        size="small"
        rowKey="id"
        dataSource={data.sucursales}
        pagination={false}
        scroll={{ x: 560 }}
        columns={[
          { title: 'Sucursal', dataIndex: 'nombre', key: 'nombre', fixed: 'left' },
          ...FIGURES.map((figure) => ({ title: figure.title, key: figure.key, align: 'right' as const, render: (_: unknown, row: Row) => figure.value(row.tablero) })),
        ]}
        summary={() => (
          <Table.Summary.Row data-testid="stats-by-location-total">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{ALL_LOCATIONS_LABEL}</Typography.Text>
            </Table.Summary.Cell>
            {FIGURES.map((figure, index) => (
              <Table.Summary.Cell key={figure.key} index={index + 1} align="right">
                <Typography.Text strong>{figure.value(data.total)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

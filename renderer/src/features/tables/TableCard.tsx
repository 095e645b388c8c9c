// One table on the floor: number, live state (Libre / Ocupada / Cuenta pedida), open orders, running
// amount and minutes since the first order (or since the bill was asked for). Actions: charge, QR.
import { ClockCircleOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import { TABLE_FLOOR_LABELS, type TableFloor, type TableFloorState } from '@shared/counter';
import { formatMoney } from '@shared/money';

const STATE_COLORS: Record<TableFloorState, string> = { libre: 'green', ocupada: 'orange', cuenta: 'red' };
const STATE_BORDERS: Record<TableFloorState, string> = { libre: '#b7eb8f', ocupada: '#ffd591', cuenta: '#ffa39e' };

export function minutesSince(iso: string | null, now: number): number | null {
  if (!iso) return null;
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

function elapsedText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

interface TableCardProps {
  table: TableFloor;
  now: number;
  onOpen(): void;
  onQr(): void;
}

export function TableCard({ table, now, onOpen, onQr }: TableCardProps) {
  const occupied = table.estado !== 'libre';
  const sinceFirst = minutesSince(table.primer_pedido_at, now);
  const sinceBill = minutesSince(table.cuenta_pedida_at, now);
  return (
    <Card
      size="small"
      data-testid="table-card"
      data-table-number={table.numero}
      data-state={table.estado}
      style={{ borderColor: STATE_BORDERS[table.estado], borderWidth: 2 }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, minHeight: 132 } }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Text strong style={{ fontSize: 20 }}>
          Mesa {table.numero}
        </Typography.Text>
        <Tag color={STATE_COLORS[table.estado]} data-testid="table-state" style={{ marginInlineEnd: 0 }}>
          {TABLE_FLOOR_LABELS[table.estado]}
        </Tag>
      </div>
      {occupied ? (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography.Text type="secondary" data-testid="table-orders-count">
              {table.pedidos_abiertos === 1 ? '1 pedido' : `${table.pedidos_abiertos} pedidos`}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 18 }} data-testid="table-amount">
              {formatMoney(table.total)}
            </Typography.Text>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <ClockCircleOutlined /> {sinceFirst !== null ? `Desde hace ${elapsedText(sinceFirst)}` : ''}
            {sinceBill !== null ? ` · cuenta hace ${elapsedText(sinceBill)}` : ''}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          Sin pedidos abiertos
        </Typography.Text>
      )}
      <div style={{ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        {occupied ? (
          <Button type="primary" onClick={onOpen} data-testid="open-table">
            Cobrar
          </Button>
        ) : (
          // A free table's record: its closed bills and receipts, to print a copy.
          <Button onClick={onOpen} data-testid="table-record">
            Cuentas
          </Button>
        )}
        <Button icon={<QrcodeOutlined />} onClick={onQr} aria-label={`Código QR de la mesa ${table.numero}`} data-testid="table-qr-button">
          QR
        </Button>
      </div>
    </Card>
  );
}

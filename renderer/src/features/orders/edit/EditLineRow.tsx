// One line of the order being edited: quantity, instructions, remove (confirmed), «Marcar agotado» for the
// product or one of its extras, and, when what it holds is sold out, «Quitar» or «Sustituir».
import { DeleteOutlined, MoreOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, InputNumber, Popconfirm, Space, Tag, Typography } from 'antd';
import { formatMoney } from '@shared/money';
import { lineLabel, lineTotal, type EditLine } from './edit-lines';
import type { SoldOutTarget } from './api';

export interface EditLineRowProps {
  line: EditLine;
  soldOut: boolean;
  marking: boolean;
  onChange(patch: Partial<EditLine>): void;
  onRemove(): void;
  onSubstitute(): void;
  onMarkSoldOut(target: SoldOutTarget, name: string): void;
}

export function EditLineRow({ line, soldOut, marking, onChange, onRemove, onSubstitute, onMarkSoldOut }: EditLineRowProps) {
  const soldOutItems = [
    { key: `p:${line.productId}`, label: `Marcar agotado: ${line.nombre}` },
    ...line.extras.map((extra) => ({ key: `e:${extra.id}`, label: `Marcar agotado: ${extra.nombre}` })),
  ];
  const choose = (key: string) => {
    if (key.startsWith('p:')) onMarkSoldOut({ id_producto: line.productId }, line.nombre);
    else {
      const extra = line.extras.find((e) => `e:${e.id}` === key);
      if (extra) onMarkSoldOut({ id_extra: extra.id }, extra.nombre);
    }
  };
  return (
    <div
      data-testid="edit-line"
      data-sold-out={soldOut}
      style={{ borderBottom: '1px solid #f0f0f0', padding: '10px 0', background: soldOut ? '#fff7e6' : undefined }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography.Text strong>{lineLabel(line)}</Typography.Text>
          {line.keptId === null ? <Tag color="green" style={{ marginLeft: 8 }}>Nuevo</Tag> : null}
          {soldOut ? (
            <Tag color="orange" style={{ marginLeft: 8 }} data-testid="line-sold-out">
              Agotado
            </Tag>
          ) : null}
          {line.extras.length > 0 ? <div style={{ color: '#555' }}>+ {line.extras.map((e) => e.nombre).join(', ')}</div> : null}
        </div>
        <Typography.Text strong>{formatMoney(lineTotal(line))}</Typography.Text>
      </div>
      <Space wrap size={8} style={{ marginTop: 8 }}>
        <InputNumber
          min={1}
          max={99}
          value={line.cantidad}
          onChange={(value) => onChange({ cantidad: value ?? 1 })}
          size="large"
          aria-label={`Cantidad de ${line.nombre}`}
          data-testid="edit-line-quantity"
          style={{ width: 90 }}
        />
        <Popconfirm
          title={`¿Quitar ${lineLabel(line)} del pedido?`}
          okText="Quitar"
          cancelText="Cancelar"
          okButtonProps={{ danger: true, ...({ 'data-testid': 'confirm-remove-line' } as Record<string, string>) }}
          onConfirm={onRemove}
        >
          <Button size="large" danger icon={<DeleteOutlined />} data-testid="remove-line">
            Quitar
          </Button>
        </Popconfirm>
        {soldOut ? (
          <Button size="large" icon={<SwapOutlined />} onClick={onSubstitute} data-testid="substitute-line">
            Sustituir
          </Button>
        ) : null}
        <Dropdown menu={{ items: soldOutItems, onClick: ({ key }) => choose(key) }} trigger={['click']}>
          <Button size="large" icon={<MoreOutlined />} loading={marking} data-testid="line-sold-out-menu">
            Marcar agotado
          </Button>
        </Dropdown>
      </Space>
      <Input
        style={{ marginTop: 8 }}
        placeholder="Instrucciones (sin cebolla, bien dorado…)"
        value={line.instrucciones}
        maxLength={300}
        onChange={(event) => onChange({ instrucciones: event.target.value })}
        aria-label={`Instrucciones de ${line.nombre}`}
      />
    </div>
  );
}

// Right side of the phone order: the cart, the customer and delivery, payment (paid-with and change),
// prep time and comment, totals and the send button. Every field has a visible label.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, InputNumber, List, Segmented, Select, Space } from 'antd';
import { FLOW_PAYMENT_METHODS, type DeliveryType, type FlowPaymentMethod } from '@shared/constants';
import { formatMoney } from '@shared/money';
import type { DeliveryFormConfig } from '@shared/types/commerce';
import { PAYMENT_METHOD_LABELS } from '../labels';
import { lineSubtotal } from './cart';
import { CustomerSection } from './CustomerSection';
import { PREP_OPTIONS, type PhoneDraft } from './draft';
import { Labeled } from './Labeled';

interface OrderPanelProps {
  draft: PhoneDraft;
  onChange(patch: Partial<PhoneDraft>): void;
  form: DeliveryFormConfig | undefined;
  flows: DeliveryType[];
  subtotal: number;
  fee: { ok: true; fee: number } | { ok: false; message: string } | null;
  total: number;
  change: number;
  problem: string | null;
  sending: boolean;
  onSubmit(): void;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 8 } as const;

export function OrderPanel({ draft, onChange, form, flows, subtotal, fee, total, change, problem, sending, onSubmit }: OrderPanelProps) {
  const { lines, payment } = draft;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title="Pedido">
        {lines.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Elige productos del menú" /> : null}
        <div data-testid="register-cart" data-lines={lines.length}>
        <List
          style={lines.length === 0 ? { display: 'none' } : undefined}
          dataSource={lines}
          renderItem={(line) => (
            <List.Item
              key={line.key}
              actions={[<Button key="quitar" type="text" danger icon={<MinusCircleOutlined />} aria-label={`Quitar ${line.nombre}`} onClick={() => onChange({ lines: lines.filter((l) => l.key !== line.key) })} />]}
            >
              <List.Item.Meta
                title={`${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}`}
                description={[line.extras.map((e) => e.nombre).join(', '), line.instrucciones].filter(Boolean).join(' · ') || undefined}
              />
              <span>{formatMoney(lineSubtotal(line))}</span>
            </List.Item>
          )}
        />
        </div>
      </Card>
      <Card size="small" title="Cliente y entrega">
        <CustomerSection value={draft.customer} onChange={(customer) => onChange({ customer })} form={form} flows={flows} />
      </Card>
      <Card size="small" title="Pago y preparación">
        <Space orientation="vertical" size={10} style={{ width: '100%' }}>
          <Labeled label="Método de pago" htmlFor="phone-order-payment">
            <Select<FlowPaymentMethod>
              id="phone-order-payment"
              size="large"
              value={payment}
              onChange={(value) => onChange({ payment: value })}
              style={{ width: '100%' }}
              options={FLOW_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
            />
          </Labeled>
          {payment === 'efectivo' ? (
            <Labeled label="Paga con" htmlFor="phone-order-paid-with">
              <InputNumber<number> id="phone-order-paid-with" size="large" min={0} prefix="$" style={{ width: '100%' }} value={draft.paidWith} onChange={(v) => onChange({ paidWith: v })} />
            </Labeled>
          ) : null}
          <Labeled label="Tiempo de preparación">
            <Segmented<number>
              block
              value={draft.prepMinutes}
              onChange={(prepMinutes) => onChange({ prepMinutes })}
              options={PREP_OPTIONS.map((m) => ({ value: m, label: `${m} min` }))}
              data-testid="register-prep"
            />
          </Labeled>
          <Labeled label="Comentario del pedido" htmlFor="phone-order-comment">
            <Input.TextArea id="phone-order-comment" value={draft.comment} onChange={(e) => onChange({ comment: e.target.value })} maxLength={500} />
          </Labeled>
        </Space>
      </Card>
      <Card size="small">
        <Space orientation="vertical" size={4} style={{ width: '100%', fontSize: 16 }}>
          <div style={row}>
            <span>Subtotal</span>
            <span>{formatMoney(subtotal)}</span>
          </div>
          {draft.customer.metodo_entrega === 'delivery' ? (
            <div style={row}>
              <span>Envío</span>
              <span>{fee?.ok ? formatMoney(fee.fee) : (fee?.message ?? '—')}</span>
            </div>
          ) : null}
          <div style={{ ...row, fontWeight: 700, fontSize: 20 }} data-testid="register-total">
            <span>Total</span>
            <span>{formatMoney(total)}</span>
          </div>
          {payment === 'efectivo' && draft.paidWith ? (
            <div style={{ ...row, fontWeight: 600 }} data-testid="register-change">
              <span>Cambio</span>
              <span>{formatMoney(change)}</span>
            </div>
          ) : null}
        </Space>
      </Card>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="register-problem" /> : null}
      <Button type="primary" size="large" block icon={<PlusOutlined />} loading={sending} onClick={onSubmit} className="register-submit" style={{ minHeight: 52 }} data-testid="register-submit">
        Registrar pedido (aceptado, {draft.prepMinutes} min)
      </Button>
    </Space>
  );
}

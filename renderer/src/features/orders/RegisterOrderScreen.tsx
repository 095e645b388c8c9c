// /control-pedidos/registrar-pedido (ORDENES_TELEFONICAS): a phone order built by the cashier from the
// menu, with customer lookup, delivery type and address, payment, paid-with and change, comment.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Drawer, Empty, Input, InputNumber, List, Result, Select, Skeleton, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DELIVERY_TYPES, FLOW_PAYMENT_METHODS, type DeliveryType, type FlowPaymentMethod } from '@shared/constants';
import { calculateDeliveryFee } from '@shared/fees';
import { cashChange, formatMoney } from '@shared/money';
import type { PublicProduct } from '@shared/types/public-menu';
import { errorMessage } from '../../app/baseQuery';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useIsDesktop } from '../../shell/layoutHooks';
import { PAYMENT_METHOD_LABELS } from './labels';
import { useCreatePhoneOrderMutation, useGetPublicMenuQuery, type PhoneOrderResult } from './register/api';
import { cartSubtotal, lineSubtotal, toOrderLines, type CartLine } from './register/cart';
import { CustomerSection, EMPTY_CUSTOMER, customerProblem, type CustomerFields } from './register/CustomerSection';
import { ProductPicker } from './register/ProductPicker';

export default function RegisterOrderScreen() {
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const idPath = useAppSelector(selectSession)?.id_path ?? '';
  const { data: menu, isLoading, isError } = useGetPublicMenuQuery(idPath, { skip: !idPath });
  const [createOrder, { isLoading: sending }] = useCreatePhoneOrderMutation();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [picking, setPicking] = useState<PublicProduct | null>(null);
  const [customer, setCustomer] = useState<CustomerFields>(EMPTY_CUSTOMER);
  const [payment, setPayment] = useState<FlowPaymentMethod>('efectivo');
  const [paidWith, setPaidWith] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PhoneOrderResult | null>(null);
  const close = () => navigate('/control-pedidos');

  const commerce = menu?.comercio;
  const flows = useMemo<DeliveryType[]>(() => {
    if (!commerce) return [...DELIVERY_TYPES];
    const active = DELIVERY_TYPES.filter((t) => (t === 'delivery' ? commerce.activar_envio_domicilio : t === 'takeAway' ? commerce.activar_pasar_recoger : commerce.activar_comer_restaurant));
    return active.length > 0 ? active : [...DELIVERY_TYPES];
  }, [commerce]);
  const subtotal = cartSubtotal(lines);
  const fee = customer.metodo_entrega === 'delivery' && commerce ? calculateDeliveryFee(commerce, { subtotal, colonia: customer.colonia || null, distanceKm: null }) : null;
  const deliveryFee = fee?.ok ? fee.fee : 0;
  const total = subtotal + deliveryFee;
  const change = payment === 'efectivo' ? cashChange(paidWith, total) : 0;

  const submit = async () => {
    const missing = lines.length === 0 ? 'Agrega al menos un producto' : customerProblem(customer, commerce?.config_form_entrega);
    if (missing) return setProblem(missing);
    if (payment === 'efectivo' && paidWith != null && paidWith < total) return setProblem('Paga con: el monto es menor que el total');
    setProblem(null);
    const delivery = customer.metodo_entrega === 'delivery';
    try {
      const result = await createOrder({
        metodo_entrega: customer.metodo_entrega,
        nombre: customer.nombre.trim(),
        numero_celular: customer.numero_celular,
        metodo_pago: payment,
        productos: toOrderLines(lines),
        cliente_paga_con: payment === 'efectivo' ? paidWith : null,
        comentario: comment.trim() || null,
        ...(delivery
          ? { calle: customer.calle || null, colonia: customer.colonia || null, numero_exterior: customer.numero_exterior || null, numero_interior: customer.numero_interior || null, referencias: customer.referencias || null }
          : {}),
      }).unwrap();
      setPlaced(result);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const menuPanel = isLoading ? (
    <Skeleton active />
  ) : isError || !menu ? (
    <Alert type="error" showIcon title="No se pudo cargar el menú" />
  ) : (
    <Tabs
      items={menu.categorias.map((category) => ({
        key: category.id,
        label: category.nombre,
        children: (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 10 }}>
            {category.productos.map((product) => (
              <Button
                key={product.id}
                disabled={product.agotado}
                onClick={() => setPicking(product)}
                style={{ height: 'auto', minHeight: 64, whiteSpace: 'normal', textAlign: 'left', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', padding: 10 }}
                data-testid="menu-product"
              >
                <strong>{product.nombre}</strong>
                <span>{product.agotado ? 'Agotado' : formatMoney(product.presentaciones[0]?.precio ?? product.precio)}</span>
              </Button>
            ))}
          </div>
        ),
      }))}
    />
  );

  const orderPanel = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title="Pedido">
        {lines.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Elige productos del menú" /> : null}
        <List
          style={lines.length === 0 ? { display: 'none' } : undefined}
          dataSource={lines}
          renderItem={(line) => (
            <List.Item
              key={line.key}
              actions={[<Button key="quitar" type="text" danger icon={<MinusCircleOutlined />} aria-label={`Quitar ${line.nombre}`} onClick={() => setLines(lines.filter((l) => l.key !== line.key))} />]}
            >
              <List.Item.Meta
                title={`${line.cantidad} × ${line.nombre}${line.presentacion ? ` (${line.presentacion})` : ''}`}
                description={[line.extras.map((e) => e.nombre).join(', '), line.instrucciones].filter(Boolean).join(' · ') || undefined}
              />
              <span>{formatMoney(lineSubtotal(line))}</span>
            </List.Item>
          )}
        />
      </Card>
      <Card size="small" title="Cliente y entrega">
        <CustomerSection value={customer} onChange={setCustomer} form={commerce?.config_form_entrega} flows={flows} />
      </Card>
      <Card size="small" title="Pago">
        <Space orientation="vertical" size={10} style={{ width: '100%' }}>
          <Select<FlowPaymentMethod>
            size="large"
            value={payment}
            onChange={setPayment}
            aria-label="Método de pago"
            style={{ width: '100%' }}
            options={FLOW_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          />
          {payment === 'efectivo' ? (
            <InputNumber<number> size="large" min={0} prefix="$" placeholder="Paga con" aria-label="Paga con" style={{ width: '100%' }} value={paidWith} onChange={(v) => setPaidWith(v)} />
          ) : null}
          <Input.TextArea placeholder="Comentario del pedido" aria-label="Comentario" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} />
        </Space>
      </Card>
      <Card size="small">
        <Space orientation="vertical" size={4} style={{ width: '100%', fontSize: 16 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>Subtotal</span>
            <span>{formatMoney(subtotal)}</span>
          </div>
          {customer.metodo_entrega === 'delivery' ? (
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <span>Envío</span>
              <span>{fee?.ok ? formatMoney(fee.fee) : (fee?.message ?? '—')}</span>
            </div>
          ) : null}
          <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, fontSize: 20 }} data-testid="register-total">
            <span>Total</span>
            <span>{formatMoney(total)}</span>
          </div>
          {payment === 'efectivo' && paidWith ? (
            <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }} data-testid="register-change">
              <span>Cambio</span>
              <span>{formatMoney(change)}</span>
            </div>
          ) : null}
        </Space>
      </Card>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="register-problem" /> : null}
      <Button type="primary" size="large" block icon={<PlusOutlined />} loading={sending} onClick={() => void submit()} style={{ minHeight: 52 }} data-testid="register-submit">
        Registrar pedido
      </Button>
    </Space>
  );

  return (
    <Drawer open onClose={close} size={isDesktop ? 1000 : '100%'} title="Registrar pedido" destroyOnHidden>
      <div data-testid="screen-register-order">
        {placed ? (
          <Result
            status="success"
            title={`Pedido ${placed.pedido.folio} registrado`}
            subTitle={`Total ${formatMoney(placed.pedido.total)}${placed.pedido.cliente_paga_con ? ` · Cambio ${formatMoney(placed.cambio ?? cashChange(placed.pedido.cliente_paga_con, placed.pedido.total))}` : ''}`}
            extra={[
              <Button key="ver" type="primary" size="large" onClick={() => navigate(`/control-pedidos/detalle/${placed.pedido.id}`)}>
                Ver pedido
              </Button>,
              <Button
                key="otro"
                size="large"
                onClick={() => {
                  setPlaced(null);
                  setLines([]);
                  setCustomer(EMPTY_CUSTOMER);
                  setPaidWith(null);
                  setComment('');
                }}
              >
                Registrar otro
              </Button>,
            ]}
          />
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: isDesktop ? 'minmax(0, 1.3fr) minmax(0, 1fr)' : '1fr', gap: 16 }}>
            <div>
              <Typography.Title level={5}>Menú</Typography.Title>
              {menuPanel}
            </div>
            <div>
              {isDesktop ? null : <Divider />}
              {orderPanel}
            </div>
          </div>
        )}
        {picking && menu ? <ProductPicker product={picking} groups={menu.extras} onAdd={(line) => setLines((current) => [...current, line])} onClose={() => setPicking(null)} /> : null}
      </div>
    </Drawer>
  );
}

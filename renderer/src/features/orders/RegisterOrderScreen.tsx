// /control-pedidos/registrar-pedido (ORDENES_TELEFONICAS): a phone order built by the cashier from the
// menu, with customer lookup, delivery type and address, payment, paid-with and change, prep time. The
// draft is kept per user (survives Esc, navigation and reloads) and leaving asks first; the order is
// born accepted with the chosen prep time, so the kitchen ticket prints at once. docs/counter.md.
import { Alert, Button, Divider, Drawer, Result, Skeleton, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { DELIVERY_TYPES, type DeliveryType } from '@shared/constants';
import { calculateDeliveryFee } from '@shared/fees';
import { cashChange, formatMoney } from '@shared/money';
import type { PublicProduct } from '@shared/types/public-menu';
import { errorMessage } from '../../app/baseQuery';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useIsDesktop } from '../../shell/layoutHooks';
import { useCreatePhoneOrderMutation, useGetPublicMenuQuery, type PhoneOrderResult } from './register/api';
import { cartSubtotal, toOrderLines } from './register/cart';
import { customerProblem } from './register/CustomerSection';
import { clearDraft, EMPTY_DRAFT, isEmptyDraft, loadDraft, saveDraft, type PhoneDraft } from './register/draft';
import { ExitDialog } from './register/ExitDialog';
import { OrderPanel } from './register/OrderPanel';
import { ProductPicker } from './register/ProductPicker';
import './register/register.css';
import { useFocusReturn } from '../../components/useFocusReturn';

export default function RegisterOrderScreen() {
  useFocusReturn();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const session = useAppSelector(selectSession);
  const idPath = session?.id_path ?? '';
  const userId = session?.id_usuario ?? 'anonimo';
  const { data: menu, isLoading, isError } = useGetPublicMenuQuery(idPath, { skip: !idPath });
  const [createOrder, { isLoading: sending }] = useCreatePhoneOrderMutation();
  const [draft, setDraft] = useState<PhoneDraft>(() => loadDraft(userId));
  const [restored] = useState(() => !isEmptyDraft(loadDraft(userId)));
  const [picking, setPicking] = useState<PublicProduct | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PhoneOrderResult | null>(null);
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);
  const update = useCallback((patch: Partial<PhoneDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  useEffect(() => {
    if (!placed) saveDraft(userId, draft);
  }, [draft, placed, userId]);

  const unsaved = !placed && !isEmptyDraft(draft);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !leaving.current && unsaved && currentLocation.pathname !== nextLocation.pathname);
  const leave = (discard: boolean) => {
    if (discard) {
      clearDraft(userId);
      setDraft(EMPTY_DRAFT);
    }
    setAsking(false);
    leaving.current = true;
    if (blocker.state === 'blocked') blocker.proceed();
    else navigate('/control-pedidos');
  };
  const stay = () => {
    setAsking(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const requestClose = () => {
    if (!unsaved) return leave(false);
    setAsking(true);
  };

  const commerce = menu?.comercio;
  const flows = useMemo<DeliveryType[]>(() => {
    if (!commerce) return [...DELIVERY_TYPES];
    const active = DELIVERY_TYPES.filter((t) => (t === 'delivery' ? commerce.activar_envio_domicilio : t === 'takeAway' ? commerce.activar_pasar_recoger : commerce.activar_comer_restaurant));
    return active.length > 0 ? active : [...DELIVERY_TYPES];
  }, [commerce]);
  const { lines, customer, payment, paidWith } = draft;
  const subtotal = cartSubtotal(lines);
  const fee = customer.metodo_entrega === 'delivery' && commerce ? calculateDeliveryFee(commerce, { subtotal, colonia: customer.colonia || null, distanceKm: null }) : null;
  const total = subtotal + (fee?.ok ? fee.fee : 0);
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
        comentario: draft.comment.trim() || null,
        tiempo_preparacion: draft.prepMinutes,
        ...(delivery
          ? { calle: customer.calle || null, colonia: customer.colonia || null, numero_exterior: customer.numero_exterior || null, numero_interior: customer.numero_interior || null, referencias: customer.referencias || null }
          : {}),
      }).unwrap();
      clearDraft(userId);
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
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))', gap: 10 }}>
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

  return (
    <Drawer open rootClassName="register-order" onClose={requestClose} size={isDesktop ? 1000 : '100%'} title="Registrar pedido" destroyOnHidden styles={{ body: { overflowX: 'hidden' } }}>
      <div data-testid="screen-register-order">
        {placed ? (
          <Result
            status="success"
            title={`Pedido ${placed.pedido.folio} registrado`}
            subTitle={`Aceptado · listo en ${placed.pedido.tiempo_preparacion ?? draft.prepMinutes} min · Total ${formatMoney(placed.pedido.total)}${placed.pedido.cliente_paga_con ? ` · Cambio ${formatMoney(placed.cambio ?? cashChange(placed.pedido.cliente_paga_con, placed.pedido.total))}` : ''}`}
            extra={[
              <Button key="ver" type="primary" size="large" onClick={() => navigate(`/control-pedidos/detalle/${placed.pedido.id}`)}>
                Ver pedido
              </Button>,
              <Button
                key="otro"
                size="large"
                onClick={() => {
                  setPlaced(null);
                  setDraft(EMPTY_DRAFT);
                }}
              >
                Registrar otro
              </Button>,
            ]}
          />
        ) : (
          <>
            {restored && unsaved ? (
              <Alert
                type="info"
                showIcon
                title="Recuperamos el pedido que estabas capturando."
                action={
                  <Button size="small" onClick={() => setDraft(EMPTY_DRAFT)}>
                    Empezar de nuevo
                  </Button>
                }
                style={{ marginBottom: 12 }}
                data-testid="draft-restored"
              />
            ) : null}
            <div style={{ display: 'grid', gridTemplateColumns: isDesktop ? 'minmax(0, 1.3fr) minmax(0, 1fr)' : 'minmax(0, 1fr)', gap: 16 }}>
              <div style={{ minWidth: 0 }}>
                <Typography.Title level={5}>Menú</Typography.Title>
                {menuPanel}
              </div>
              <div style={{ minWidth: 0 }}>
                {isDesktop ? null : <Divider />}
                {isLoading ? (
                  // The address fields, delivery methods and fee follow the commerce's settings, which come
                  // with the menu: shown before them, the payment section jumped down when they came in.
                  <div data-testid="order-panel-loading">
                    <Skeleton active paragraph={{ rows: 10 }} />
                  </div>
                ) : (
                  <OrderPanel
                    draft={draft}
                    onChange={update}
                    form={commerce?.config_form_entrega}
                    flows={flows}
                    subtotal={subtotal}
                    fee={fee}
                    total={total}
                    change={change}
                    problem={problem}
                    sending={sending}
                    onSubmit={() => void submit()}
                  />
                )}
              </div>
            </div>
          </>
        )}
        {picking && menu ? <ProductPicker product={picking} groups={menu.extras} onAdd={(line) => update({ lines: [...draft.lines, line] })} onClose={() => setPicking(null)} /> : null}
        <ExitDialog open={asking || blocker.state === 'blocked'} onStay={stay} onKeep={() => leave(false)} onDiscard={() => leave(true)} />
      </div>
    </Drawer>
  );
}

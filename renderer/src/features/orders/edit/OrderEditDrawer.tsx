// «Editar pedido» (module EDITAR_PEDIDO, docs/orders.md «Editar pedido»): the order's lines to change,
// remove (confirmed) or add (the phone order's picker), sold-out lines with remove/substitute, the delivery
// type and address, «Paga con», the server's re-priced total before saving, the 409 conflict message and
// the version history.
import { Alert, Button, Collapse, Drawer, Empty, Input, InputNumber, Modal, Segmented, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { DELIVERY_TYPES, type DeliveryType } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { DELIVERY_TYPE_LABELS } from '@shared/orders/status-machine';
import type { OrderDetail } from '@shared/types/order';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { useToast } from '../../../app/feedback';
import { useAppDispatch } from '../../../app/store';
import { useIsDesktop } from '../../../shell/layoutHooks';
import { ordersApi } from '../api';
import { AddProduct } from './AddProduct';
import type { SoldOutTarget } from './api';
import { EditLineRow } from './EditLineRow';
import { fromCartLine, type EditLine } from './edit-lines';
import { useOrderEdit, type EditAddress } from './useOrderEdit';
import { adjustmentText, VersionHistory } from './VersionHistory';

export interface OrderEditDrawerProps {
  commerceId: string;
  detail: OrderDetail;
  onClose(): void;
}

const totalRow = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

const ADDRESS_FIELDS: { key: keyof EditAddress; label: string }[] = [
  { key: 'calle', label: 'Calle' },
  { key: 'numero_exterior', label: 'Número exterior' },
  { key: 'colonia', label: 'Colonia' },
  { key: 'referencias', label: 'Referencias' },
];

export function OrderEditDrawer({ commerceId, detail, onClose }: OrderEditDrawerProps) {
  const timeZone = useGetCommerceQuery().data?.zona_horaria;
  const isDesktop = useIsDesktop();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const edit = useOrderEdit(commerceId, detail);
  const [adding, setAdding] = useState(false);
  const [confirmSoldOut, setConfirmSoldOut] = useState<{ target: SoldOutTarget; name: string } | null>(null);
  const order = detail.pedido;
  const fromTable = order.self_service !== null;

  const patchLine = (key: string, patch: Partial<EditLine>) => edit.setLines((lines) => lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const removeLine = (key: string) => edit.setLines((lines) => lines.filter((line) => line.key !== key));

  const reload = async () => {
    const fresh = await (dispatch(ordersApi.endpoints.getOrder.initiate({ commerceId, orderId: order.id }, { forceRefetch: true, subscribe: false })) as unknown as Promise<{ data?: OrderDetail }>);
    const versions = await edit.versions.refetch();
    if (fresh.data && versions.data) edit.reset(fresh.data, versions.data.version);
  };

  const save = async () => {
    const result = await edit.submit();
    if (!result) return;
    toast.success(`Pedido ${result.pedido.folio} actualizado · Total ${formatMoney(result.pedido.total)}`);
    onClose();
  };

  const markSoldOut = async () => {
    if (!confirmSoldOut) return;
    const problem = await edit.soldOut(confirmSoldOut.target);
    if (problem) toast.error(problem);
    else toast.success(`«${confirmSoldOut.name}» marcado como agotado`);
    setConfirmSoldOut(null);
  };

  const preview = edit.preview;
  const problem = edit.saveProblem ?? edit.previewProblem;
  /** A conflict goes on top (seen at once, also on a phone); any other refusal next to the totals. */
  const problemAlert = (atTop: boolean) =>
    problem && problem.conflict === atTop ? (
      <Alert
        type="error"
        showIcon
        title={problem.message}
        data-testid={problem.conflict ? 'order-edit-conflict' : 'order-edit-problem'}
        description={
          problem.conflict ? (
            <Button style={{ marginTop: 8 }} onClick={() => void reload()} data-testid="order-edit-reload">
              Cargar la versión actual
            </Button>
          ) : undefined
        }
      />
    ) : null;
  const loading = edit.versions.isLoading;
  return (
    <Drawer
      open
      onClose={onClose}
      size={isDesktop ? 640 : '100%'}
      title={`Editar pedido ${order.folio}`}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button size="large" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            size="large"
            type="primary"
            loading={edit.saving}
            disabled={loading || edit.lines.length === 0 || !preview || !edit.dirty}
            onClick={() => void save()}
            data-testid="save-order-edit"
          >
            Guardar cambios
          </Button>
        </Space>
      }
    >
      <div data-testid="screen-order-edit">
        {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
        {edit.versions.isError ? <Alert type="error" showIcon title="No se pudo cargar el pedido para editarlo" /> : null}
        {!loading && edit.versions.data ? (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {problemAlert(true)}
            {edit.soldOutLines.size > 0 ? (
              <Alert type="warning" showIcon data-testid="sold-out-alert" title="Hay productos agotados en este pedido" description="Quítalos o sustitúyelos por otro producto y guarda los cambios." />
            ) : null}
            <div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Productos
              </Typography.Title>
              {edit.lines.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="El pedido debe tener al menos un producto" /> : null}
              {edit.lines.map((line) => (
                <EditLineRow
                  key={line.key}
                  line={line}
                  soldOut={line.keptId !== null && edit.soldOutLines.has(line.keptId)}
                  marking={edit.marking}
                  onChange={(patch) => patchLine(line.key, patch)}
                  onRemove={() => removeLine(line.key)}
                  onSubstitute={() => {
                    removeLine(line.key);
                    setAdding(true);
                  }}
                  onMarkSoldOut={(target, name) => setConfirmSoldOut({ target, name })}
                />
              ))}
              <div style={{ marginTop: 12 }}>
                <AddProduct open={adding} onOpenChange={setAdding} onAdd={(line) => edit.setLines((lines) => [...lines, fromCartLine(line)])} />
              </div>
            </div>

            <div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Entrega
              </Typography.Title>
              {fromTable ? (
                <Typography.Text>{DELIVERY_TYPE_LABELS[order.metodo_entrega]} (pedido de mesa)</Typography.Text>
              ) : (
                <Segmented<DeliveryType>
                  block={!isDesktop}
                  vertical={!isDesktop}
                  size="large"
                  value={edit.flow}
                  onChange={edit.setFlow}
                  options={DELIVERY_TYPES.map((type) => ({ value: type, label: DELIVERY_TYPE_LABELS[type] }))}
                  data-testid="edit-delivery-type"
                />
              )}
              {edit.flow === 'delivery' && !fromTable ? (
                <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
                  {ADDRESS_FIELDS.map((field) => (
                    <Input
                      key={field.key}
                      addonBefore={field.label}
                      aria-label={field.label}
                      value={edit.address[field.key]}
                      maxLength={200}
                      onChange={(event) => edit.setAddress((address) => ({ ...address, [field.key]: event.target.value }))}
                    />
                  ))}
                </Space>
              ) : null}
            </div>

            {order.metodo_pago === 'efectivo' ? (
              <Space>
                <label htmlFor="order-edit-paid-with" style={{ fontWeight: 600 }}>
                  Paga con
                </label>
                <InputNumber id="order-edit-paid-with" min={0} max={100000} size="large" prefix="$" value={edit.paidWith} onChange={(value) => edit.setPaidWith(value ?? null)} />
              </Space>
            ) : null}

            <div data-testid="order-edit-totals" style={{ background: '#fafafa', padding: 12, borderRadius: 8 }}>
              <div style={totalRow}>
                <span>Total actual</span>
                <span data-testid="order-edit-old-total">{formatMoney(order.total)}</span>
              </div>
              {preview ? (
                <>
                  {preview.pedido.costo_envio > 0 ? (
                    <div style={totalRow}>
                      <span>Envío</span>
                      <span>{formatMoney(preview.pedido.costo_envio)}</span>
                    </div>
                  ) : null}
                  {preview.pedido.coupon_code ? (
                    <div style={totalRow}>
                      <span>Cupón {preview.pedido.coupon_code}</span>
                      <span>−{formatMoney(preview.pedido.coupon_amount ?? 0)}</span>
                    </div>
                  ) : null}
                  <div style={{ ...totalRow, fontSize: 18, fontWeight: 700 }}>
                    <span>Total nuevo</span>
                    <span data-testid="order-edit-new-total">{formatMoney(preview.pedido.total)}</span>
                  </div>
                  {order.metodo_pago === 'efectivo' && preview.pedido.cliente_paga_con ? (
                    <div style={totalRow}>
                      <span>Cambio</span>
                      <span>{formatMoney(preview.cambio)}</span>
                    </div>
                  ) : null}
                  {preview.ajuste_pago != null ? <Typography.Text strong>{adjustmentText(preview.ajuste_pago)} (pagado en línea)</Typography.Text> : null}
                </>
              ) : (
                <Typography.Text type="secondary">{edit.previewing ? 'Calculando el total…' : 'El total nuevo aparece al cambiar el pedido'}</Typography.Text>
              )}
            </div>
            {preview?.aviso_cupon ? <Alert type="warning" showIcon title={preview.aviso_cupon} data-testid="coupon-dropped" /> : null}
            {problemAlert(false)}
            <Collapse
              items={[
                {
                  key: 'versions',
                  label: `Historial de versiones (${edit.versions.data.rows.length})`,
                  children: <VersionHistory rows={edit.versions.data.rows} loading={edit.versions.isFetching && !edit.versions.data} timeZone={timeZone} />,
                },
              ]}
            />
          </Space>
        ) : null}
        <Modal
          open={confirmSoldOut !== null}
          title={`¿Marcar «${confirmSoldOut?.name ?? ''}» como agotado?`}
          okText="Marcar agotado"
          cancelText="Cancelar"
          confirmLoading={edit.marking}
          onOk={() => void markSoldOut()}
          onCancel={() => setConfirmSoldOut(null)}
          okButtonProps={{ ...({ 'data-testid': 'confirm-sold-out' } as Record<string, string>) }}
        >
          El menú en línea dejará de ofrecerlo en este momento, como al marcarlo en Menú. Las líneas del pedido que lo llevan quedan marcadas para quitarlas o sustituirlas.
        </Modal>
      </div>
    </Drawer>
  );
}

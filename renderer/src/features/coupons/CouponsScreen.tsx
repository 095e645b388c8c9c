// /cupones: every coupon with its discount, dates, minimum, uses (of its limit) and active switch; create,
// edit (drawer over the list) and delete with confirmation, each only with its permission on CUPONES.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Grid, Popconfirm, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Outlet, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { formatMoney } from '@shared/money';
import type { Coupon } from '@shared/types/menu';
import { useCan } from '../../app/access';
import { errorMessage } from '../../app/baseQuery';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteCouponMutation, useGetCouponsQuery, useUpdateCouponMutation } from './api';
import { discountLabel, VALIDITY_TAGS, validityLabel, validityState } from './format';

function usesLabel(coupon: Coupon): string {
  return coupon.limite_total == null ? `${coupon.usos}` : `${coupon.usos} / ${coupon.limite_total}`;
}

export default function CouponsScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const canCreate = useCan('CUPONES', 'create');
  const canEdit = useCan('CUPONES', 'edit');
  const canDelete = useCan('CUPONES', 'delete');
  const { data: commerce } = useGetCommerceQuery();
  const { data: coupons, isLoading, isError } = useGetCouponsQuery();
  const [updateCoupon] = useUpdateCouponMutation();
  const [deleteCoupon] = useDeleteCouponMutation();
  const zone = commerce?.zona_horaria;
  // Below 576 px dates and uses go under the code so the switch and actions stay on screen.
  const compact = !Grid.useBreakpoint().sm;
  const validity = (coupon: Coupon) => {
    const state = VALIDITY_TAGS[validityState(coupon)];
    return (
      <Space direction="vertical" size={2}>
        <Tag color={state.color}>{state.label}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {validityLabel(coupon.fecha_inicio, coupon.fecha_fin, zone)}
        </Typography.Text>
      </Space>
    );
  };

  const toggle = async (coupon: Coupon, activo: boolean) => {
    try {
      await updateCoupon({ id: coupon.id, activo }).unwrap();
      toast.success(activo ? `Cupón ${coupon.codigo} activado` : `Cupón ${coupon.codigo} desactivado`);
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateInfoError));
    }
  };
  const remove = async (coupon: Coupon) => {
    try {
      await deleteCoupon(coupon.id).unwrap();
      toast.success(`Cupón ${coupon.codigo} eliminado`);
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateInfoError));
    }
  };

  const columns: TableColumnsType<Coupon> = [
    {
      title: 'Código',
      dataIndex: 'codigo',
      key: 'codigo',
      render: (_: string, coupon) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong copyable={{ tooltips: ['Copiar código', 'Copiado'] }}>
            {coupon.codigo}
          </Typography.Text>
          <Typography.Text type="secondary">{discountLabel(coupon)}</Typography.Text>
          {compact ? (
            <>
              {validity(coupon)}
              <Typography.Text style={{ fontSize: 12 }}>Usos: {usesLabel(coupon)}</Typography.Text>
            </>
          ) : null}
        </Space>
      ),
    },
    { title: 'Vigencia', key: 'vigencia', responsive: ['sm'], render: (_: unknown, coupon) => validity(coupon) },
    {
      title: 'Compra mínima',
      dataIndex: 'compra_minima',
      key: 'minima',
      responsive: ['md'],
      render: (value: number | null) => (value == null ? 'Sin mínimo' : formatMoney(value)),
    },
    {
      title: 'Usos',
      key: 'usos',
      align: 'right',
      responsive: ['sm'],
      render: (_: unknown, coupon) => (
        <span data-testid={`coupon-uses-${coupon.codigo}`}>
          {usesLabel(coupon)}
          {coupon.limite_por_cliente != null ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {coupon.limite_por_cliente} por cliente
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      title: 'Activo',
      key: 'activo',
      render: (_: unknown, coupon) => (
        <Switch checked={coupon.activo} disabled={!canEdit} aria-label={`Activar cupón ${coupon.codigo}`} onChange={(checked) => void toggle(coupon, checked)} />
      ),
    },
    {
      title: '',
      key: 'acciones',
      width: compact ? 48 : 104,
      render: (_: unknown, coupon) => (
        <Space size={4} direction={compact ? 'vertical' : 'horizontal'}>
          {canEdit ? <Button icon={<EditOutlined />} aria-label={`Editar cupón ${coupon.codigo}`} onClick={() => navigate(`coupon/edit/${coupon.id}`)} /> : null}
          {canDelete ? (
            <Popconfirm
              title={`¿Eliminar el cupón ${coupon.codigo}?`}
              description="Los pedidos que ya lo usaron conservan su descuento."
              okText={MSG.confirmYes}
              cancelText={MSG.confirmNo}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(coupon)}
            >
              <Button danger icon={<DeleteOutlined />} aria-label={`Eliminar cupón ${coupon.codigo}`} />
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="screen-coupons" aria-label="Cupones">
      <PageHeader
        title="Cupones"
        description="Descuentos por monto o porcentaje que tus clientes aplican al pedir en tu menú."
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('coupon/nuevo')} data-testid="new-coupon">
              Nuevo cupón
            </Button>
          ) : null
        }
      />
      {isError ? <Alert type="error" showIcon title={MSG.requestFailed} style={{ marginBottom: 16 }} /> : null}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Coupon>
          rowKey="id"
          columns={columns}
          dataSource={coupons ?? []}
          loading={isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="coupons-table"
          locale={{ emptyText: <Empty description="Todavía no tienes cupones. Crea uno para premiar a tus clientes." /> }}
        />
      </Card>
      <Outlet />
    </section>
  );
}

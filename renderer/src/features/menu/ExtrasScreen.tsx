// Extras: groups of options with their rule (min/max, required), prices, per-option 'agotado' switches that
// apply at once, and how many products offer each group.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, Flex, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useNavigate, useOutlet } from 'react-router-dom';
import { formatMoney } from '@shared/money';
import { groupMinimum, groupRequirementLabel } from '@shared/orders/extras';
import { useCan } from '../../app/access';
import { useMenuMaster } from './components/MasterMenu';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useDeleteExtraMutation, useGetExtrasQuery, useSetExtraOptionSoldOutMutation, type ExtraGroupWithProducts } from './api';

const BASE = '/menu/extras';

export function extraRuleLabel(group: Pick<ExtraGroupWithProducts, 'minimo' | 'maximo' | 'obligatorio'>): string {
  const min = groupMinimum(group);
  if (min > 0 && min === group.maximo) return `Elegir ${min}`;
  if (min > 0) return `Elegir de ${min} a ${group.maximo}`;
  return `Hasta ${group.maximo}`;
}

export default function ExtrasScreen() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <ExtrasList />;
}

function ExtrasList() {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const extras = useGetExtrasQuery();
  const [setSoldOut] = useSetExtraOptionSoldOutMutation();
  const [remove] = useDeleteExtraMutation();
  // A location following a master menu changes only option prices and sold-out here (docs/master-menu.md).
  const ownMenu = useMenuMaster() === null;
  const canCreate = useCan('MENU', 'create') && ownMenu;
  const canEdit = useCan('MENU', 'edit');
  const canDelete = useCan('MENU', 'delete') && ownMenu;

  return (
    <section data-testid="screen-extras" aria-label="Extras">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Grupos de opciones adicionales para tus productos, con precio y mínimos y máximos.</Typography.Text>
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/nuevo-extra`)}>
            Nuevo extra
          </Button>
        ) : null}
      </Flex>
      {extras.isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {extras.error ? <Alert type="error" showIcon message={errorMessage(extras.error, 'Error al consultar los extras')} /> : null}
      {extras.data && extras.data.length === 0 ? (
        <Card>
          <Empty description="Todavía no tienes extras" />
        </Card>
      ) : null}
      <Row gutter={[16, 16]}>
        {(extras.data ?? []).map((group) => (
          <Col xs={24} md={12} xl={8} key={group.id}>
            <Card
              data-testid="extra-group-card"
              title={group.nombre}
              extra={
                <Space size={0}>
                  {canEdit ? <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${group.nombre}`} onClick={() => navigate(`${BASE}/editar-extra/${group.id}`)} /> : null}
                  {canDelete ? (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Eliminar ${group.nombre}`}
                      onClick={() =>
                        modal.confirm({
                          title: `¿Eliminar el extra ${group.nombre}?`,
                          content: group.productos.length > 0 ? `Se quitará de ${group.productos.length} producto(s).` : undefined,
                          okText: 'Eliminar',
                          okButtonProps: { danger: true },
                          cancelText: 'Cancelar',
                          onOk: async () => {
                            try {
                              await remove(group.id).unwrap();
                              toast.success('Extra eliminado');
                            } catch (error) {
                              toast.error(errorMessage(error));
                            }
                          },
                        })
                      }
                    />
                  ) : null}
                </Space>
              }
            >
              <Space wrap style={{ marginBottom: 8 }}>
                <Tag color={groupMinimum(group) > 0 ? 'orange' : undefined}>{groupRequirementLabel(group)}</Tag>
                <Tag>{extraRuleLabel(group)}</Tag>
                <Typography.Text type="secondary">
                  {group.productos.length} {group.productos.length === 1 ? 'producto' : 'productos'}
                </Typography.Text>
              </Space>
              {group.opciones.map((option) => (
                <Flex key={option.id} justify="space-between" align="center" gap={8} style={{ padding: '6px 0', borderTop: '1px solid #f0f0f0' }}>
                  <span style={{ opacity: option.agotado ? 0.55 : 1 }}>
                    {option.nombre} {option.precio > 0 ? <Typography.Text type="secondary">+{formatMoney(option.precio)}</Typography.Text> : null}
                  </span>
                  {/* The state keeps its width; a long name wraps instead ('Disponible' broke into 'Disponibl' + 'e'). */}
                  <Space size={6} style={{ flex: 'none', whiteSpace: 'nowrap' }}>
                    <Typography.Text type={option.agotado ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                      {option.agotado ? 'Agotado' : 'Disponible'}
                    </Typography.Text>
                    <Switch
                      size="small"
                      checked={!option.agotado}
                      disabled={!canEdit}
                      aria-label={`${option.nombre} disponible`}
                      onChange={(available) =>
                        void setSoldOut({ groupId: group.id, optionId: option.id, agotado: !available })
                          .unwrap()
                          .catch((error: unknown) => toast.error(errorMessage(error)))
                      }
                    />
                  </Space>
                </Flex>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

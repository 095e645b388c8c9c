// Secciones: featured groupings of products (e.g. 'Promociones', 'Lo más pedido') shown on the public menu.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useOutlet } from 'react-router-dom';
import { useCan } from '../../app/access';
import { useMenuMaster } from './components/MasterMenu';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useDeleteSectionMutation, useGetProductsQuery, useGetSectionsQuery } from './api';

const BASE = '/menu/secciones';

export default function SectionsScreen() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <SectionsList />;
}

function SectionsList() {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const sections = useGetSectionsQuery();
  const products = useGetProductsQuery();
  const [remove] = useDeleteSectionMutation();
  // Sections of a location following a master menu are the master's (docs/master-menu.md).
  const ownMenu = useMenuMaster() === null;
  const canCreate = useCan('MENU', 'create') && ownMenu;
  const canEdit = useCan('MENU', 'edit') && ownMenu;
  const canDelete = useCan('MENU', 'delete') && ownMenu;
  const names = new Map((products.data ?? []).map((p) => [p.id, p.nombre]));

  return (
    <section data-testid="screen-sections" aria-label="Secciones">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Agrupa productos destacados, como promociones o lo más pedido.</Typography.Text>
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/nueva-seccion`)}>
            Nueva sección
          </Button>
        ) : null}
      </Flex>
      {sections.isLoading ? <Skeleton active /> : null}
      {sections.error ? <Alert type="error" showIcon message={errorMessage(sections.error, 'Error al consultar las secciones')} /> : null}
      {sections.data ? (
        <Card styles={{ body: { padding: sections.data.length ? '0 16px' : 16 } }}>
          {sections.data.length === 0 ? (
            <Empty description="Todavía no tienes secciones" />
          ) : (
            <List
              dataSource={sections.data}
              rowKey="id"
              renderItem={(section) => (
                <List.Item
                  actions={[
                    ...(canEdit ? [<Button key="edit" type="text" icon={<EditOutlined />} aria-label={`Editar ${section.nombre}`} onClick={() => navigate(`${BASE}/editar-seccion/${section.id}`)} />] : []),
                    ...(canDelete
                      ? [
                          <Button
                            key="delete"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`Eliminar ${section.nombre}`}
                            onClick={() =>
                              modal.confirm({
                                title: `¿Eliminar la sección ${section.nombre}?`,
                                okText: 'Eliminar',
                                okButtonProps: { danger: true },
                                cancelText: 'Cancelar',
                                onOk: async () => {
                                  try {
                                    await remove(section.id).unwrap();
                                    toast.success('Sección eliminada');
                                  } catch (error) {
                                    toast.error(errorMessage(error));
                                  }
                                },
                              })
                            }
                          />,
                        ]
                      : []),
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <Space>
                        {section.nombre}
                        {!section.activo ? <Tag>Oculta</Tag> : null}
                      </Space>
                    }
                    description={section.productos.length > 0 ? section.productos.map((id) => names.get(id) ?? '').filter(Boolean).join(' · ') : 'Sin productos'}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      ) : null}
    </section>
  );
}

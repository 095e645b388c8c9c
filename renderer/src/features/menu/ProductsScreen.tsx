// Productos: categories with their products in menu order, search, 'agotado' switches that apply at once,
// and the entry points to every child screen (forms, ordering, bulk prices, menu import). A child route
// replaces the list while it is open.
import { DeleteOutlined, DownOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Dropdown, Empty, Flex, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useOutlet } from 'react-router-dom';
import type { Product } from '@shared/types/menu';
import { useCan } from '../../app/access';
import { EmptyMenu } from './EmptyMenu';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useDeleteCategoryMutation, useDeleteProductMutation, useGetCategoriesQuery, useGetProductsQuery, useSetProductSoldOutMutation } from './api';
import { normalizeSearch } from './components/price';
import { ProductRow } from './components/ProductRow';
import { useMenuMaster } from './components/MasterMenu';

const BASE = '/menu/productos';

export default function ProductsScreen() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <ProductList />;
}

function ProductList() {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery();
  const [setSoldOut] = useSetProductSoldOutMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [search, setSearch] = useState('');
  // A location following a master menu changes only prices and sold-out here (docs/master-menu.md).
  const ownMenu = useMenuMaster() === null;
  const can = { create: useCan('MENU', 'create') && ownMenu, edit: useCan('MENU', 'edit'), remove: useCan('MENU', 'delete') && ownMenu, order: useCan('MENU', 'order') && ownMenu };
  const canBulk = useCan('MASS_UPDATE_PRODUCTS', 'edit');
  const canImport = useCan('PDF_TO_MENU', 'create') && ownMenu;

  const grouped = useMemo(() => {
    const wanted = normalizeSearch(search);
    const byCategory = new Map<string, Product[]>();
    for (const product of products.data ?? []) {
      if (wanted && !normalizeSearch(`${product.nombre} ${product.descripcion ?? ''}`).includes(wanted)) continue;
      const list = byCategory.get(product.id_categoria) ?? [];
      list.push(product);
      byCategory.set(product.id_categoria, list);
    }
    return (categories.data ?? []).map((category) => ({ category, items: byCategory.get(category.id) ?? [] })).filter((group) => !wanted || group.items.length > 0);
  }, [categories.data, products.data, search]);

  const confirmDelete = (title: string, action: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title,
      okText: 'Eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await action();
          toast.success(done);
        } catch (error) {
          toast.error(errorMessage(error));
        }
      },
    });

  const moreItems = [
    ...(can.order ? [{ key: 'ordenar-categorias', label: 'Ordenar categorías' }, { key: 'ordenar-productos', label: 'Ordenar productos' }] : []),
    ...(canBulk ? [{ key: 'aumentar-precios-masivamente', label: 'Aumentar precios masivamente' }] : []),
    ...(canImport ? [{ key: 'procesar-menu', label: 'Procesar menú (PDF o texto)' }, { key: 'procesador-inteligente', label: 'Procesador inteligente' }] : []),
  ];

  const loading = categories.isLoading || products.isLoading;
  const failed = categories.error ?? products.error;

  return (
    <section data-testid="screen-products" aria-label="Productos">
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Buscar producto"
          aria-label="Buscar producto"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 320, flex: '1 1 200px' }}
        />
        <Space wrap>
          {can.create ? (
            <>
              <Button onClick={() => navigate(`${BASE}/nueva-categoria`)}>Nueva categoría</Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/nuevo-producto`)} disabled={(categories.data ?? []).length === 0}>
                Nuevo producto
              </Button>
            </>
          ) : null}
          {moreItems.length > 0 ? (
            <Dropdown menu={{ items: moreItems, onClick: ({ key }) => navigate(`${BASE}/${key}`) }}>
              <Button>
                Más acciones <DownOutlined />
              </Button>
            </Dropdown>
          ) : null}
        </Space>
      </Flex>

      {loading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {failed ? <Alert type="error" showIcon message={errorMessage(failed, 'Error al consultar el menú')} action={<Button onClick={() => { void categories.refetch(); void products.refetch(); }}>Reintentar</Button>} /> : null}
      {!loading && !failed && (categories.data ?? []).length === 0 ? (
        <EmptyMenu canCreate={can.create} canImport={canImport} />
      ) : null}
      {!loading && !failed && search && grouped.length === 0 ? <Empty description={`Sin resultados para “${search}”`} /> : null}

      <Flex vertical gap={16}>
        {grouped.map(({ category, items }) => (
          <Card
            key={category.id}
            data-testid="menu-category"
            title={
              <Space wrap size={[8, 0]}>
                <span>{category.nombre}</span>
                {!category.activo ? <Tag>Oculta</Tag> : null}
                <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                  {items.length} {items.length === 1 ? 'producto' : 'productos'}
                </Typography.Text>
              </Space>
            }
            extra={
              <Space>
                {can.edit && ownMenu ? <Button type="text" icon={<EditOutlined />} aria-label={`Editar categoría ${category.nombre}`} onClick={() => navigate(`${BASE}/editar-categoria/${category.id}`)} /> : null}
                {can.remove ? (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Eliminar categoría ${category.nombre}`}
                    onClick={() => confirmDelete(`¿Eliminar la categoría ${category.nombre}?`, () => deleteCategory(category.id).unwrap(), 'Categoría eliminada')}
                  />
                ) : null}
              </Space>
            }
            // The title wraps on a phone: on one line, 'Especialidades 5 productos' was cut at 360 px.
            styles={{ title: { whiteSpace: 'normal' }, body: { padding: items.length ? '0 16px 4px' : 16 } }}
          >
            {items.length === 0 ? (
              <Typography.Text type="secondary">Sin productos en esta categoría.</Typography.Text>
            ) : (
              items.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  canEdit={can.edit}
                  canDelete={can.remove}
                  onEdit={() => navigate(`${BASE}/editar-producto/${product.id}`)}
                  onDelete={() => confirmDelete(`¿Eliminar ${product.nombre}?`, () => deleteProduct(product.id).unwrap(), 'Producto eliminado')}
                  onToggle={(available) =>
                    void setSoldOut({ id: product.id, agotado: !available })
                      .unwrap()
                      .then(() => toast.success(available ? `${product.nombre} disponible` : `${product.nombre} agotado`))
                      .catch((error: unknown) => toast.error(errorMessage(error)))
                  }
                />
              ))
            )}
          </Card>
        ))}
      </Flex>
    </section>
  );
}

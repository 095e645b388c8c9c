// Ordenar categorías: the order customers see them in, by drag and drop or keyboard, saved in one call.
import { Button, Empty, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useGetCategoriesQuery, useGetProductsQuery, useReorderCategoriesMutation } from './api';
import { SortableList, type SortableItem } from './components/SortableList';
import { SubScreen } from './components/SubScreen';
import { useLeaveGuard } from '../../components/useLeaveGuard';

const BACK = '/menu/productos';

export default function SortCategoriesScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery();
  const [reorder, { isLoading: saving }] = useReorderCategoriesMutation();
  const [items, setItems] = useState<SortableItem[] | null>(null);
  const original = (categories.data ?? []).map((c) => c.id).join(',');
  const dirty = items !== null && items.map((i) => i.id).join(',') !== original;
  const allowLeave = useLeaveGuard(dirty && !saving);

  useEffect(() => {
    if (!categories.data) return;
    const counts = new Map<string, number>();
    for (const product of products.data ?? []) counts.set(product.id_categoria, (counts.get(product.id_categoria) ?? 0) + 1);
    setItems(categories.data.map((c) => ({ id: c.id, label: c.nombre, detail: `${counts.get(c.id) ?? 0} productos` })));
  }, [categories.data, products.data]);

  async function save() {
    if (!items) return;
    try {
      await reorder(items.map((item) => item.id)).unwrap();
      toast.success('Orden de categorías guardado');
      allowLeave();
      navigate(BACK);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <SubScreen
      id="sort-categories"
      title="Ordenar categorías"
      description="Arrastra las categorías o usa los botones subir y bajar. Con el teclado: enfoca el asa, presiona espacio y mueve con las flechas."
      backTo={BACK}
      loading={categories.isLoading}
      error={categories.error ? errorMessage(categories.error) : null}
    >
      {items && items.length === 0 ? <Empty description="No hay categorías" /> : null}
      {items && items.length > 0 ? (
        <>
          <SortableList items={items} onChange={setItems} />
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="save-order">
              Guardar orden
            </Button>
          </Space>
        </>
      ) : null}
    </SubScreen>
  );
}

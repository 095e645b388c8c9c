// Ordenar productos: the order of the products inside one category, by drag and drop or keyboard.
import { Button, Empty, Form, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useGetCategoriesQuery, useGetProductsQuery, useReorderProductsMutation } from './api';
import { productPriceLabel } from './components/price';
import { SortableList, type SortableItem } from './components/SortableList';
import { SubScreen } from './components/SubScreen';
import { useLeaveGuard } from '../../components/useLeaveGuard';

const BACK = '/menu/productos';

export default function SortProductsScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery();
  const [reorder, { isLoading: saving }] = useReorderProductsMutation();
  const categoryId = params.get('categoria') ?? categories.data?.[0]?.id ?? null;
  const inCategory = useMemo(() => (products.data ?? []).filter((p) => p.id_categoria === categoryId), [products.data, categoryId]);
  const [items, setItems] = useState<SortableItem[]>([]);
  const dirty = items.map((i) => i.id).join(',') !== inCategory.map((p) => p.id).join(',');
  const allowLeave = useLeaveGuard(dirty && !saving);

  useEffect(() => {
    setItems(inCategory.map((p) => ({ id: p.id, label: p.nombre, detail: productPriceLabel(p) })));
  }, [inCategory]);

  async function save() {
    if (!categoryId) return;
    try {
      await reorder({ id_categoria: categoryId, ids: items.map((item) => item.id) }).unwrap();
      toast.success('Orden de productos guardado');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <SubScreen
      id="sort-products"
      title="Ordenar productos"
      description="Elige una categoría y ordena sus productos arrastrándolos o con los botones subir y bajar."
      backTo={BACK}
      loading={categories.isLoading || products.isLoading}
      error={categories.error || products.error ? errorMessage(categories.error ?? products.error) : null}
    >
      <Form layout="vertical">
        <Form.Item label="Categoría" htmlFor="campo-categoria">
          <Select
            id="campo-categoria"
            style={{ maxWidth: 320 }}
            value={categoryId ?? undefined}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
            onChange={(value: string) => {
              if (dirty && !window.confirm(MSG.exitConfirm)) return;
              setParams({ categoria: value }, { replace: true });
            }}
          />
        </Form.Item>
      </Form>
      {items.length === 0 ? <Empty description="Esta categoría no tiene productos" /> : <SortableList items={items} onChange={setItems} />}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="save-order">
          Guardar orden
        </Button>
        <Button
          onClick={() => {
            allowLeave();
            navigate(BACK);
          }}
          disabled={dirty}
        >
          Listo
        </Button>
      </Space>
    </SubScreen>
  );
}

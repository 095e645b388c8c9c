// «Agregar producto» of the order edit: a searchable list of the public menu's products, then the phone
// order's product picker (register/ProductPicker.tsx) for presentation, extras, quantity and notes.
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { formatMoney } from '@shared/money';
import type { PublicProduct } from '@shared/types/public-menu';
import { selectSession } from '../../../app/session';
import { useAppSelector } from '../../../app/store';
import { useGetPublicMenuQuery } from '../register/api';
import type { CartLine } from '../register/cart';
import { ProductPicker } from '../register/ProductPicker';

export function AddProduct({ onAdd, open, onOpenChange }: { onAdd(line: CartLine): void; open: boolean; onOpenChange(open: boolean): void }) {
  const idPath = useAppSelector(selectSession)?.id_path ?? '';
  const { data: menu, isLoading, isError } = useGetPublicMenuQuery(idPath, { skip: !idPath || !open });
  const [picking, setPicking] = useState<PublicProduct | null>(null);
  const byId = useMemo(() => new Map((menu?.categorias ?? []).flatMap((c) => c.productos.map((p) => [p.id, p] as const))), [menu]);
  const options = useMemo(
    () =>
      (menu?.categorias ?? []).map((category) => ({
        label: category.nombre,
        options: category.productos.map((product) => ({
          value: product.id,
          disabled: product.agotado,
          label: `${product.nombre} · ${product.agotado ? 'Agotado' : formatMoney(product.presentaciones[0]?.precio ?? product.precio)}`,
        })),
      })),
    [menu],
  );
  if (!open) {
    return (
      <Button size="large" icon={<PlusOutlined />} onClick={() => onOpenChange(true)} data-testid="edit-add-product">
        Agregar producto
      </Button>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {isError ? <Alert type="error" showIcon title="No se pudo cargar el menú" /> : null}
      <Select
        showSearch
        autoFocus
        defaultOpen
        loading={isLoading}
        placeholder="Busca un producto del menú"
        aria-label="Producto a agregar"
        options={options}
        optionFilterProp="label"
        style={{ width: '100%' }}
        size="large"
        value={null}
        onChange={(id: string) => setPicking(byId.get(id) ?? null)}
        data-testid="edit-product-select"
      />
      <Button onClick={() => onOpenChange(false)}>Cerrar menú</Button>
      {picking && menu ? (
        <ProductPicker
          product={picking}
          groups={menu.extras}
          onAdd={(line) => {
            onAdd(line);
            onOpenChange(false);
          }}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </Space>
  );
}

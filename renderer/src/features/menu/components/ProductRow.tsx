// One product in the Productos list: thumbnail, name, price, description, the availability switch and actions.
// On phones the switch and actions move under the text so the name keeps its width.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Grid, Switch, Typography } from 'antd';
import type { Product } from '@shared/types/menu';
import { productPriceLabel } from './price';

export interface ProductRowProps {
  product: Product;
  canEdit: boolean;
  canDelete: boolean;
  onToggle: (available: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProductRow({ product, canEdit, canDelete, onToggle, onEdit, onDelete }: ProductRowProps) {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const controls = (
    <Flex align="center" gap={4} style={{ flex: 'none' }}>
      <Switch size="small" checked={!product.agotado} disabled={!canEdit} aria-label={`${product.nombre} disponible`} onChange={onToggle} />
      <Typography.Text type={product.agotado ? 'danger' : 'secondary'} style={{ fontSize: 12, minWidth: 62, marginLeft: 4 }}>
        {product.agotado ? 'Agotado' : 'Disponible'}
      </Typography.Text>
      {canEdit ? <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${product.nombre}`} onClick={onEdit} /> : null}
      {canDelete ? <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${product.nombre}`} onClick={onDelete} /> : null}
    </Flex>
  );
  return (
    <Flex data-testid="menu-product" gap={12} align={wide ? 'center' : 'flex-start'} style={{ padding: '12px 0', borderTop: '1px solid #f3eee8' }}>
      <Avatar shape="square" size={wide ? 56 : 48} src={product.imagen ?? undefined} style={{ background: '#f3efe9', color: '#b08968', flex: 'none' }}>
        {product.nombre.slice(0, 1)}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} wrap align="baseline">
          {/* A sold-out name is greyed with a colour that still reads (5.7:1), not with opacity (under 4.5:1). */}
          <Typography.Text strong style={product.agotado ? { color: '#666666' } : undefined}>
            {product.nombre}
          </Typography.Text>
          <Typography.Text strong style={{ color: '#b23a0b' }}>
            {productPriceLabel(product)}
          </Typography.Text>
        </Flex>
        {product.descripcion ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {product.descripcion}
          </Typography.Paragraph>
        ) : null}
        {!wide ? <div style={{ marginTop: 4 }}>{controls}</div> : null}
      </div>
      {wide ? controls : null}
    </Flex>
  );
}

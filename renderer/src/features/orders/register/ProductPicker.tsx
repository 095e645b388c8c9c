// Adds one product to the phone order: presentation, extras within each group's min/max, quantity, notes.
import { Alert, Checkbox, InputNumber, Input, Modal, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatMoney, fromCents } from '@shared/money';
import { groupMaximum, groupMinimum } from '@shared/orders/extras';
import type { ExtraGroup } from '@shared/types/menu';
import type { PublicProduct } from '@shared/types/public-menu';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { basePriceOf, extrasProblem, presentationProblem, unitPriceCents, type CartLine } from './cart';

export interface ProductPickerProps {
  product: PublicProduct;
  groups: Omit<ExtraGroup, 'id_comercio'>[];
  onAdd(line: CartLine): void;
  onClose(): void;
}

let lineSequence = 0;

export function ProductPicker({ product, groups, onAdd, onClose }: ProductPickerProps) {
  // Mounted only while open: back to the product's button on close (docs/accessibility.md, "Keyboard").
  useFocusReturn();
  const [presentation, setPresentation] = useState<string | null>(product.presentaciones[0]?.nombre ?? null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [cantidad, setCantidad] = useState(1);
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState(false);
  const productGroups = useMemo(() => groups.filter((group) => product.extras.includes(group.id)), [groups, product.extras]);
  // The server's rules, in its words: a presentation of this product first, then each group's min/max.
  const problem = presentationProblem(product, presentation) ?? extrasProblem(productGroups, chosen);
  const extras = productGroups.flatMap((group) => group.opciones.filter((o) => chosen.has(o.id)).map((o) => ({ id: o.id, nombre: o.nombre, precio: o.precio, cantidad: 1 })));
  const basePrice = basePriceOf(product, presentation);
  const unit = fromCents(unitPriceCents({ basePrice, extras }));

  const toggle = (group: Omit<ExtraGroup, 'id_comercio'>, optionId: string, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on && group.maximo === 1) for (const option of group.opciones) next.delete(option.id);
      if (on) next.add(optionId);
      else next.delete(optionId);
      return next;
    });
  };

  return (
    <Modal
      open
      title={product.nombre}
      okText={`Agregar ${formatMoney(unit * cantidad)}`}
      cancelText="Cancelar"
      onCancel={onClose}
      okButtonProps={{ size: 'large', ...({ 'data-testid': 'add-to-order' } as Record<string, string>) }}
      cancelButtonProps={{ size: 'large' }}
      onOk={() => {
        setTouched(true);
        if (problem) return;
        lineSequence += 1;
        onAdd({ key: `l${lineSequence}`, productId: product.id, nombre: product.nombre, presentacion: presentation, basePrice, extras, cantidad, instrucciones: notes });
        onClose();
      }}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {product.descripcion ? <Typography.Text type="secondary">{product.descripcion}</Typography.Text> : null}
        {product.presentaciones.length > 0 ? (
          <div>
            <Typography.Text strong>Presentación</Typography.Text>
            <Radio.Group value={presentation} onChange={(event) => setPresentation(event.target.value as string)} style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}>
              {product.presentaciones.map((p) => (
                <Radio key={p.id} value={p.nombre}>
                  {p.nombre} · {formatMoney(p.precio)}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        ) : null}
        {productGroups.map((group) => {
          const min = groupMinimum(group);
          const max = groupMaximum(group);
          const rule = [min > 0 ? `mínimo ${min}` : 'opcional', max !== null ? `máximo ${max}` : null].filter(Boolean).join(', ');
          return (
            <div key={group.id}>
              <Typography.Text strong>{group.nombre}</Typography.Text> <Typography.Text type="secondary">({rule})</Typography.Text>
              <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 6 }}>
                {group.opciones.map((option) => (
                  <Checkbox key={option.id} disabled={option.agotado} checked={chosen.has(option.id)} onChange={(event) => toggle(group, option.id, event.target.checked)}>
                    {option.nombre}
                    {option.precio > 0 ? ` +${formatMoney(option.precio)}` : ''}
                    {option.agotado ? ' (agotado)' : ''}
                  </Checkbox>
                ))}
              </div>
            </div>
          );
        })}
        <Space>
          <Typography.Text strong>Cantidad</Typography.Text>
          <InputNumber min={1} max={99} value={cantidad} onChange={(value) => setCantidad(value ?? 1)} size="large" aria-label="Cantidad" />
        </Space>
        <Input.TextArea placeholder="Instrucciones (sin cebolla, bien dorado…)" value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={300} aria-label="Instrucciones" />
        {touched && problem ? <Alert type="error" showIcon title={problem} /> : null}
      </Space>
    </Modal>
  );
}

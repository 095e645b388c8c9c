// A list reordered by drag and drop (mouse, touch) and by keyboard: the handle takes Space/Enter then the
// arrow keys (dnd-kit keyboard sensor), and every row has explicit 'Subir' / 'Bajar' buttons.
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { moveBy } from './order';

export interface SortableItem {
  id: string;
  label: string;
  detail?: ReactNode;
}

function Row({ item, index, total, onMove }: { item: SortableItem; index: number; total: number; onMove: (from: number, delta: number) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      data-testid="sortable-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        background: isDragging ? '#fff4e6' : '#fff',
        border: '1px solid #eee5dc',
        borderRadius: 10,
        padding: '8px 10px',
        marginBottom: 8,
        boxShadow: isDragging ? '0 6px 16px rgb(0 0 0 / 0.12)' : undefined,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Flex align="center" gap={10}>
        <Button type="text" ref={setActivatorNodeRef} icon={<HolderOutlined />} aria-label={`Arrastrar ${item.label}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners} />
        <Typography.Text strong style={{ width: 28, color: '#999' }}>
          {index + 1}
        </Typography.Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div>{item.label}</div>
          {item.detail ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{item.detail}</Typography.Text> : null}
        </div>
        <Button icon={<ArrowUpOutlined />} aria-label={`Subir ${item.label}`} disabled={index === 0} onClick={() => onMove(index, -1)} />
        <Button icon={<ArrowDownOutlined />} aria-label={`Bajar ${item.label}`} disabled={index === total - 1} onClick={() => onMove(index, 1)} />
      </Flex>
    </li>
  );
}

export function SortableList({ items, onChange }: { items: SortableItem[]; onChange: (items: SortableItem[]) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'Para mover un elemento, presiona espacio o Enter, usa las flechas y presiona espacio o Enter para soltarlo. Escape cancela.' },
        announcements: {
          onDragStart: ({ active }) => `Moviendo ${String(items.find((i) => i.id === active.id)?.label ?? '')}.`,
          onDragOver: ({ over }) => (over ? `Sobre la posición ${items.findIndex((i) => i.id === over.id) + 1}.` : 'Fuera de la lista.'),
          onDragEnd: ({ over }) => (over ? `Soltado en la posición ${items.findIndex((i) => i.id === over.id) + 1}.` : 'Soltado.'),
          onDragCancel: () => 'Movimiento cancelado.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol style={{ padding: 0, margin: 0, maxWidth: 640 }} aria-label="Orden">
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} total={items.length} onMove={(from, delta) => onChange(moveBy(items, from, delta))} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

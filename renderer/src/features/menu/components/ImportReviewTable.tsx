// The review table of the menu import: every row editable (category, name, description, price or sizes),
// a size can be removed, a row with sizes split into one product per size, a dish marked sold out; the
// «Avisos» column, first after the delete button, shows what the reader doubted (a row reads «OK» only
// without any).
import { CloseOutlined, DeleteOutlined, SplitCellsOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Input, InputNumber, Pagination, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useMediaQuery } from '../../../app/useMediaQuery';
import { isPresentationLabel, type ImportPresentation, type ImportRow } from '@shared/menu-import';
import { splitImportRow } from '@shared/menu-import-rules';

export interface ReviewRow extends ImportRow {
  key: number;
}

interface Props {
  rows: ReviewRow[];
  onChange: (rows: ReviewRow[]) => void;
}

let nextKey = 1_000_000;

function withoutSize(row: ReviewRow, index: number): ReviewRow {
  const presentaciones = row.presentaciones.filter((_, i) => i !== index);
  // One size left is the product's price.
  if (presentaciones.length === 1) return { ...row, presentaciones: [], precio: presentaciones[0]!.precio };
  return { ...row, presentaciones, precio: presentaciones.length > 0 ? Math.min(...presentaciones.map((p) => p.precio)) : row.precio };
}

/** Below this width the rows are cards: seven editable columns do not fit a phone without sideways scrolling. */
const NARROW = '(max-width: 767px)';

export function ImportReviewTable({ rows, onChange }: Props) {
  const narrow = useMediaQuery(NARROW, false);
  const update = (key: number, patch: Partial<ImportRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const setSize = (row: ReviewRow, index: number, patch: Partial<ImportPresentation>) => update(row.key, { presentaciones: row.presentaciones.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const split = (row: ReviewRow) =>
    onChange(rows.flatMap((candidate) => (candidate.key === row.key ? splitImportRow(row, isPresentationLabel).map((part) => ({ ...part, key: (nextKey += 1) })) : [candidate])));

  // One control per field, shown in a table column on wide screens and on a card on narrow ones.
  const cells = {
    remove: (row: ReviewRow) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Quitar ${row.nombre || 'fila'}`} onClick={() => onChange(rows.filter((r) => r.key !== row.key))} />,
    warnings: (row: ReviewRow) =>
      row.warnings.length === 0 ? (
        <Tag color="green">OK</Tag>
      ) : (
        <Flex vertical gap={4} data-testid="import-row-warnings">
          {row.warnings.map((warning) => (
            <Tag key={warning} color="orange" style={{ whiteSpace: 'normal' }}>
              {warning}
            </Tag>
          ))}
          <Button size="small" type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => update(row.key, { warnings: [] })}>
            Marcar como revisado
          </Button>
        </Flex>
      ),
    category: (row: ReviewRow) => <Input aria-label="Categoría" value={row.categoria} onChange={(e) => update(row.key, { categoria: e.target.value })} />,
    // Long names wrap instead of being cut.
    name: (row: ReviewRow) => (
      <Input.TextArea aria-label="Nombre" autoSize={{ minRows: 1, maxRows: 4 }} status={row.nombre.trim() ? undefined : 'error'} value={row.nombre} onChange={(e) => update(row.key, { nombre: e.target.value })} style={{ minWidth: narrow ? undefined : 220 }} />
    ),
    description: (row: ReviewRow) => <Input.TextArea aria-label="Descripción" autoSize={{ minRows: 1, maxRows: 3 }} value={row.descripcion} onChange={(e) => update(row.key, { descripcion: e.target.value })} />,
    price: (row: ReviewRow) =>
      row.presentaciones.length === 0 ? (
        <InputNumber<number> aria-label="Precio" prefix="$" min={0} precision={2} status={row.precio === null ? 'error' : undefined} value={row.precio} onChange={(value) => update(row.key, { precio: typeof value === 'number' ? value : null })} />
      ) : (
        <Flex vertical gap={4}>
          {row.presentaciones.map((p, index) => (
            <Space.Compact key={index}>
              <Input aria-label="Tamaño" style={{ width: 120 }} value={p.nombre} onChange={(e) => setSize(row, index, { nombre: e.target.value })} />
              <InputNumber<number> aria-label="Precio del tamaño" prefix="$" min={0} precision={2} style={{ width: 110 }} value={p.precio} onChange={(value) => setSize(row, index, { precio: typeof value === 'number' ? value : 0 })} />
              <Tooltip title="Quitar este tamaño">
                <Button icon={<CloseOutlined />} aria-label={`Quitar el tamaño ${p.nombre} de ${row.nombre}`} onClick={() => onChange(rows.map((r) => (r.key === row.key ? withoutSize(r, index) : r)))} />
              </Tooltip>
            </Space.Compact>
          ))}
          {row.presentaciones.length >= 2 ? (
            <Button size="small" icon={<SplitCellsOutlined />} onClick={() => split(row)} aria-label={`Separar ${row.nombre} en un producto por tamaño`} style={{ alignSelf: 'flex-start' }}>
              Separar en productos
            </Button>
          ) : null}
        </Flex>
      ),
    soldOut: (row: ReviewRow) => (
      <Checkbox aria-label={`${row.nombre || 'Producto'} agotado`} checked={row.agotado} onChange={(e) => update(row.key, { agotado: e.target.checked })}>
        Agotado
      </Checkbox>
    ),
  };

  if (narrow) return <ImportReviewCards rows={rows} cells={cells} />;
  return (
    <Table<ReviewRow>
      size="small"
      rowKey="key"
      dataSource={rows}
      onRow={() => ({ 'data-testid': 'import-row' }) as React.HTMLAttributes<HTMLElement>}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      // No fixed column: a sticky delete button covered the warnings while scrolling (the table scrolls by itself).
      scroll={{ x: 'max-content' }}
      columns={[
        { title: <span className="visually-hidden">Quitar</span>, width: 48, render: (_, row) => cells.remove(row) },
        // Right after the row's delete button: what the reader was not sure of is seen first, at any width.
        { title: 'Avisos', width: 200, render: (_, row) => cells.warnings(row) },
        { title: 'Categoría', width: 170, render: (_, row) => cells.category(row) },
        { title: 'Nombre', width: 240, render: (_, row) => cells.name(row) },
        { title: 'Descripción', width: 220, render: (_, row) => cells.description(row) },
        { title: 'Precio / tamaños', width: 290, render: (_, row) => cells.price(row) },
        { title: 'Agotado', width: 90, render: (_, row) => cells.soldOut(row) },
      ]}
    />
  );
}

type Cells = Record<'remove' | 'warnings' | 'category' | 'name' | 'description' | 'price' | 'soldOut', (row: ReviewRow) => React.ReactNode>;

/** The narrow layout: one card per row, the same controls stacked under their labels, 50 rows per page. */
function ImportReviewCards({ rows, cells }: { rows: ReviewRow[]; cells: Cells }) {
  const pageSize = 50;
  const [wanted, setPage] = useState(1);
  // Removing rows may leave the page past the end.
  const page = Math.min(wanted, Math.max(1, Math.ceil(rows.length / pageSize)));
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const field = (label: string, control: React.ReactNode) => (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {control}
    </Flex>
  );
  return (
    <Flex vertical gap={12}>
      {shown.map((row) => (
        <Card key={row.key} size="small" data-testid="import-row" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            {cells.warnings(row)}
            {cells.remove(row)}
          </Flex>
          {field('Categoría', cells.category(row))}
          {field('Nombre', cells.name(row))}
          {field('Descripción', cells.description(row))}
          {field('Precio / tamaños', cells.price(row))}
          {cells.soldOut(row)}
        </Card>
      ))}
      {rows.length > pageSize ? <Pagination simple current={page} pageSize={pageSize} total={rows.length} onChange={setPage} style={{ alignSelf: 'center' }} /> : null}
    </Flex>
  );
}

// «Enlazar a mano» (docs/integrations.md): the panel's products and presentations with the Loyverse variant each
// goes to in the receipts; the owner picks one for a product the import could not link (a conflict, a product made
// in the panel). Choosing again replaces the link; the list is read from Loyverse when the owner opens it.
import { Alert, Button, Flex, Input, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { LoyverseMappedRecord, LoyverseMapping } from '@shared/types/loyverse';
import { normalizeSearch } from '@shared/search';
import { errorMessage } from '../../../app/baseQuery';
import { useGetLoyverseMappingQuery, useSaveLoyverseMappingMutation } from './api';

interface Row {
  key: string;
  productId: string;
  presentationId: string | null;
  label: string;
  record: LoyverseMappedRecord;
}

function rowsOf(mapping: LoyverseMapping): Row[] {
  return mapping.productos.flatMap((product): Row[] =>
    product.presentaciones.length > 0
      ? product.presentaciones.map((presentation) => ({ key: presentation.id, productId: product.id, presentationId: presentation.id, label: `${product.nombre} (${presentation.nombre})`, record: presentation }))
      : [{ key: product.id, productId: product.id, presentationId: null, label: product.nombre, record: product }],
  );
}

function MappingList({ canEdit }: { canEdit: boolean }) {
  const mapping = useGetLoyverseMappingQuery();
  const [save] = useSaveLoyverseMappingMutation();
  const [onlyUnlinked, setOnlyUnlinked] = useState(true);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = useMemo(
    () => (mapping.data?.articulos ?? []).map((item) => ({ label: item.nombre, title: item.nombre, options: item.variantes.map((variant) => ({ value: variant.variant_id, label: variant.nombre })) })),
    [mapping.data],
  );
  if (mapping.isError) return <Alert type="error" showIcon message={errorMessage(mapping.error)} />;
  if (!mapping.data) return <Typography.Text type="secondary">Leyendo los artículos de Loyverse…</Typography.Text>;
  const all = rowsOf(mapping.data);
  const wanted = normalizeSearch(search);
  const rows = all.filter((row) => (!onlyUnlinked || !row.record.variante) && (!wanted || normalizeSearch(row.label).includes(wanted)));
  const unlinked = all.filter((row) => !row.record.variante).length;

  const choose = async (row: Row, variantId: string) => {
    setFailure(null);
    setSaving(row.key);
    try {
      await save({ id_producto: row.productId, id_presentacion: row.presentationId, variant_id: variantId }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="loyverse-mapping">
      <Flex gap={8} wrap align="center">
        <Input.Search aria-label="Buscar producto" placeholder="Buscar producto" allowClear style={{ maxWidth: 260 }} onChange={(event) => setSearch(event.target.value)} />
        <Button onClick={() => setOnlyUnlinked(!onlyUnlinked)} aria-pressed={onlyUnlinked}>
          {onlyUnlinked ? 'Ver todos' : `Ver solo sin enlace (${unlinked})`}
        </Button>
      </Flex>
      {failure ? <Alert type="error" showIcon message={failure} data-testid="loyverse-mapping-error" /> : null}
      {rows.length === 0 ? <Typography.Text type="secondary">{onlyUnlinked ? 'Todos los productos tienen enlace con Loyverse.' : 'Sin productos.'}</Typography.Text> : null}
      {rows.map((row) => (
        <Flex key={row.key} gap={8} align="center" wrap data-testid="loyverse-mapping-row">
          <Flex vertical style={{ minWidth: 160, flex: '1 1 160px' }}>
            <Typography.Text strong>{row.label}</Typography.Text>
            {row.record.variante ? <Tag color="green" style={{ width: 'fit-content' }}>Enlazado</Tag> : <Tag color="orange" style={{ width: 'fit-content' }}>Sin enlace</Tag>}
          </Flex>
          <Select
            aria-label={`Variante de Loyverse para ${row.label}`}
            style={{ flex: '2 1 220px', minWidth: 0 }}
            showSearch
            optionFilterProp="label"
            placeholder="Elige el artículo de Loyverse"
            disabled={!canEdit}
            loading={saving === row.key}
            value={row.record.variante ? (row.record.variant_id ?? undefined) : undefined}
            options={options}
            onChange={(value: string) => void choose(row, value)}
          />
        </Flex>
      ))}
    </Flex>
  );
}

export function LoyverseMappingSection({ canEdit }: { canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Enlazar productos a mano</Typography.Text>
      <Typography.Text type="secondary">
        Para un producto sin enlace (un conflicto de la importación o un producto creado en el panel), elige su artículo de Loyverse: sus pedidos llegan a Loyverse con él.
      </Typography.Text>
      {open ? (
        <MappingList canEdit={canEdit} />
      ) : (
        <Button style={{ width: 'fit-content' }} onClick={() => setOpen(true)}>
          Enlazar a mano
        </Button>
      )}
    </Flex>
  );
}

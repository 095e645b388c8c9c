// «Estaciones de cocina» in Ajustes → Impresión (docs/kitchen.md «Estaciones»): each station's name, the menu's
// categories it prepares and single products of other categories. Saved for the whole commerce on the server;
// each printer then picks its station in its own tab.
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, Flex, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { kitchenStationsBodySchema, STATION_LIMITS, type KitchenStation } from '@shared/kitchen/stations';
import { MSG } from '@shared/messages';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../menu/api';
import { useGetKitchenStationsQuery, useSaveKitchenStationsMutation } from './stations-api';

interface StationDraft {
  key: string;
  id?: string;
  name: string;
  categoryIds: string[];
  productIds: string[];
}

let nextKey = 0;
const draftOf = (station?: KitchenStation): StationDraft => ({ key: `estacion-${(nextKey += 1)}`, ...(station ? { id: station.id } : {}), name: station?.name ?? '', categoryIds: station?.categoryIds ?? [], productIds: station?.productIds ?? [] });

function problemOf(error: unknown): string {
  const data = typeof error === 'object' && error !== null ? (error as { data?: { message?: unknown } }).data : undefined;
  return typeof data?.message === 'string' ? data.message : MSG.updateInfoError;
}

export function KitchenStationsCard() {
  const { message } = App.useApp();
  const stations = useGetKitchenStationsQuery();
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery();
  const [save, saving] = useSaveKitchenStationsMutation();
  const [drafts, setDrafts] = useState<StationDraft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDrafts((stations.data ?? []).map(draftOf)), [stations.data]);

  const categoryOptions = useMemo(() => (categories.data ?? []).map((category) => ({ value: category.id, label: category.nombre })), [categories.data]);
  const productOptions = useMemo(() => {
    const categoryName = new Map((categories.data ?? []).map((category) => [category.id, category.nombre]));
    return (products.data ?? []).map((product) => ({ value: product.id, label: `${product.nombre} · ${categoryName.get(product.id_categoria) ?? 'Sin categoría'}` }));
  }, [categories.data, products.data]);

  const update = (key: string, change: Partial<StationDraft>) => setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  const dirty = JSON.stringify(drafts.map(({ key: _key, ...rest }) => rest)) !== JSON.stringify((stations.data ?? []).map(({ id, name, categoryIds, productIds }) => ({ id, name, categoryIds, productIds })));

  async function onSave() {
    const body = { estaciones: drafts.map(({ id, name, categoryIds, productIds }) => ({ ...(id ? { id } : {}), name: name.trim(), categoryIds, productIds })) };
    try {
      kitchenStationsBodySchema.validateSync(body, { strict: true });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : MSG.updateInfoError);
      return;
    }
    setProblem(null);
    try {
      await save(body.estaciones).unwrap();
      message.success('Estaciones guardadas');
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  let body: React.ReactNode;
  if (stations.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (stations.isError) body = <Alert type="error" showIcon title="No se pudieron leer las estaciones" action={<Button size="small" onClick={() => void stations.refetch()}>Reintentar</Button>} />;
  else
    body = (
      <Flex vertical gap={12}>
        {drafts.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin estaciones: cada impresora imprime el pedido completo." /> : null}
        {drafts.map((draft, index) => (
          <Card key={draft.key} size="small" data-testid={`station-${index}`}>
            <Row gutter={[12, 0]} align="bottom">
              <Col xs={24} md={6}>
                <Form.Item label="Nombre" htmlFor={`${draft.key}-name`} style={{ marginBottom: 8 }}>
                  <Input id={`${draft.key}-name`} data-testid={`station-${index}-name`} value={draft.name} maxLength={STATION_LIMITS.name} placeholder="Parrilla, Barra…" onChange={(event) => update(draft.key, { name: event.target.value })} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Categorías que prepara" htmlFor={`${draft.key}-categories`} style={{ marginBottom: 8 }}>
                  <Select id={`${draft.key}-categories`} data-testid={`station-${index}-categories`} mode="multiple" allowClear optionFilterProp="label" placeholder="Elige categorías del menú" options={categoryOptions} value={draft.categoryIds} onChange={(categoryIds: string[]) => update(draft.key, { categoryIds })} loading={categories.isLoading} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Productos sueltos" htmlFor={`${draft.key}-products`} style={{ marginBottom: 8 }}>
                  <Select id={`${draft.key}-products`} data-testid={`station-${index}-products`} mode="multiple" allowClear optionFilterProp="label" placeholder="De otras categorías" options={productOptions} value={draft.productIds} onChange={(productIds: string[]) => update(draft.key, { productIds })} loading={products.isLoading} />
                </Form.Item>
              </Col>
              <Col xs={24} md={2} style={{ textAlign: 'right', paddingBottom: 8 }}>
                <Button danger icon={<DeleteOutlined />} aria-label={`Quitar la estación ${draft.name || index + 1}`} onClick={() => setDrafts((list) => list.filter((item) => item.key !== draft.key))} />
              </Col>
            </Row>
          </Card>
        ))}
        {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
        <Flex gap={12} wrap>
          <Button icon={<PlusOutlined />} onClick={() => setDrafts((list) => [...list, draftOf()])} disabled={drafts.length >= STATION_LIMITS.stations} data-testid="station-add">
            Agregar estación
          </Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void onSave()} loading={saving.isLoading} disabled={!dirty} data-testid="stations-save">
            Guardar estaciones
          </Button>
        </Flex>
      </Flex>
    );

  return (
    <Card title="Estaciones de cocina" data-testid="kitchen-stations">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Cada estación recibe solo lo que prepara: elige las categorías del menú y, si hace falta, productos sueltos de otras categorías. Luego, en la pestaña de cada impresora, elige su estación.
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        {body}
      </Form>
    </Card>
  );
}

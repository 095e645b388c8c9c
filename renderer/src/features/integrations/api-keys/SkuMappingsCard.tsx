// «Productos por SKU»: a channel's SKU → a product (and presentation) of this menu, so a channel order can name
// its own SKUs (docs/api.md). Saving an existing SKU points it at the new product.
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Table, Typography } from 'antd';
import type { ChannelProductMapping } from '@shared/types/api-keys';
import { useCan } from '../../../app/access';
import { useToastAction } from '../../../app/feedback';
import { useGetProductsQuery } from '../../menu/api';
import { useDeleteSkuMappingMutation, useGetSkuMappingsQuery, useSaveSkuMappingMutation } from './api';

interface Values {
  sku: string;
  id_producto: string;
  presentacion?: string | null;
}

export function SkuMappingsCard() {
  const { data: mappings, isLoading } = useGetSkuMappingsQuery();
  // The products to choose from are the menu's (MENU list); an owner whose plan lacks it maps nothing new.
  const canReadMenu = useCan('MENU', 'list');
  const { data: products } = useGetProductsQuery(undefined, { skip: !canReadMenu });
  const [save, { isLoading: saving }] = useSaveSkuMappingMutation();
  const [remove] = useDeleteSkuMappingMutation();
  const run = useToastAction();
  const [form] = Form.useForm<Values>();
  const productId = Form.useWatch('id_producto', form);
  const presentations = products?.find((product) => product.id === productId)?.presentaciones ?? [];

  const submit = (values: Values) =>
    run(async () => {
      await save({ sku: values.sku.trim(), id_producto: values.id_producto, presentacion: values.presentacion ?? null }).unwrap();
      form.resetFields();
    }, 'SKU guardado');

  return (
    <Card size="small" title="Productos por SKU" data-testid="api-sku-mappings">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Si un canal nombra sus productos con su propio SKU, dile aquí a qué producto de tu menú corresponde cada uno.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8, marginBottom: 12 }}>
        <Form.Item name="sku" rules={[{ required: true, whitespace: true, message: 'Escribe el SKU' }]}>
          <Input placeholder="SKU del canal" maxLength={80} style={{ width: 160 }} data-testid="api-sku-input" />
        </Form.Item>
        <Form.Item name="id_producto" rules={[{ required: true, message: 'Elige el producto' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="Producto de tu menú"
            aria-label="Producto de tu menú"
            style={{ width: 220 }}
            options={(products ?? []).map((product) => ({ value: product.id, label: product.nombre }))}
            onChange={() => form.setFieldValue('presentacion', null)}
          />
        </Form.Item>
        {presentations.length > 0 ? (
          <Form.Item name="presentacion" rules={[{ required: true, message: 'Elige la presentación' }]}>
            <Select placeholder="Presentación" aria-label="Presentación" style={{ width: 150 }} options={presentations.map((p) => ({ value: p.nombre, label: p.nombre }))} />
          </Form.Item>
        ) : null}
        <Button htmlType="submit" loading={saving}>
          Guardar SKU
        </Button>
      </Form>
      <Table<ChannelProductMapping>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={mappings ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Sin SKU: los canales pueden usar los id de producto del menú' }}
        columns={[
          { title: 'SKU', dataIndex: 'sku', render: (sku: string) => <Typography.Text code>{sku}</Typography.Text> },
          { title: 'Producto', key: 'producto', render: (_: unknown, row) => (row.presentacion ? `${row.nombre_producto} · ${row.presentacion}` : row.nombre_producto) },
          {
            title: '',
            key: 'acciones',
            render: (_: unknown, row) => (
              <Flex justify="end">
                <Popconfirm title="¿Quitar este SKU?" okText="Quitar" cancelText="Cancelar" onConfirm={() => run(() => remove(row.id).unwrap(), 'SKU quitado')}>
                  <Button size="small">Quitar</Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}

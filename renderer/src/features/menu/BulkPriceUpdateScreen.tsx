// Aumentar precios masivamente (MASS_UPDATE_PRODUCTS): raise or lower by percent or a fixed amount, for every
// product or chosen categories, with rounding; a preview of every old and new price, then one transactional apply.
import { Alert, App, Button, Col, Form, InputNumber, Radio, Row, Select, Space, Table, Typography } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BULK_PRICE_ROUNDING_LABELS, BULK_PRICE_ROUNDINGS, type BulkPriceDirection, type BulkPriceParams, type BulkPriceRounding, type BulkPriceType } from '@shared/bulk-price';
import { formatMoney } from '@shared/money';
import { formikValidate } from '@shared/validation';
import { bulkPriceSchema } from '@shared/validation/bulk-price';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { fieldStatus } from '../../components/FormikFields';
import { useApplyBulkPricesMutation, useGetCategoriesQuery, usePreviewBulkPricesMutation, type BulkPriceChangeRow } from './api';
import { SubScreen } from './components/SubScreen';

interface BulkValues {
  tipo: BulkPriceType;
  direccion: BulkPriceDirection;
  valor: number | null;
  redondeo: BulkPriceRounding;
  alcance: 'todos' | 'categorias';
  categorias: string[];
}

const BACK = '/menu/productos';

function paramsOf(values: BulkValues): BulkPriceParams {
  return {
    tipo: values.tipo,
    direccion: values.direccion,
    valor: Number(values.valor),
    redondeo: values.redondeo,
    categorias: values.alcance === 'categorias' ? values.categorias : null,
  };
}

export default function BulkPriceUpdateScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const categories = useGetCategoriesQuery();
  const [preview, previewState] = usePreviewBulkPricesMutation();
  const [apply, applyState] = useApplyBulkPricesMutation();
  const [shown, setShown] = useState<{ params: BulkPriceParams; cambios: BulkPriceChangeRow[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmApply = () => {
    if (!shown) return;
    modal.confirm({
      title: `¿Actualizar ${shown.cambios.length} precios?`,
      content: 'Los nuevos precios se aplican al momento en tu menú en línea.',
      okText: 'Aplicar precios',
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const result = await apply({ ...shown.params, cambios: shown.cambios }).unwrap();
          toast.success(result.message);
          navigate(BACK);
        } catch (failure) {
          setError(errorMessage(failure));
        }
      },
    });
  };

  return (
    <SubScreen id="bulk-price-update" title="Aumentar precios masivamente" description="Sube o baja precios por porcentaje o monto fijo, con vista previa antes de aplicar." backTo={BACK}>
      <Formik<BulkValues>
        initialValues={{ tipo: 'porcentaje', direccion: 'aumentar', valor: null, redondeo: 'ninguno', alcance: 'todos', categorias: [] }}
        validate={async (values) => {
          const errors = await formikValidate(bulkPriceSchema)(paramsOf(values));
          if (values.alcance === 'categorias' && values.categorias.length === 0) return { ...errors, categorias: 'Elige al menos una categoría' };
          return errors;
        }}
        onSubmit={async (values) => {
          setError(null);
          const params = paramsOf(values);
          try {
            const result = await preview(params).unwrap();
            setShown({ params, cambios: result.cambios });
          } catch (failure) {
            setShown(null);
            setError(errorMessage(failure));
          }
        }}
      >
        {(formik) => (
          <Form layout="vertical" onFinish={() => void formik.submitForm()}>
            <Row gutter={16}>
              <Col xs={24} md={12} lg={6}>
                <Form.Item label="Acción">
                  <Radio.Group value={formik.values.direccion} onChange={(e) => void formik.setFieldValue('direccion', e.target.value)} optionType="button" buttonStyle="solid">
                    <Radio.Button value="aumentar">Aumentar</Radio.Button>
                    <Radio.Button value="disminuir">Disminuir</Radio.Button>
                  </Radio.Group>
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={6}>
                <Form.Item label="Tipo">
                  <Radio.Group value={formik.values.tipo} onChange={(e) => void formik.setFieldValue('tipo', e.target.value)} optionType="button">
                    <Radio.Button value="porcentaje">Porcentaje</Radio.Button>
                    <Radio.Button value="monto">Monto fijo</Radio.Button>
                  </Radio.Group>
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={6}>
                <Form.Item label={formik.values.tipo === 'porcentaje' ? 'Porcentaje a aplicar' : 'Monto a aplicar'} htmlFor="campo-valor" {...fieldStatus(formik, 'valor')}>
                  <InputNumber<number>
                    id="campo-valor"
                    style={{ width: '100%' }}
                    min={0}
                    precision={2}
                    prefix={formik.values.tipo === 'monto' ? '$' : undefined}
                    suffix={formik.values.tipo === 'porcentaje' ? '%' : undefined}
                    value={formik.values.valor}
                    onChange={(value) => void formik.setFieldValue('valor', typeof value === 'number' ? value : null)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={6}>
                <Form.Item label="Redondeo" htmlFor="campo-redondeo">
                  <Select
                    id="campo-redondeo"
                    value={formik.values.redondeo}
                    onChange={(value: BulkPriceRounding) => void formik.setFieldValue('redondeo', value)}
                    options={BULK_PRICE_ROUNDINGS.map((r) => ({ value: r, label: BULK_PRICE_ROUNDING_LABELS[r] }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Productos">
              <Radio.Group value={formik.values.alcance} onChange={(e) => void formik.setFieldValue('alcance', e.target.value)}>
                <Radio value="todos">Todos los productos</Radio>
                <Radio value="categorias">Solo algunas categorías</Radio>
              </Radio.Group>
            </Form.Item>
            {formik.values.alcance === 'categorias' ? (
              <Form.Item label="Categorías" htmlFor="campo-categorias" {...fieldStatus(formik, 'categorias')}>
                <Select
                  id="campo-categorias"
                  mode="multiple"
                  style={{ maxWidth: 480 }}
                  value={formik.values.categorias}
                  options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
                  onChange={(value: string[]) => void formik.setFieldValue('categorias', value)}
                  placeholder="Elige categorías"
                />
              </Form.Item>
            ) : null}
            <Button htmlType="submit" type="primary" loading={previewState.isLoading} data-testid="bulk-preview">
              Ver vista previa
            </Button>
          </Form>
        )}
      </Formik>

      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 16 }} /> : null}
      {shown ? (
        <div style={{ marginTop: 24 }} data-testid="bulk-preview-table">
          <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Vista previa: {shown.cambios.length} precios
            </Typography.Title>
            <Button type="primary" danger={shown.params.direccion === 'disminuir'} onClick={confirmApply} loading={applyState.isLoading} disabled={shown.cambios.length === 0} data-testid="bulk-apply">
              Aplicar nuevos precios
            </Button>
          </Space>
          <Table<BulkPriceChangeRow>
            size="small"
            rowKey={(row) => `${row.id_producto}-${row.id_presentacion ?? 'base'}`}
            dataSource={shown.cambios}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 560 }}
            columns={[
              { title: 'Categoría', dataIndex: 'categoria' },
              { title: 'Producto', dataIndex: 'nombre', render: (name: string, row) => (row.presentacion ? `${name} · ${row.presentacion}` : name) },
              { title: 'Precio actual', dataIndex: 'precio_anterior', align: 'right', render: (value: number) => formatMoney(value) },
              {
                title: 'Precio nuevo',
                dataIndex: 'precio_nuevo',
                align: 'right',
                render: (value: number, row) => <Typography.Text strong type={value < row.precio_anterior ? 'danger' : 'success'}>{formatMoney(value)}</Typography.Text>,
              },
            ]}
          />
        </div>
      ) : null}
    </SubScreen>
  );
}

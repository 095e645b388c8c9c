// Nuevo producto / Editar producto: name, category, description, image (uploaded with preview), a base price
// or several presentations each with its price, linked extra groups, and availability.
import { Alert, Button, Col, Form, Input, Row, Select, Switch } from 'antd';
import type { FormikProps } from 'formik';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Product } from '@shared/types/menu';
import { productSchema } from '@shared/validation';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateProductMutation, useGetCategoriesQuery, useGetExtrasQuery, useGetProductQuery, useUpdateProductMutation } from './api';
import { ImageUpload } from './components/ImageUpload';
import { MoneyInput } from './components/MoneyInput';
import { type ProductValues, toProductInput } from './components/form-values';
import { PresentationsEditor } from './components/PresentationsEditor';
import { MasterMenuFields, useMenuMaster } from './components/MasterMenu';
import { RecordScreen } from './components/RecordScreen';
import { useSubmitThenLeave } from './components/submitThenLeave';

const BACK = '/menu/productos';

function valuesOf(product: Product): ProductValues {
  return {
    nombre: product.nombre,
    id_categoria: product.id_categoria,
    descripcion: product.descripcion ?? '',
    imagen: product.imagen,
    precio: product.presentaciones.length > 0 ? null : product.precio,
    presentaciones: product.presentaciones.map((p) => ({ id: p.id, nombre: p.nombre, precio: p.precio })),
    extras: product.extras,
    agotado: product.agotado,
    activo: product.activo,
  };
}

const API = { useGet: useGetProductQuery, useCreate: useCreateProductMutation, useUpdate: useUpdateProductMutation };
const KIND = { id: 'product', titles: { create: 'Nuevo producto', edit: 'Editar producto' }, notFound: 'No se encontró el producto', messages: ['Producto creado', 'Producto actualizado'] as const };

export default function ProductFormScreen() {
  const productId = useParams().productId;
  const [params] = useSearchParams();
  return (
    <RecordScreen
      kind={KIND}
      recordId={productId}
      api={API}
      toValues={valuesOf}
      empty={{ nombre: '', id_categoria: params.get('categoria') ?? '', descripcion: '', imagen: null, precio: null, presentaciones: [], extras: [], agotado: false, activo: true }}
      schema={productSchema}
      backTo={BACK}
      Body={ProductFormBody}
      toBody={toProductInput}
    />
  );
}

function ProductFormBody({ formik, onSaved }: { formik: FormikProps<ProductValues>; onSaved: () => void }) {
  const onFinish = useSubmitThenLeave(formik, onSaved);
  const categories = useGetCategoriesQuery();
  const extras = useGetExtrasQuery();
  const hasPresentations = formik.values.presentaciones.length > 0;
  // In a location following a master menu only the prices and the availability are its own (docs/master-menu.md).
  const pricesOnly = useMenuMaster() !== null;
  return (
    <Form layout="vertical" onFinish={onFinish}>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <MasterMenuFields>
            <TextField formik={formik} name="nombre" label="Nombre" maxLength={100} />
            <Form.Item label="Categoría" htmlFor="campo-id_categoria" {...fieldStatus(formik, 'id_categoria')}>
              <Select
                id="campo-id_categoria"
                value={formik.values.id_categoria || undefined}
                placeholder="Selecciona una categoría"
                options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
                loading={categories.isLoading}
                onChange={(value: string) => void formik.setFieldValue('id_categoria', value)}
                onBlur={() => void formik.setFieldTouched('id_categoria', true)}
              />
            </Form.Item>
            <Form.Item label="Descripción" htmlFor="campo-descripcion" {...fieldStatus(formik, 'descripcion')}>
              <Input.TextArea id="campo-descripcion" name="descripcion" rows={3} value={formik.values.descripcion} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={500} showCount />
            </Form.Item>
          </MasterMenuFields>
          {!hasPresentations ? (
            <Form.Item label="Precio" htmlFor="campo-precio" {...fieldStatus(formik, 'precio')}>
              <MoneyInput id="campo-precio" value={formik.values.precio} onChange={(value) => void formik.setFieldValue('precio', value)} onBlur={() => void formik.setFieldTouched('precio', true)} />
            </Form.Item>
          ) : null}
          <PresentationsEditor formik={formik} pricesOnly={pricesOnly} />
          <MasterMenuFields>
            <Form.Item label="Extras" htmlFor="campo-extras" extra="Grupos de opciones que el cliente puede elegir con este producto.">
              <Select
                id="campo-extras"
                mode="multiple"
                allowClear
                value={formik.values.extras}
                placeholder="Sin extras"
                loading={extras.isLoading}
                options={(extras.data ?? []).map((g) => ({ value: g.id, label: g.nombre }))}
                onChange={(value: string[]) => void formik.setFieldValue('extras', value)}
                optionFilterProp="label"
              />
            </Form.Item>
          </MasterMenuFields>
        </Col>
        <Col xs={24} lg={10}>
          <ImageUpload value={formik.values.imagen} readOnly={pricesOnly} onChange={(url) => void formik.setFieldValue('imagen', url)} />
          <Form.Item label="Disponible" style={{ marginTop: 24 }} extra="Apágalo cuando se agote: el menú en línea lo muestra agotado al momento.">
            <Switch checked={!formik.values.agotado} onChange={(checked) => void formik.setFieldValue('agotado', !checked)} aria-label="Disponible" />
          </Form.Item>
          <Form.Item label="Visible en el menú en línea">
            <Switch checked={formik.values.activo} disabled={pricesOnly} onChange={(checked) => void formik.setFieldValue('activo', checked)} aria-label="Visible en el menú en línea" />
          </Form.Item>
        </Col>
      </Row>
      {formik.submitCount > 0 && !formik.isValid ? <Alert type="error" showIcon message="Revisa los campos marcados" style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={formik.isSubmitting} data-testid="save-product">
        Guardar producto
      </Button>
    </Form>
  );
}

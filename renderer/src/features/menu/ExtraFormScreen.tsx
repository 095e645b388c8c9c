// Nuevo extra / Editar extra: a group of options (each with its price and 'agotado'), how many the customer
// picks (minimum, maximum, required) and the products that offer it.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Form, Grid, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { FieldArray, getIn, type FormikProps } from 'formik';
import { useParams } from 'react-router-dom';
import { extraGroupSchema } from '@shared/validation';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateExtraMutation, useGetExtraQuery, useUpdateExtraMutation, type ExtraGroupWithProducts } from './api';
import { type ExtraValues, toExtraInput } from './components/form-values';
import { MoneyInput } from './components/MoneyInput';
import { ProductsField } from './components/ProductsField';
import { RecordScreen } from './components/RecordScreen';
import { MasterMenuFields, useMenuMaster } from './components/MasterMenu';
import { useSubmitThenLeave } from './components/submitThenLeave';

const BACK = '/menu/extras';

function valuesOf(group: ExtraGroupWithProducts): ExtraValues {
  return {
    nombre: group.nombre,
    minimo: group.minimo,
    maximo: group.maximo,
    obligatorio: group.obligatorio,
    opciones: group.opciones.map((o) => ({ id: o.id, nombre: o.nombre, precio: o.precio, agotado: o.agotado })),
    productos: group.productos,
  };
}

const API = { useGet: useGetExtraQuery, useCreate: useCreateExtraMutation, useUpdate: useUpdateExtraMutation };
const KIND = { id: 'extra', titles: { create: 'Nuevo extra', edit: 'Editar extra' }, notFound: 'No se encontró el extra', messages: ['Extra creado', 'Extra actualizado'] as const };

export default function ExtraFormScreen() {
  const extraId = useParams().extraId;
  return (
    <RecordScreen
      kind={KIND}
      recordId={extraId}
      api={API}
      toValues={valuesOf}
      empty={{ nombre: '', minimo: 0, maximo: 1, obligatorio: false, opciones: [{ nombre: '', precio: 0, agotado: false }], productos: [] }}
      schema={extraGroupSchema}
      description="Un grupo de opciones que el cliente elige con el producto, por ejemplo salsas o tipo de tortilla."
      backTo={BACK}
      Body={ExtraFormBody}
      toBody={toExtraInput}
    />
  );
}

function NumberField({ formik, name, label, min, extra }: { formik: FormikProps<ExtraValues>; name: 'minimo' | 'maximo'; label: string; min: number; extra?: string }) {
  return (
    <Form.Item label={label} htmlFor={`campo-${name}`} {...fieldStatus(formik, name)} extra={extra}>
      <InputNumber<number>
        id={`campo-${name}`}
        min={min}
        precision={0}
        value={formik.values[name]}
        onChange={(value) => void formik.setFieldValue(name, typeof value === 'number' ? value : null)}
        onBlur={() => void formik.setFieldTouched(name, true)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

function ExtraFormBody({ formik, onSaved }: { formik: FormikProps<ExtraValues>; onSaved: () => void }) {
  const onFinish = useSubmitThenLeave(formik, onSaved);
  const optionsError: unknown = getIn(formik.errors, 'opciones');
  const wide = Grid.useBreakpoint().md ?? true;
  // In a location following a master menu only option prices and availability are its own (docs/master-menu.md).
  const pricesOnly = useMenuMaster() !== null;
  return (
    <Form layout="vertical" onFinish={onFinish}>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <MasterMenuFields>
            <TextField formik={formik} name="nombre" label="Nombre del grupo" placeholder="Ej. Salsas" maxLength={100} />
            <Row gutter={12}>
              <Col xs={12} md={8}>
                <NumberField formik={formik} name="minimo" label="Mínimo" min={0} />
              </Col>
              <Col xs={12} md={8}>
                <NumberField formik={formik} name="maximo" label="Máximo" min={1} />
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Obligatorio" extra="El cliente debe elegir al menos una opción.">
                  <Switch
                    checked={formik.values.obligatorio}
                    aria-label="Obligatorio"
                    onChange={(checked) => {
                      void formik.setFieldValue('obligatorio', checked);
                      if (checked && (formik.values.minimo ?? 0) < 1) void formik.setFieldValue('minimo', 1);
                    }}
                  />
                </Form.Item>
              </Col>
            </Row>
          </MasterMenuFields>
          <FieldArray name="opciones">
            {(helpers) => (
              <div style={{ marginBottom: 24 }}>
                <Typography.Text strong>Opciones</Typography.Text>
                {typeof optionsError === 'string' && formik.submitCount > 0 ? (
                  <Typography.Paragraph type="danger" style={{ margin: 0 }}>
                    {optionsError}
                  </Typography.Paragraph>
                ) : null}
                <Flex gap={8} style={{ margin: '8px 0 4px', color: '#5f5750', fontSize: 12, display: wide ? 'flex' : 'none' }}>
                  <span style={{ flex: '1 1 200px' }}>Nombre</span>
                  <span style={{ width: 140 }}>Precio extra</span>
                  <span style={{ width: 110 }}>Disponible</span>
                  <span style={{ width: 32 }} />
                </Flex>
                {formik.values.opciones.map((option, index) => (
                  <Flex key={option.id ?? `nueva-${index}`} gap={8} align="flex-start" wrap data-testid="extra-option-row" style={{ paddingBottom: 4, borderBottom: '1px dashed #f0ebe5', marginBottom: 8 }}>
                    <Form.Item {...fieldStatus(formik, `opciones.${index}.nombre`)} style={{ flex: '1 1 200px', marginBottom: 8 }}>
                      <Input aria-label={`Nombre de la opción ${index + 1}`} disabled={pricesOnly} name={`opciones.${index}.nombre`} value={option.nombre} onChange={formik.handleChange} onBlur={formik.handleBlur} placeholder="Ej. Salsa verde" />
                    </Form.Item>
                    <Form.Item {...fieldStatus(formik, `opciones.${index}.precio`)} style={{ width: 140, marginBottom: 8 }}>
                      <MoneyInput ariaLabel={`Precio de la opción ${index + 1}`} value={option.precio} onChange={(value) => void formik.setFieldValue(`opciones.${index}.precio`, value)} />
                    </Form.Item>
                    <Flex style={{ width: 110, paddingTop: 5 }} gap={6} align="center">
                      <Switch size="small" checked={!option.agotado} aria-label={`Opción ${index + 1} disponible`} onChange={(checked) => void formik.setFieldValue(`opciones.${index}.agotado`, !checked)} />
                      <Typography.Text type={option.agotado ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                        {option.agotado ? 'Agotado' : 'Sí'}
                      </Typography.Text>
                    </Flex>
                    {pricesOnly ? null : <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Quitar la opción ${index + 1}`} onClick={() => helpers.remove(index)} disabled={formik.values.opciones.length === 1} />}
                  </Flex>
                ))}
                {pricesOnly ? null : (
                  <Button icon={<PlusOutlined />} onClick={() => helpers.push({ nombre: '', precio: 0, agotado: false })}>
                    Agregar opción
                  </Button>
                )}
              </div>
            )}
          </FieldArray>
        </Col>
        <Col xs={24} lg={10}>
          <MasterMenuFields>
            <ProductsField formik={formik} label="Productos que lo ofrecen" />
          </MasterMenuFields>
        </Col>
      </Row>
      {formik.submitCount > 0 && !formik.isValid ? <Alert type="error" showIcon message="Revisa los campos marcados" style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={formik.isSubmitting} data-testid="save-extra">
        Guardar extra
      </Button>
    </Form>
  );
}

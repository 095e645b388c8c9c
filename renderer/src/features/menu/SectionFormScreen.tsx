// Nueva sección / Editar sección: name, description, its products in display order, and visibility.
import { Button, Form, Input, Select, Switch } from 'antd';
import type { FormikProps } from 'formik';
import { useParams } from 'react-router-dom';
import { sectionSchema } from '@shared/validation';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateSectionMutation, useGetProductsQuery, useGetSectionQuery, useUpdateSectionMutation } from './api';
import { RecordScreen } from './components/RecordScreen';
import { useSubmitThenLeave } from './components/submitThenLeave';

interface SectionValues {
  nombre: string;
  descripcion: string;
  productos: string[];
  activo: boolean;
}

const BACK = '/menu/secciones';

const EMPTY: SectionValues = { nombre: '', descripcion: '', productos: [], activo: true };
const KIND = { id: 'section', titles: { create: 'Nueva sección', edit: 'Editar sección' }, notFound: 'No se encontró la sección' };

export default function SectionFormScreen() {
  const sectionId = useParams().sectionId;
  const existing = useGetSectionQuery(sectionId ?? '', { skip: sectionId === undefined });
  const [create] = useCreateSectionMutation();
  const [update] = useUpdateSectionMutation();
  return (
    <RecordScreen
      kind={KIND}
      recordId={sectionId}
      query={existing}
      toValues={(section): SectionValues => ({ nombre: section.nombre, descripcion: section.descripcion ?? '', productos: section.productos, activo: section.activo })}
      empty={EMPTY}
      schema={sectionSchema}
      backTo={BACK}
      Body={SectionFormBody}
      toBody={(values: SectionValues) => ({ nombre: values.nombre.trim(), descripcion: values.descripcion.trim() || null, productos: values.productos, activo: values.activo })}
      create={create}
      update={update}
      messages={['Sección creada', 'Sección actualizada']}
    />
  );
}

function SectionFormBody({ formik, onSaved }: { formik: FormikProps<SectionValues>; onSaved: () => void }) {
  const onFinish = useSubmitThenLeave(formik, onSaved);
  const products = useGetProductsQuery();
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 640 }}
      onFinish={onFinish}
    >
      <TextField formik={formik} name="nombre" label="Nombre" placeholder="Ej. Promociones" maxLength={100} />
      <Form.Item label="Descripción" htmlFor="campo-descripcion" {...fieldStatus(formik, 'descripcion')}>
        <Input.TextArea id="campo-descripcion" name="descripcion" rows={2} value={formik.values.descripcion} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={500} />
      </Form.Item>
      <Form.Item label="Productos" htmlFor="campo-productos" extra="Se muestran en el orden en que los eliges.">
        <Select
          id="campo-productos"
          mode="multiple"
          allowClear
          placeholder="Elige productos"
          value={formik.values.productos}
          loading={products.isLoading}
          optionFilterProp="label"
          maxTagCount="responsive"
          options={(products.data ?? []).map((p) => ({ value: p.id, label: p.nombre }))}
          onChange={(value: string[]) => void formik.setFieldValue('productos', value)}
        />
      </Form.Item>
      <Form.Item label="Visible en el menú en línea">
        <Switch checked={formik.values.activo} aria-label="Visible en el menú en línea" onChange={(checked) => void formik.setFieldValue('activo', checked)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
        Guardar
      </Button>
    </Form>
  );
}

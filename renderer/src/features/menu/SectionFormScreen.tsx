// Nueva sección / Editar sección: name, description, its products in display order, and visibility.
import { Button, Form, Input, Switch } from 'antd';
import type { FormikProps } from 'formik';
import { useParams } from 'react-router-dom';
import type { Section } from '@shared/types/menu';
import { sectionSchema } from '@shared/validation';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateSectionMutation, useGetSectionQuery, useUpdateSectionMutation } from './api';
import { ProductsField } from './components/ProductsField';
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
const API = { useGet: useGetSectionQuery, useCreate: useCreateSectionMutation, useUpdate: useUpdateSectionMutation };
const KIND = { id: 'section', titles: { create: 'Nueva sección', edit: 'Editar sección' }, notFound: 'No se encontró la sección', messages: ['Sección creada', 'Sección actualizada'] as const };

export default function SectionFormScreen() {
  const sectionId = useParams().sectionId;
  return (
    <RecordScreen
      kind={KIND}
      recordId={sectionId}
      api={API}
      toValues={(section: Section): SectionValues => ({ nombre: section.nombre, descripcion: section.descripcion ?? '', productos: section.productos, activo: section.activo })}
      empty={EMPTY}
      schema={sectionSchema}
      backTo={BACK}
      Body={SectionFormBody}
      toBody={(values: SectionValues) => ({ nombre: values.nombre.trim(), descripcion: values.descripcion.trim() || null, productos: values.productos, activo: values.activo })}
    />
  );
}

function SectionFormBody({ formik, onSaved }: { formik: FormikProps<SectionValues>; onSaved: () => void }) {
  const onFinish = useSubmitThenLeave(formik, onSaved);
  return (
    <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={onFinish}>
      <TextField formik={formik} name="nombre" label="Nombre" placeholder="Ej. Promociones" maxLength={100} />
      <Form.Item label="Descripción" htmlFor="campo-descripcion" {...fieldStatus(formik, 'descripcion')}>
        <Input.TextArea id="campo-descripcion" name="descripcion" rows={2} value={formik.values.descripcion} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={500} />
      </Form.Item>
      <ProductsField formik={formik} label="Productos" extra="Se muestran en el orden en que los eliges." />
      <Form.Item label="Visible en el menú en línea">
        <Switch checked={formik.values.activo} aria-label="Visible en el menú en línea" onChange={(checked) => void formik.setFieldValue('activo', checked)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
        Guardar
      </Button>
    </Form>
  );
}

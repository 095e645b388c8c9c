// Nueva categoría / Editar categoría: name, description and whether the public menu shows it.
import { Button, Form, Input, Switch } from 'antd';
import { useParams } from 'react-router-dom';
import type { Category } from '@shared/types/menu';
import { categorySchema } from '@shared/validation';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateCategoryMutation, useGetCategoryQuery, useUpdateCategoryMutation } from './api';
import { RecordScreen } from './components/RecordScreen';
import { useSubmitThenLeave } from './components/submitThenLeave';

interface CategoryValues {
  nombre: string;
  descripcion: string;
  activo: boolean;
}

const BACK = '/menu/productos';

const API = { useGet: useGetCategoryQuery, useCreate: useCreateCategoryMutation, useUpdate: useUpdateCategoryMutation };
const KIND = { id: 'category', titles: { create: 'Nueva categoría', edit: 'Editar categoría' }, notFound: 'No se encontró la categoría', messages: ['Categoría creada', 'Categoría actualizada'] as const };

export default function CategoryFormScreen() {
  const categoryId = useParams().categoryId;
  return (
    <RecordScreen
      kind={KIND}
      recordId={categoryId}
      api={API}
      toValues={(category: Category): CategoryValues => ({ nombre: category.nombre, descripcion: category.descripcion ?? '', activo: category.activo })}
      empty={{ nombre: '', descripcion: '', activo: true }}
      schema={categorySchema}
      backTo={BACK}
      Body={CategoryFormBody}
      toBody={(values: CategoryValues) => ({ nombre: values.nombre.trim(), descripcion: values.descripcion.trim() || null, activo: values.activo })}
    />
  );
}

function CategoryFormBody({ formik, onSaved }: { formik: import('formik').FormikProps<CategoryValues>; onSaved: () => void }) {
  const onFinish = useSubmitThenLeave(formik, onSaved);
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }} onFinish={onFinish}>
      <TextField formik={formik} name="nombre" label="Nombre" maxLength={60} />
      <Form.Item label="Descripción" htmlFor="campo-descripcion" {...fieldStatus(formik, 'descripcion')}>
        <Input.TextArea id="campo-descripcion" name="descripcion" rows={3} value={formik.values.descripcion} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={500} showCount />
      </Form.Item>
      <Form.Item label="Visible en el menú en línea">
        <Switch checked={formik.values.activo} onChange={(checked) => void formik.setFieldValue('activo', checked)} aria-label="Visible en el menú en línea" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
        Guardar
      </Button>
    </Form>
  );
}

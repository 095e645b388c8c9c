// Nueva categoría / Editar categoría: name, description and whether the public menu shows it.
import { Button, Form, Input, Switch } from 'antd';
import { useParams } from 'react-router-dom';
import { categorySchema, formikValidate } from '@shared/validation';
import { errorMessage } from '../../app/baseQuery';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateCategoryMutation, useGetCategoryQuery, useUpdateCategoryMutation } from './api';
import { SubScreen } from './components/SubScreen';
import { wasSaved } from './components/submitThenLeave';
import { useLeaveGuard } from './components/useLeaveGuard';
import { RecordForm } from './components/RecordForm';

interface CategoryValues {
  nombre: string;
  descripcion: string;
  activo: boolean;
}

const BACK = '/menu/productos';

export default function CategoryFormScreen() {
  const categoryId = useParams().categoryId;
  const editing = categoryId !== undefined;
  const existing = useGetCategoryQuery(categoryId ?? '', { skip: !editing });
  const title = editing ? 'Editar categoría' : 'Nueva categoría';
  const initial: CategoryValues | null = editing
    ? existing.data
      ? { nombre: existing.data.nombre, descripcion: existing.data.descripcion ?? '', activo: existing.data.activo }
      : null
    : { nombre: '', descripcion: '', activo: true };
  return (
    <SubScreen
      id={editing ? 'edit-category' : 'new-category'}
      title={title}
      backTo={BACK}
      loading={editing && existing.isLoading}
      error={editing && existing.error ? errorMessage(existing.error, 'No se encontró la categoría') : null}
    >
      {initial ? <CategoryForm initial={initial} categoryId={categoryId} /> : null}
    </SubScreen>
  );
}

function CategoryForm({ initial, categoryId }: { initial: CategoryValues; categoryId: string | undefined }) {
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  return (
    <RecordForm
      initial={initial}
      validate={formikValidate(categorySchema)}
      backTo={BACK}
      Body={CategoryFormBody}
      id={categoryId}
      toBody={(values: CategoryValues) => ({ nombre: values.nombre.trim(), descripcion: values.descripcion.trim() || null, activo: values.activo })}
      create={create}
      update={update}
      messages={['Categoría creada', 'Categoría actualizada']}
    />
  );
}

function CategoryFormBody({ formik, onSaved }: { formik: import('formik').FormikProps<CategoryValues>; onSaved: () => void }) {
  const allowLeave = useLeaveGuard(formik.dirty && !formik.isSubmitting);
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 560 }}
      onFinish={() => {
        void formik.submitForm().then((result: unknown) => {
          if (wasSaved(result)) {
            allowLeave();
            onSaved();
          }
        });
      }}
    >
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

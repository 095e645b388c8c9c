// Nueva sección / Editar sección: name, description, its products in display order, and visibility.
import { Button, Form, Input, Select, Switch } from 'antd';
import type { FormikProps } from 'formik';
import { useParams } from 'react-router-dom';
import { formikValidate, sectionSchema } from '@shared/validation';
import { errorMessage } from '../../app/baseQuery';
import { TextField, fieldStatus } from '../../components/FormikFields';
import { useCreateSectionMutation, useGetProductsQuery, useGetSectionQuery, useUpdateSectionMutation } from './api';
import { SubScreen } from './components/SubScreen';
import { wasSaved } from './components/submitThenLeave';
import { useLeaveGuard } from './components/useLeaveGuard';
import { RecordForm } from './components/RecordForm';

interface SectionValues {
  nombre: string;
  descripcion: string;
  productos: string[];
  activo: boolean;
}

const BACK = '/menu/secciones';

export default function SectionFormScreen() {
  const sectionId = useParams().sectionId;
  const editing = sectionId !== undefined;
  const existing = useGetSectionQuery(sectionId ?? '', { skip: !editing });
  const initial: SectionValues | null = editing
    ? existing.data
      ? { nombre: existing.data.nombre, descripcion: existing.data.descripcion ?? '', productos: existing.data.productos, activo: existing.data.activo }
      : null
    : { nombre: '', descripcion: '', productos: [], activo: true };
  return (
    <SubScreen
      id={editing ? 'edit-section' : 'new-section'}
      title={editing ? 'Editar sección' : 'Nueva sección'}
      backTo={BACK}
      loading={editing && existing.isLoading}
      error={editing && existing.error ? errorMessage(existing.error, 'No se encontró la sección') : null}
    >
      {initial ? <SectionForm initial={initial} sectionId={sectionId} /> : null}
    </SubScreen>
  );
}

function SectionForm({ initial, sectionId }: { initial: SectionValues; sectionId: string | undefined }) {
  const [create] = useCreateSectionMutation();
  const [update] = useUpdateSectionMutation();
  return (
    <RecordForm
      initial={initial}
      validate={formikValidate(sectionSchema)}
      backTo={BACK}
      Body={SectionFormBody}
      id={sectionId}
      toBody={(values: SectionValues) => ({ nombre: values.nombre.trim(), descripcion: values.descripcion.trim() || null, productos: values.productos, activo: values.activo })}
      create={create}
      update={update}
      messages={['Sección creada', 'Sección actualizada']}
    />
  );
}

function SectionFormBody({ formik, onSaved }: { formik: FormikProps<SectionValues>; onSaved: () => void }) {
  const allowLeave = useLeaveGuard(formik.dirty && !formik.isSubmitting);
  const products = useGetProductsQuery();
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 640 }}
      onFinish={() => {
        void formik.submitForm().then((result) => {
          if (wasSaved(result)) {
            allowLeave();
            onSaved();
          }
        });
      }}
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

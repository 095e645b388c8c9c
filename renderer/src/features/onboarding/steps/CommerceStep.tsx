// Step 1: commerce name, WhatsApp phone with country code, folio prefix (docs/domain.md (Validación) commerce data).
import { Form } from 'antd';
import { useFormik } from 'formik';
import { DEFAULT_COUNTRY_CODE } from '@shared/constants';
import { commerceDataSchema } from '@shared/validation/commerce';
import { TextField } from '../../../components/FormikFields';
import { PhoneField } from '../../../components/PhoneField';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';

const schema = commerceDataSchema.pick(['nombre', 'telefono', 'country_code', 'prefijo_folio']);

export function CommerceStep({ commerce, saving, onSubmit }: StepProps) {
  const formik = useFormik({
    initialValues: {
      nombre: commerce.nombre ?? '',
      country_code: commerce.country_code || DEFAULT_COUNTRY_CODE,
      telefono: commerce.telefono ?? '',
      prefijo_folio: commerce.prefijo_folio ?? '',
    },
    validationSchema: schema,
    onSubmit: (values) => onSubmit({ ...values, nombre: values.nombre.trim(), prefijo_folio: values.prefijo_folio.trim().toUpperCase() }),
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Datos del comercio" data-testid="onboarding-step-commerce">
      <Form layout="vertical" component={false}>
        <TextField formik={formik} name="nombre" label="Nombre del comercio" autoComplete="organization" />
        <PhoneField formik={formik} label="WhatsApp del comercio" />
        <TextField
          formik={formik}
          name="prefijo_folio"
          label="Prefijo de folio (opcional)"
          maxLength={5}
          extra="Aparece antes del número de cada pedido, por ejemplo TAQ-0012."
        />
        <StepActions saving={saving} />
      </Form>
    </form>
  );
}

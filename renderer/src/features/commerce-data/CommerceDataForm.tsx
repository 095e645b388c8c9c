// The commerce's data (docs/domain.md (Validación) "Commerce data"): nombre 5–35, WhatsApp with its country code (length by
// country), direccion, prefijo_folio up to 5, and contact. Validated with the shared commerceDataSchema. The time
// zone (GET /v1/public/timezone) dates every order, report, export and schedule (docs/onboarding.md).
import { Button, Col, Form, Row } from 'antd';
import { useFormik } from 'formik';
import { COMMERCE_NAME_MAX, DEFAULT_TIME_ZONE, FOLIO_PREFIX_MAX } from '@shared/constants';
import type { Commerce } from '@shared/types/commerce';
import type { TimeZoneOption } from '@shared/types/misc';
import { commerceDataSchema, formikValidate } from '@shared/validation';
import { TextField } from '../../components/FormikFields';
import { PhoneField } from '../../components/PhoneField';
import { RequiredLabel, SelectField } from './form-controls';

export type CommerceDataValues = Pick<Commerce, 'nombre' | 'telefono' | 'country_code' | 'direccion' | 'prefijo_folio' | 'nombre_contacto' | 'correo_contacto' | 'zona_horaria' | 'address'>;

export function commerceDataValues(commerce: CommerceDataValues): CommerceDataValues {
  return {
    nombre: commerce.nombre ?? '',
    telefono: commerce.telefono ?? '',
    country_code: commerce.country_code ?? '',
    direccion: commerce.direccion ?? '',
    prefijo_folio: commerce.prefijo_folio ?? '',
    nombre_contacto: commerce.nombre_contacto ?? '',
    correo_contacto: commerce.correo_contacto ?? '',
    zona_horaria: commerce.zona_horaria || DEFAULT_TIME_ZONE,
    address: commerce.address ?? null,
  };
}

export interface CommerceDataFormProps {
  initialValues: CommerceDataValues;
  saving?: boolean;
  /** GET /v1/public/timezone; until it loads only the current zone is offered. */
  timeZones?: TimeZoneOption[];
  onSubmit: (values: Omit<CommerceDataValues, 'address'>) => Promise<void> | void;
}

export function CommerceDataForm({ initialValues, saving, timeZones, onSubmit }: CommerceDataFormProps) {
  const zoneOptions = (timeZones ?? [{ id: initialValues.zona_horaria, nombre: initialValues.zona_horaria }]).map((zone) => ({ value: zone.id, label: zone.nombre }));
  const formik = useFormik<CommerceDataValues>({
    initialValues,
    enableReinitialize: true,
    validate: formikValidate(commerceDataSchema),
    onSubmit: async ({ address: _address, ...values }) => {
      await onSubmit({ ...values, nombre: values.nombre.trim(), prefijo_folio: values.prefijo_folio.trim().toUpperCase() });
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Datos del comercio" data-testid="commerce-data-form">
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField formik={formik} name="nombre" label={<RequiredLabel>Nombre del comercio</RequiredLabel>} maxLength={COMMERCE_NAME_MAX} showCount />
          </Col>
          <Col xs={24} md={12}>
            <PhoneField formik={formik} label="WhatsApp del comercio (Requerido)" />
          </Col>
          <Col xs={24}>
            <TextField
              formik={formik}
              name="direccion"
              label={<RequiredLabel>Dirección</RequiredLabel>}
              extra="La dirección que ven tus clientes. Ubica tu comercio en el mapa desde «Ubicación»."
            />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="prefijo_folio" label="Prefijo de folio" extra={`Hasta ${FOLIO_PREFIX_MAX} caracteres, p. ej. TQE-000123`} />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="nombre_contacto" label="Nombre de contacto" />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="correo_contacto" label="Correo de contacto" type="email" />
          </Col>
          <Col xs={24} md={12} data-testid="commerce-time-zone">
            <SelectField<string> formik={formik} name="zona_horaria" label="Zona horaria" options={zoneOptions} placeholder="Elige la zona horaria de tu comercio" searchable />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="commerce-data-save">
          Guardar cambios
        </Button>
      </Form>
    </form>
  );
}

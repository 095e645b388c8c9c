// The commerce's address (docs/domain.md (Validación) "Address": city, state, postalCode, neighborhood, exteriorNumber, street,
// fullAddress required) and its pin on the map. Shows whether the location is complete (isCommerceLocationComplete,
// the checklist's rule).
import { Alert, Button, Col, Form, Row } from 'antd';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { DEFAULT_MAP_CENTER } from '@shared/constants';
import type { Address } from '@shared/types/commerce';
import { mapStartFor } from '@shared/mx-places';
import { isCommerceLocationComplete } from '@shared/setup-progress';
import { addressSchema, formikValidate } from '@shared/validation';
import { TextField } from '../../components/FormikFields';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { NumberField, RequiredLabel } from './form-controls';
import type { LatLngValue } from './LocationMap';

export const LOCATION_COMPLETE_RULE = 'La ubicación está completa con calle, número exterior, colonia, código postal, ciudad, estado, país, dirección completa y el pin en el mapa (latitud y longitud).';

export function emptyAddress(): Address {
  return { country: 'México', state: '', city: '', neighborhood: '', postalCode: '', street: '', interiorNumber: '', exteriorNumber: '', fullAddress: '', latitude: null, longitude: null };
}

export function composeFullAddress(a: Address): string {
  const number = [a.exteriorNumber.trim(), a.interiorNumber.trim() ? `int. ${a.interiorNumber.trim()}` : ''].filter(Boolean).join(' ');
  const street = [a.street.trim(), number].filter(Boolean).join(' ');
  const place = [a.neighborhood.trim() ? `Col. ${a.neighborhood.trim()}` : '', a.postalCode.trim() ? `C.P. ${a.postalCode.trim()}` : '', a.city.trim(), a.state.trim(), a.country.trim()];
  return [street, ...place].filter(Boolean).join(', ');
}

export interface LocationFormProps {
  initialValues: Address;
  saving?: boolean;
  onSubmit: (address: Address) => Promise<void> | void;
  /** The map (Leaflet in the app; left out in unit tests, where there is no layout engine). */
  renderMap?: (position: LatLngValue | null, onMove: (next: LatLngValue) => void) => ReactNode;
}

export function LocationForm({ initialValues, saving, onSubmit, renderMap }: LocationFormProps) {
  const formik = useFormik<Address>({
    initialValues,
    enableReinitialize: true,
    validate: formikValidate(addressSchema),
    onSubmit: async (values) => onSubmit(values),
  });
  const values = formik.values;
  const position = typeof values.latitude === 'number' && typeof values.longitude === 'number' ? { latitude: values.latitude, longitude: values.longitude } : null;
  const complete = isCommerceLocationComplete(values);
  const move = (next: LatLngValue) => {
    void formik.setFieldValue('latitude', next.latitude);
    void formik.setFieldValue('longitude', next.longitude);
  };

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Ubicación del comercio">
      <LeaveGuard dirty={formik.dirty && !formik.isSubmitting} />
      <Form layout="vertical" component={false}>
        <Alert
          type={complete ? 'success' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="location-status"
          title={complete ? 'Ubicación completa' : 'Ubicación incompleta'}
          description={LOCATION_COMPLETE_RULE}
        />
        {renderMap ? renderMap(position, move) : null}
        <Row gutter={12} style={{ marginTop: 12 }}>
          <Col xs={12}>
            <NumberField formik={formik} name="latitude" label="Latitud" step={0.0001} min={-90} max={90} />
          </Col>
          <Col xs={12}>
            <NumberField formik={formik} name="longitude" label="Longitud" step={0.0001} min={-180} max={180} />
          </Col>
        </Row>
        {position ? null : (
          <Button size="small" style={{ marginBottom: 12 }} onClick={() => move(mapStartFor(values) ?? DEFAULT_MAP_CENTER)}>
            Colocar el pin en el mapa
          </Button>
        )}
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <TextField formik={formik} name="street" label={<RequiredLabel>Calle</RequiredLabel>} autoComplete="address-line1" />
          </Col>
          <Col xs={12} md={6}>
            <TextField formik={formik} name="exteriorNumber" label={<RequiredLabel>Núm. ext.</RequiredLabel>} />
          </Col>
          <Col xs={12} md={6}>
            <TextField formik={formik} name="interiorNumber" label="Núm. int." />
          </Col>
          <Col xs={24} md={14}>
            <TextField formik={formik} name="neighborhood" label={<RequiredLabel>Colonia</RequiredLabel>} />
          </Col>
          <Col xs={24} md={10}>
            <TextField formik={formik} name="postalCode" label={<RequiredLabel>Código postal</RequiredLabel>} inputMode="numeric" maxLength={5} />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="city" label={<RequiredLabel>Ciudad</RequiredLabel>} />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="state" label={<RequiredLabel>Estado</RequiredLabel>} />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="country" label="País" />
          </Col>
          <Col xs={24}>
            <TextField
              formik={formik}
              name="fullAddress"
              label={<RequiredLabel>Dirección completa</RequiredLabel>}
              extra={
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void formik.setFieldValue('fullAddress', composeFullAddress(values))}>
                  Componer con los campos de arriba
                </Button>
              }
            />
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} block data-testid="location-save">
          Guardar ubicación
        </Button>
      </Form>
    </form>
  );
}


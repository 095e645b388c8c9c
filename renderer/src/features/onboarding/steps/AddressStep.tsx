// Step 2: the commerce's address (docs/domain.md (Validación) address fields) and its pin on the map (PinPicker:
// the map starts at the address's city). The full address line is composed from the parts.
import { Col, Form, Row } from 'antd';
import { useFormik } from 'formik';
import { addressSchema } from '@shared/validation/commerce';
import { numberField } from '@shared/validation/fields';
import { V } from '@shared/validation/messages';
import type { Address } from '@shared/types/commerce';
import { TextField } from '../../../components/FormikFields';
import { PinPicker } from '../../commerce-data/PinPicker';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';

type AddressParts = Omit<Address, 'fullAddress' | 'latitude' | 'longitude'>;
type AddressValues = Omit<Address, 'fullAddress'>;

export function composeFullAddress(a: AddressParts): string {
  const number = [a.exteriorNumber.trim(), a.interiorNumber.trim() ? `int. ${a.interiorNumber.trim()}` : ''].filter(Boolean).join(' ');
  const street = [a.street.trim(), number].filter(Boolean).join(' ');
  const place = [a.neighborhood.trim() ? `Col. ${a.neighborhood.trim()}` : '', a.postalCode.trim() ? `C.P. ${a.postalCode.trim()}` : '', a.city.trim(), a.state.trim(), a.country.trim()];
  return [street, ...place].filter(Boolean).join(', ');
}

const schema = addressSchema.omit(['fullAddress']).shape({
  latitude: numberField().nullable().required(V.pinRequired),
  longitude: numberField().nullable().required(V.pinRequired),
});

export function AddressStep({ commerce, saving, onBack, onSubmit }: StepProps) {
  const current = commerce.address;
  const formik = useFormik<AddressValues>({
    initialValues: {
      country: current?.country || 'México',
      state: current?.state ?? '',
      city: current?.city ?? '',
      neighborhood: current?.neighborhood ?? '',
      postalCode: current?.postalCode ?? '',
      street: current?.street ?? '',
      exteriorNumber: current?.exteriorNumber ?? '',
      interiorNumber: current?.interiorNumber ?? '',
      latitude: current?.latitude ?? null,
      longitude: current?.longitude ?? null,
    },
    validationSchema: schema,
    onSubmit: (values) => {
      const fullAddress = composeFullAddress(values);
      return onSubmit({
        address: { ...values, fullAddress },
        direccion: fullAddress,
      });
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Dirección" data-testid="onboarding-step-address">
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <TextField formik={formik} name="street" label="Calle" autoComplete="address-line1" />
          </Col>
          <Col xs={12} md={4}>
            <TextField formik={formik} name="exteriorNumber" label="Núm. exterior" />
          </Col>
          <Col xs={12} md={4}>
            <TextField formik={formik} name="interiorNumber" label="Núm. interior" />
          </Col>
          <Col xs={24} md={16}>
            <TextField formik={formik} name="neighborhood" label="Colonia" />
          </Col>
          <Col xs={24} md={8}>
            <TextField formik={formik} name="postalCode" label="Código postal" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
          </Col>
          <Col xs={24} md={12}>
            <TextField formik={formik} name="city" label="Ciudad o municipio" autoComplete="address-level2" />
          </Col>
          <Col xs={24} md={12}>
            <TextField formik={formik} name="state" label="Estado" autoComplete="address-level1" />
          </Col>
        </Row>
        <PinPicker
          address={formik.values}
          position={typeof formik.values.latitude === 'number' && typeof formik.values.longitude === 'number' ? { latitude: formik.values.latitude, longitude: formik.values.longitude } : null}
          onMove={(next) => void formik.setValues({ ...formik.values, latitude: next.latitude, longitude: next.longitude })}
          error={formik.submitCount > 0 ? formik.errors.latitude : undefined}
        />
        <StepActions saving={saving} onBack={onBack} />
      </Form>
    </form>
  );
}

// Phone with its country code (docs/domain.md (Validación): the length depends on the country; Mexico 10 digits).
import { Form, Input, Select, Space } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { COUNTRIES } from '@shared/countries';
import { fieldStatus } from './FormikFields';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFormik = FormikProps<any>;

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.dialCode, label: `+${country.dialCode} ${country.name}` }));

export function PhoneField({ formik, name = 'telefono', codeName = 'country_code', label = 'Teléfono (WhatsApp)' }: { formik: AnyFormik; name?: string; codeName?: string; label?: string }) {
  const code: unknown = getIn(formik.values, codeName);
  const phone: unknown = getIn(formik.values, name);
  const status = fieldStatus(formik, name);
  const codeStatus = fieldStatus(formik, codeName);
  const inputId = `campo-${name}`;
  return (
    <Form.Item label={label} htmlFor={inputId} {...(status.validateStatus ? status : codeStatus)}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="Código de país"
          value={typeof code === 'string' ? code : undefined}
          options={COUNTRY_OPTIONS}
          onChange={(value: string) => void formik.setFieldValue(codeName, value)}
          style={{ width: 150 }}
          popupMatchSelectWidth={false}
        />
        <Input
          id={inputId}
          name={name}
          inputMode="numeric"
          autoComplete="tel-national"
          value={typeof phone === 'string' ? phone : ''}
          onChange={(event) => void formik.setFieldValue(name, event.target.value.replace(/\D/g, ''))}
          onBlur={formik.handleBlur}
          aria-invalid={!!status.validateStatus}
        />
      </Space.Compact>
    </Form.Item>
  );
}

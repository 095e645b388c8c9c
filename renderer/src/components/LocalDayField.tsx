// A date field holding a local day ('YYYY-MM-DD', '' for none) in a formik form, shown as DD/MM/YYYY.
import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { getIn, type FormikProps } from 'formik';
import { fieldStatus } from './FormikFields';

export function LocalDayField<Values>({ formik, name, label }: { formik: FormikProps<Values>; name: string; label: string }) {
  const value: unknown = getIn(formik.values, name);
  return (
    <Form.Item label={label} htmlFor={`campo-${name}`} {...fieldStatus(formik, name)} style={{ flex: 1, minWidth: 150 }}>
      <DatePicker
        id={`campo-${name}`}
        format="DD/MM/YYYY"
        style={{ width: '100%' }}
        placeholder="Sin fecha"
        value={typeof value === 'string' && value ? dayjs(value) : null}
        onChange={(date) => void formik.setFieldValue(name, date ? date.format('YYYY-MM-DD') : '')}
      />
    </Form.Item>
  );
}

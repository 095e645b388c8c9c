// Small formik ↔ antd bindings: a labelled field whose error shows under it once touched (or after submit).
import { Form, Input, type InputProps } from 'antd';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';

// Formik's generic parameter is invariant; the helpers only read by field name, so any form shape works.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFormik = FormikProps<any>;

export function fieldStatus(formik: AnyFormik, name: string): { validateStatus?: 'error'; help?: ReactNode } {
  const error: unknown = getIn(formik.errors, name);
  const touched = !!getIn(formik.touched, name) || formik.submitCount > 0;
  return touched && typeof error === 'string' ? { validateStatus: 'error', help: error } : {};
}

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'> {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  password?: boolean;
  extra?: ReactNode;
}

export function TextField({ formik, name, label, password, extra, id, ...inputProps }: TextFieldProps) {
  const inputId = id ?? `campo-${name.replace(/\W/g, '-')}`;
  const value: unknown = getIn(formik.values, name);
  const common = {
    ...inputProps,
    id: inputId,
    name,
    value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  };
  const status = fieldStatus(formik, name);
  return (
    <Form.Item label={label} htmlFor={inputId} {...status} extra={extra}>
      {password ? <Input.Password {...common} aria-invalid={!!status.validateStatus} /> : <Input {...common} aria-invalid={!!status.validateStatus} />}
    </Form.Item>
  );
}

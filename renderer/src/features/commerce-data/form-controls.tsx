// formik ↔ antd controls the configuration screens share (text fields come from components/FormikFields):
// switches, checkboxes, numbers (empty → null), selects and time inputs, each with its error under it.
import { Checkbox, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { MSG } from '@shared/messages';
import { fieldStatus } from '../../components/FormikFields';

// Formik's generic parameter is invariant; the helpers only read by field name, so any form shape works.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFormik = FormikProps<any>;

export const fieldId = (name: string) => `campo-${name.replace(/\W/g, '-')}`;

/** docs/domain.md (Validación): text inputs may show the required indicator 'Requerido'. */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <span>
      {children}{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }} className="required-indicator">
        ({MSG.required})
      </Typography.Text>
    </span>
  );
}

export function SwitchField({ formik, name, label, disabled, onChange }: { formik: AnyFormik; name: string; label: ReactNode; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  const value: unknown = getIn(formik.values, name);
  return (
    <Form.Item {...fieldStatus(formik, name)} style={{ marginBottom: 12 }}>
      <label style={{ display: 'inline-flex', gap: 10, alignItems: 'center', cursor: 'pointer' }}>
        <Switch
          id={fieldId(name)}
          checked={value === true}
          disabled={disabled}
          onChange={(checked) => {
            void formik.setFieldValue(name, checked);
            onChange?.(checked);
          }}
        />
        <span>{label}</span>
      </label>
    </Form.Item>
  );
}

export function CheckboxField({ formik, name, label, disabled }: { formik: AnyFormik; name: string; label: ReactNode; disabled?: boolean }) {
  const value: unknown = getIn(formik.values, name);
  return (
    <Checkbox id={fieldId(name)} checked={value === true} disabled={disabled} onChange={(event) => void formik.setFieldValue(name, event.target.checked)}>
      {label}
    </Checkbox>
  );
}

export function NumberField({
  formik,
  name,
  label,
  prefix,
  suffix,
  min,
  max,
  step,
}: {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
}) {
  const value: unknown = getIn(formik.values, name);
  const status = fieldStatus(formik, name);
  return (
    <Form.Item label={label} htmlFor={fieldId(name)} {...status}>
      <InputNumber
        id={fieldId(name)}
        name={name}
        style={{ width: '100%' }}
        value={typeof value === 'number' ? value : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : null}
        prefix={prefix}
        suffix={suffix}
        min={min}
        max={max}
        step={step}
        decimalSeparator="."
        onChange={(next) => void formik.setFieldValue(name, typeof next === 'number' ? next : null)}
        onBlur={() => void formik.setFieldTouched(name, true)}
        aria-invalid={!!status.validateStatus}
      />
    </Form.Item>
  );
}

export function SelectField<V extends string | number>({
  formik,
  name,
  label,
  options,
  placeholder,
  onChange,
  searchable = false,
}: {
  formik: AnyFormik;
  name: string;
  label: ReactNode;
  options: { value: V; label: ReactNode; disabled?: boolean }[];
  placeholder?: string;
  onChange?: (value: V) => void;
  /** Long lists (time zones): typing filters the options by their label. */
  searchable?: boolean;
}) {
  const value: unknown = getIn(formik.values, name);
  const status = fieldStatus(formik, name);
  return (
    <Form.Item label={label} htmlFor={fieldId(name)} {...status}>
      <Select<V>
        id={fieldId(name)}
        value={(value ?? undefined) as V | undefined}
        options={options}
        placeholder={placeholder}
        showSearch={searchable ? { optionFilterProp: 'label' } : false}
        onChange={(next) => {
          void formik.setFieldValue(name, next);
          onChange?.(next);
        }}
        onBlur={() => void formik.setFieldTouched(name, true)}
        status={status.validateStatus}
      />
    </Form.Item>
  );
}

/** 'HH:mm' through the browser's own time input (keyboard friendly, works on phones). */
export function TimeField({ formik, name, label, extra }: { formik: AnyFormik; name: string; label: ReactNode; extra?: ReactNode }) {
  const value: unknown = getIn(formik.values, name);
  const status = fieldStatus(formik, name);
  return (
    <Form.Item label={label} htmlFor={fieldId(name)} {...status} extra={extra}>
      <Input id={fieldId(name)} name={name} type="time" value={typeof value === 'string' ? value : ''} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-invalid={!!status.validateStatus} />
    </Form.Item>
  );
}

/** An error that belongs to a group (e.g. 'Selecciona al menos un método de pago'), shown under it. */
export function GroupError({ formik, name }: { formik: AnyFormik; name: string }) {
  const { help } = fieldStatus(formik, name);
  if (!help) return null;
  return (
    <div role="alert" className="ant-form-item-explain-error" data-error-for={name} style={{ color: '#ff4d4f', marginTop: 4 }}>
      {help}
    </div>
  );
}

// The "which products" multi-select of sections and extra groups, bound to a formik `productos` field.
import { Form, Select } from 'antd';
import type { FormikProps } from 'formik';
import { useGetProductsQuery } from '../api';

export function ProductsField<Values extends { productos: string[] }>({ formik, label, extra }: { formik: FormikProps<Values>; label: string; extra?: string }) {
  const products = useGetProductsQuery();
  return (
    <Form.Item label={label} htmlFor="campo-productos" extra={extra}>
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
  );
}

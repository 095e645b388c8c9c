// Presentations of a product (e.g. 'Orden de 3', 'Orden de 5'), each with its own price. With at least one,
// the product's base price follows the lowest presentation (server rule).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { FieldArray, getIn, type FormikProps } from 'formik';
import { fieldStatus } from '../../../components/FormikFields';
import { MoneyInput } from './MoneyInput';

export interface PresentationValue {
  id?: string;
  nombre: string;
  precio: number | null;
}

type WithPresentations = { presentaciones: PresentationValue[]; precio: number | null };

/** `pricesOnly`: a location following a master menu changes the prices, not the list (docs/master-menu.md). */
export function PresentationsEditor<T extends WithPresentations>({ formik, pricesOnly = false }: { formik: FormikProps<T>; pricesOnly?: boolean }) {
  const rows = formik.values.presentaciones;
  if (pricesOnly && rows.length === 0) return null;
  return (
    <FieldArray name="presentaciones">
      {(helpers) => (
        <div style={{ marginBottom: 24 }}>
          <Typography.Text strong>Presentaciones</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '2px 0 8px' }}>
            {rows.length === 0 ? 'Opcional: agrega tamaños o porciones con su propio precio.' : 'El cliente elige una presentación; cada una tiene su precio.'}
          </Typography.Paragraph>
          {rows.map((row, index) => (
            <Flex key={row.id ?? `nueva-${index}`} gap={8} align="flex-start" data-testid="presentation-row">
              <Form.Item {...fieldStatus(formik, `presentaciones.${index}.nombre`)} style={{ flex: 1, marginBottom: 8 }}>
                <Input
                  aria-label={`Nombre de la presentación ${index + 1}`}
                  placeholder="Ej. Orden de 3"
                  value={row.nombre}
                  name={`presentaciones.${index}.nombre`}
                  disabled={pricesOnly}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
              </Form.Item>
              <Form.Item {...fieldStatus(formik, `presentaciones.${index}.precio`)} style={{ width: 160, marginBottom: 8 }}>
                <MoneyInput
                  ariaLabel={`Precio de la presentación ${index + 1}`}
                  value={getIn(formik.values, `presentaciones.${index}.precio`) as number | null}
                  onChange={(value) => void formik.setFieldValue(`presentaciones.${index}.precio`, value)}
                />
              </Form.Item>
              {pricesOnly ? null : <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Quitar la presentación ${index + 1}`} onClick={() => helpers.remove(index)} />}
            </Flex>
          ))}
          {pricesOnly ? null : (
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                // The first presentation starts from the base price so nothing typed is lost.
                helpers.push({ nombre: '', precio: rows.length === 0 ? formik.values.precio : null });
              }}
            >
              Agregar presentación
            </Button>
          )}
        </div>
      )}
    </FieldArray>
  );
}

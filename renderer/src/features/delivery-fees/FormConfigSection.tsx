// The delivery form customers fill (config_form_entrega): which fields show and which are required, the label
// of 'referencias'. Per-km forces the location and per-neighbourhood the colonia (required and shown).
import { Card, Checkbox, Input, Table, Tag } from 'antd';
import type { DeliveryFormConfig } from '@shared/types/commerce';
import { DEFAULT_DELIVERY_FORM_CONFIG } from '@shared/types/commerce';
import { FORCED_FORM_FIELD, type DeliverySettings } from '@shared/validation/delivery-settings';
import { GroupError, type AnyFormik } from '../commerce-data/form-controls';
import { FORM_FIELD_LABELS } from './labels';

const FIELDS = Object.keys(FORM_FIELD_LABELS) as (keyof DeliveryFormConfig)[];

export function FormConfigSection({ formik }: { formik: AnyFormik }) {
  const values = formik.values as DeliverySettings;
  if (!values.activar_envio_domicilio) return null;
  const config = values.config_form_entrega ?? DEFAULT_DELIVERY_FORM_CONFIG;
  const forced = FORCED_FORM_FIELD[values.tipo_envio_domicilio ?? ''];
  const set = (field: keyof DeliveryFormConfig, key: 'show' | 'required', checked: boolean) => {
    const current = config[field];
    // Required implies shown; hiding a field makes it optional.
    const next = key === 'required' ? { ...current, required: checked, show: checked ? true : current.show } : { ...current, show: checked, required: checked ? current.required : false };
    void formik.setFieldValue('config_form_entrega', { ...config, [field]: next });
  };
  return (
    <Card title="Formulario de entrega a domicilio" size="small" style={{ marginBottom: 16 }} data-testid="form-config">
      <Table
        size="small"
        pagination={false}
        rowKey="field"
        dataSource={FIELDS.map((field) => ({ field }))}
        columns={[
          {
            title: 'Campo',
            dataIndex: 'field',
            render: (field: keyof DeliveryFormConfig) => (
              <>
                {FORM_FIELD_LABELS[field]} {forced === field ? <Tag color="blue">Obligatorio por el tipo de envío</Tag> : null}
                {field === 'referencias' && config.referencias.show ? (
                  <Input
                    size="small"
                    aria-label="Etiqueta del campo referencias"
                    style={{ marginTop: 4, maxWidth: 240, display: 'block' }}
                    value={config.referencias.label}
                    onChange={(event) => void formik.setFieldValue('config_form_entrega', { ...config, referencias: { ...config.referencias, label: event.target.value } })}
                  />
                ) : null}
              </>
            ),
          },
          {
            title: 'Mostrar',
            width: 90,
            render: (_: unknown, { field }: { field: keyof DeliveryFormConfig }) => (
              <Checkbox aria-label={`Mostrar ${FORM_FIELD_LABELS[field]}`} checked={forced === field || config[field].show} disabled={forced === field} onChange={(event) => set(field, 'show', event.target.checked)} />
            ),
          },
          {
            title: 'Obligatorio',
            width: 100,
            render: (_: unknown, { field }: { field: keyof DeliveryFormConfig }) => (
              <Checkbox aria-label={`${FORM_FIELD_LABELS[field]} obligatorio`} checked={forced === field || config[field].required} disabled={forced === field} onChange={(event) => set(field, 'required', event.target.checked)} />
            ),
          },
        ]}
      />
      <GroupError formik={formik} name="config_form_entrega" />
    </Card>
  );
}

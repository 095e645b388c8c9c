// Delivery, eat-in and pickup switches with the payment methods each accepts, and the payment-link switch
// (turning it off turns enlace_pago off in all three flows, docs/domain.md (Validación)). «Enlace de pago» and
// «Pago en línea» are shown disabled with the reason while no online payment provider is connected.
import { Card, Flex, Typography } from 'antd';
import { FLOW_PAYMENT_METHODS } from '@shared/constants';
import { ONLINE_PAYMENT_MSG, isUnofferedPaymentMethod } from '@shared/online-payment';
import { DELIVERY_FLOWS, DELIVERY_MODES_ERROR_PATH, normalizeDeliverySettings, type DeliverySettings } from '@shared/validation/delivery-settings';
import { CheckboxField, GroupError, SwitchField, type AnyFormik } from '../commerce-data/form-controls';
import { FLOW_LABELS, PAYMENT_METHOD_LABELS } from './labels';

export function FlowsSection({ formik }: { formik: AnyFormik }) {
  const values = formik.values as DeliverySettings;
  return (
    <Card title="Tipos de entrega y formas de pago" size="small" style={{ marginBottom: 16 }}>
      {/* The payment link is the counter's: it stays off for customers and says why (shared/online-payment.ts). */}
      <SwitchField
        formik={formik}
        name="activar_pago_enlace"
        label={
          <span>
            Aceptar enlace de pago{' '}
            <Typography.Text type="secondary" data-testid="payment-link-unavailable">
              · {ONLINE_PAYMENT_MSG.unavailable}
            </Typography.Text>
          </span>
        }
        disabled
        onChange={(checked) => {
          if (!checked) void formik.setValues(normalizeDeliverySettings({ ...values, activar_pago_enlace: false }));
        }}
      />
      <GroupError formik={formik} name={DELIVERY_MODES_ERROR_PATH} />
      <Flex vertical gap={12} style={{ marginTop: 8 }}>
        {DELIVERY_FLOWS.map((flow) => {
          const active = values[flow.active] === true;
          return (
            <div key={flow.active} style={{ border: '1px solid #eee6da', borderRadius: 8, padding: '10px 12px' }} data-testid={`flow-${flow.active}`}>
              <SwitchField formik={formik} name={flow.active} label={<Typography.Text strong>{FLOW_LABELS[flow.active]}</Typography.Text>} />
              {active ? (
                <>
                  <Typography.Text type="secondary">Formas de pago aceptadas</Typography.Text>
                  <div role="group" aria-label={`Formas de pago: ${FLOW_LABELS[flow.active]}`} style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 16px', marginTop: 4 }}>
                    {FLOW_PAYMENT_METHODS.map((method) => {
                      const unoffered = isUnofferedPaymentMethod(method);
                      return (
                        <CheckboxField
                          key={method}
                          formik={formik}
                          name={`${flow.methods}.${method}`}
                          label={unoffered ? `${PAYMENT_METHOD_LABELS[method]} (desde el mostrador)` : PAYMENT_METHOD_LABELS[method]}
                          disabled={unoffered || (method === 'enlace_pago' && !values.activar_pago_enlace)}
                        />
                      );
                    })}
                  </div>
                  <GroupError formik={formik} name={flow.methods} />
                </>
              ) : null}
            </div>
          );
        })}
      </Flex>
    </Card>
  );
}

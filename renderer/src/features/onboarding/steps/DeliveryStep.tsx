// Step 3: which delivery modes the commerce offers and the payment methods of each (docs/domain.md (Validación): at least one
// mode, each active mode with at least one method). Bank transfer asks for the account it is paid into (the CLABE
// with its control digit, shared rule); payment links need a provider and are set later in Tarifas y entregas.
import { Alert, Card, Checkbox, Col, Row, Switch, Typography } from 'antd';
import { useFormik } from 'formik';
import { formikValidate } from '@shared/validation/errors';
import { bankTransferDetailsSchema } from '@shared/validation/delivery-settings';
import { V } from '@shared/validation/messages';
import { offeredPaymentMethods } from '@shared/online-payment';
import { NO_PAYMENT_METHODS, type BankTransferDetails, type PaymentMethodsMap } from '@shared/types/commerce';
import { BankDetailsCard } from '../../delivery-fees/BankTipSection';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';

const FLOWS = [
  { key: 'delivery', label: 'Envío a domicilio', active: 'activar_envio_domicilio', methods: 'metodos_pago_envio_domicilio' },
  { key: 'eat-in', label: 'Comer en el restaurante', active: 'activar_comer_restaurant', methods: 'metodos_pago_comer_restaurant' },
  { key: 'pickup', label: 'Pasar a recoger', active: 'activar_pasar_recoger', methods: 'metodos_pago_pasar_recoger' },
] as const;

const METHODS = [
  { key: 'efectivo', label: 'Efectivo' },
  { key: 'tarjeta', label: 'Tarjeta (terminal)' },
  { key: 'transferencia', label: 'Transferencia' },
] as const;

type FlowActive = (typeof FLOWS)[number]['active'];
type FlowMethods = (typeof FLOWS)[number]['methods'];
export type DeliveryValues = Record<FlowActive, boolean> & Record<FlowMethods, PaymentMethodsMap> & { bank_transfer_details: BankTransferDetails };

function takesTransfer(values: DeliveryValues): boolean {
  return FLOWS.some((flow) => values[flow.active] && values[flow.methods].transferencia);
}

export function validateDelivery(values: DeliveryValues): Partial<Record<FlowActive | FlowMethods, string>> {
  const errors: Partial<Record<FlowActive | FlowMethods, string>> = {};
  if (!FLOWS.some((flow) => values[flow.active])) errors.activar_envio_domicilio = V.atLeastOneMode;
  for (const flow of FLOWS) {
    if (values[flow.active] && !Object.values(values[flow.methods]).some(Boolean)) errors[flow.methods] = V.atLeastOnePaymentMethod;
  }
  return errors;
}

export function DeliveryStep({ commerce, saving, onBack, onSubmit }: StepProps) {
  const formik = useFormik<DeliveryValues>({
    initialValues: {
      activar_envio_domicilio: commerce.activar_envio_domicilio,
      activar_comer_restaurant: commerce.activar_comer_restaurant,
      activar_pasar_recoger: commerce.activar_pasar_recoger,
      metodos_pago_envio_domicilio: offeredPaymentMethods({ ...NO_PAYMENT_METHODS, ...commerce.metodos_pago_envio_domicilio }),
      metodos_pago_comer_restaurant: offeredPaymentMethods({ ...NO_PAYMENT_METHODS, ...commerce.metodos_pago_comer_restaurant }),
      metodos_pago_pasar_recoger: offeredPaymentMethods({ ...NO_PAYMENT_METHODS, ...commerce.metodos_pago_pasar_recoger }),
      bank_transfer_details: commerce.bank_transfer_details ?? { titular_name: '', bank_name: '', clabe: '' },
    },
    validate: async (values) => {
      const errors: Record<string, unknown> = validateDelivery(values);
      if (!takesTransfer(values)) return errors;
      const bank = await formikValidate(bankTransferDetailsSchema)(values.bank_transfer_details);
      return Object.keys(bank).length > 0 ? { ...errors, bank_transfer_details: bank } : errors;
    },
    onSubmit: ({ bank_transfer_details, ...values }) => onSubmit(takesTransfer({ ...values, bank_transfer_details }) ? { ...values, bank_transfer_details } : values),
  });
  const showErrors = formik.submitCount > 0;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Entregas y formas de pago" data-testid="onboarding-step-delivery">
      {showErrors && formik.errors.activar_envio_domicilio ? (
        <Alert type="error" showIcon role="alert" title={formik.errors.activar_envio_domicilio} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={[16, 16]}>
        {FLOWS.map((flow) => {
          const active = formik.values[flow.active];
          const flowError: unknown = showErrors ? formik.errors[flow.methods] : undefined;
          const error = typeof flowError === 'string' ? flowError : undefined;
          const switchId = `modo-${flow.key}`;
          return (
            <Col xs={24} md={8} key={flow.key}>
              <Card size="small" style={{ height: '100%', borderColor: active ? '#c2410c' : undefined }}>
                <label htmlFor={switchId} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, cursor: 'pointer' }}>
                  <Typography.Text strong>{flow.label}</Typography.Text>
                  <Switch id={switchId} checked={active} onChange={(checked) => void formik.setFieldValue(flow.active, checked)} data-testid={`flow-${flow.key}`} />
                </label>
                {active ? (
                  <fieldset style={{ border: 'none', margin: '12px 0 0', padding: 0 }}>
                    <legend style={{ fontSize: 13, color: '#6b5d52', marginBottom: 4 }}>Formas de pago</legend>
                    {METHODS.map((method) => (
                      <div key={method.key}>
                        <Checkbox
                          checked={formik.values[flow.methods][method.key]}
                          onChange={(event) => void formik.setFieldValue(`${flow.methods}.${method.key}`, event.target.checked)}
                          data-testid={`method-${flow.key}-${method.key}`}
                        >
                          {method.label}
                        </Checkbox>
                      </div>
                    ))}
                    {error ? (
                      <Typography.Text type="danger" role="alert" style={{ fontSize: 13 }}>
                        {error}
                      </Typography.Text>
                    ) : null}
                  </fieldset>
                ) : null}
              </Card>
            </Col>
          );
        })}
      </Row>
      {takesTransfer(formik.values) ? (
        <div style={{ marginTop: 16 }}>
          <BankDetailsCard formik={formik} />
        </div>
      ) : null}
      <StepActions saving={saving} onBack={onBack} />
    </form>
  );
}

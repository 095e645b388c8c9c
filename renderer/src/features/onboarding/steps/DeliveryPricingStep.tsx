// How home delivery is charged (fixed fee, by distance, by neighbourhood…), asked during onboarding so the panel
// does not warn about it right after. The same form section and rules as Tarifas y entregas (FeeSection and the
// shared deliverySettingsSchema); without home delivery there is nothing to ask.
import { Alert, Form } from 'antd';
import { useFormik } from 'formik';
import { deliverySettingsSchema, formikValidate, normalizeDeliverySettings, pickDeliverySettings, type DeliverySettings } from '@shared/validation';
import { V } from '@shared/validation/messages';
import { FeeSection } from '../../delivery-fees/FeeSection';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';

const validateSettings = formikValidate(deliverySettingsSchema);

/** The shared rules, plus: with home delivery on, the owner must say how it is charged (that is the step). */
async function validatePricing(values: DeliverySettings) {
  const errors = await validateSettings(normalizeDeliverySettings(values));
  if (values.activar_envio_domicilio && !values.tipo_envio_domicilio) return { ...errors, tipo_envio_domicilio: V.required };
  return errors;
}

export function DeliveryPricingStep({ commerce, saving, onBack, onSubmit }: StepProps) {
  const formik = useFormik<DeliverySettings>({
    initialValues: pickDeliverySettings(commerce),
    validate: validatePricing,
    onSubmit: (values) => onSubmit(normalizeDeliverySettings(values)),
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Cómo cobras el envío" data-testid="onboarding-step-pricing">
      <Form layout="vertical" component={false}>
        {commerce.activar_envio_domicilio ? (
          <FeeSection formik={formik} />
        ) : (
          <Alert type="info" showIcon title="No ofreces envío a domicilio: no hay costo de envío que configurar. Puedes activarlo después en Tarifas y entregas." />
        )}
      </Form>
      <StepActions saving={saving} onBack={onBack} />
    </form>
  );
}

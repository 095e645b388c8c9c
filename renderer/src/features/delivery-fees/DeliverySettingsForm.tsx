// /tarifas/delivery-config form: every docs/domain.md (Validación) delivery-settings rule through the shared deliverySettingsSchema,
// on the values as they will be saved (normalizeDeliverySettings). A save with no changes is refused: the
// button stays disabled and says why.
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { withoutUnofferedPayments } from '@shared/online-payment';
import { DEFAULT_DELIVERY_FORM_CONFIG } from '@shared/types/commerce';
import { deliverySettingsSchema, formikValidate, hasChanges, normalizeDeliverySettings, type DeliverySettings } from '@shared/validation';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { BankTipSection } from './BankTipSection';
import { FeeSection } from './FeeSection';
import { FlowsSection } from './FlowsSection';
import { FormConfigSection } from './FormConfigSection';
import './delivery-form.css';

export const NO_CHANGES_MESSAGE = 'No hay cambios para guardar';

const validateSettings = formikValidate(deliverySettingsSchema);

export interface DeliverySettingsFormProps {
  /** The saved settings: what "no changes" compares against. */
  stored: DeliverySettings;
  /** Where editing starts (a draft); the saved settings by default. */
  initialValues?: DeliverySettings;
  saving?: boolean;
  onSubmit: (settings: DeliverySettings) => Promise<void> | void;
}

/** The form edits the settings as offered: «Enlace de pago» and «Pago en línea» off (shared/online-payment.ts). */
function withFormDefaults(settings: DeliverySettings): DeliverySettings {
  return withoutUnofferedPayments({ ...settings, config_form_entrega: settings.config_form_entrega ?? DEFAULT_DELIVERY_FORM_CONFIG });
}

export function DeliverySettingsForm({ stored, initialValues, saving, onSubmit }: DeliverySettingsFormProps) {
  const saved = useMemo(() => withFormDefaults(stored), [stored]);
  const initial = useMemo(() => withFormDefaults(initialValues ?? stored), [initialValues, stored]);
  const formik = useFormik<DeliverySettings>({
    initialValues: initial,
    enableReinitialize: true,
    validate: (values) => validateSettings(normalizeDeliverySettings(values)),
    onSubmit: async (values) => onSubmit(normalizeDeliverySettings(values)),
  });
  const changed = hasChanges(normalizeDeliverySettings(saved), normalizeDeliverySettings(formik.values));
  const hasErrors = formik.submitCount > 0 && Object.keys(formik.errors).length > 0;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Configuración de entregas" data-testid="delivery-settings-form" className="delivery-settings-form">
      <LeaveGuard dirty={changed && !formik.isSubmitting} />
      <Form layout="vertical" component={false}>
        <FlowsSection formik={formik} />
        <FeeSection formik={formik} />
        <FormConfigSection formik={formik} />
        <BankTipSection formik={formik} />
        {hasErrors ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title="Revisa los campos marcados antes de guardar." /> : null}
        <Flex gap={12} align="center" wrap className="delivery-settings-save-bar" data-testid="delivery-settings-save-bar">
          <Button type="primary" htmlType="submit" loading={saving} disabled={!changed} data-testid="delivery-settings-save">
            Guardar configuración
          </Button>
          {changed ? null : (
            <Typography.Text type="secondary" data-testid="no-changes">
              {NO_CHANGES_MESSAGE}
            </Typography.Text>
          )}
        </Flex>
      </Form>
    </form>
  );
}

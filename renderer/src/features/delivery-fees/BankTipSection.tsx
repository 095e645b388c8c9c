// Bank transfer details (needed once any active flow takes transfers; an empty CLABE clears them) and tips.
import { Card, Col, Row, Typography } from 'antd';
import { CLABE_LENGTH, TIP_DISPLAY_MODES } from '@shared/constants';
import { isBankTransferEnabled, type DeliverySettings } from '@shared/validation/delivery-settings';
import { TextField } from '../../components/FormikFields';
import { RequiredLabel, SelectField, SwitchField, type AnyFormik } from '../commerce-data/form-controls';
import { TIP_MODE_LABELS } from './labels';

/** The transfer details card, for a form whose values hold `bank_transfer_details` (Tarifas y entregas, the onboarding wizard). */
export function BankDetailsCard({ formik }: { formik: AnyFormik }) {
  return (
    <Card title="Datos para transferencia" size="small" style={{ marginBottom: 16 }} data-testid="bank-details">
      <Typography.Paragraph type="secondary">Tus clientes verán estos datos al pagar por transferencia. Deja la CLABE vacía para borrarlos.</Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <TextField formik={formik} name="bank_transfer_details.titular_name" label={<RequiredLabel>Titular de la cuenta</RequiredLabel>} />
        </Col>
        <Col xs={24} md={12}>
          <TextField formik={formik} name="bank_transfer_details.bank_name" label={<RequiredLabel>Banco</RequiredLabel>} />
        </Col>
        <Col xs={24}>
          <TextField
            formik={formik}
            name="bank_transfer_details.clabe"
            label={<RequiredLabel>CLABE</RequiredLabel>}
            inputMode="numeric"
            maxLength={CLABE_LENGTH + 2}
            extra={`${CLABE_LENGTH} dígitos`}
          />
        </Col>
      </Row>
    </Card>
  );
}

export function BankTipSection({ formik }: { formik: AnyFormik }) {
  const values = formik.values as DeliverySettings;
  return (
    <>
      {isBankTransferEnabled(values) ? <BankDetailsCard formik={formik} /> : null}
      <Card title="Propinas" size="small" style={{ marginBottom: 16 }}>
        <SwitchField formik={formik} name="activar_campo_agregar_propina" label="Permitir que el cliente agregue propina" />
        {values.activar_campo_agregar_propina ? (
          <SelectField formik={formik} name="tip_display_mode" label="Cómo se ofrecen las propinas" options={TIP_DISPLAY_MODES.map((mode) => ({ value: mode, label: TIP_MODE_LABELS[mode] }))} />
        ) : null}
      </Card>
    </>
  );
}

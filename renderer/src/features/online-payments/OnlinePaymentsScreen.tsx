// /configuracion-cobro-en-linea (COBROS_EN_LINEA): the fiscal and bank data of the commerce, kept sealed. Charging
// is done through the commerce's own Stripe or Mercado Pago account (Integraciones, docs/payments.md); this data is
// not sent to them: the screen says so; once saved, it shows as 'En revisión' and can be corrected.
import { App, Alert, Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { formatDateTime } from '@shared/dates';
import { TAX_TYPE_LABELS } from '@shared/validation/online-payment';
import { PageHeader } from '../../components/PageHeader';
import { saveErrorText } from '../commerce-data/save-error';
import { useGetOnlinePaymentSetupQuery, useSaveOnlinePaymentSetupMutation, type OnlinePaymentSetupAnswer } from './api';
import { emptySetup, OnlinePaymentForm } from './OnlinePaymentForm';

export const STATUS_LABELS: Record<OnlinePaymentSetupAnswer['estatus'], { label: string; color: string }> = {
  sin_configurar: { label: 'Sin configurar', color: 'default' },
  en_revision: { label: 'En revisión', color: 'gold' },
  aprobado: { label: 'Aprobado', color: 'green' },
  rechazado: { label: 'Rechazado', color: 'red' },
};

export default function OnlinePaymentsScreen() {
  const { message } = App.useApp();
  const query = useGetOnlinePaymentSetupQuery();
  const [save, { isLoading }] = useSaveOnlinePaymentSetupMutation();
  const [editing, setEditing] = useState(false);
  const answer = query.data;

  let body: React.ReactNode = <Skeleton active />;
  if (answer && answer.estatus !== 'sin_configurar' && answer.datos && !editing) {
    const status = STATUS_LABELS[answer.estatus];
    body = (
      <Result
        status={answer.estatus === 'aprobado' ? 'success' : 'info'}
        title={<Tag color={status.color} style={{ fontSize: 16, padding: '4px 12px' }} data-testid="online-payment-status">{status.label}</Tag>}
        subTitle={answer.estatus === 'en_revision' ? 'Recibimos tus datos y quedan guardados (cifrados). Para cobrar en línea conecta tu cuenta de Stripe o Mercado Pago en Integraciones: el dinero llega a esa cuenta.' : undefined}
        extra={<Button onClick={() => setEditing(true)}>Corregir datos</Button>}
      >
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Régimen">{answer.datos.taxType ? TAX_TYPE_LABELS[answer.datos.taxType] : ''}</Descriptions.Item>
          <Descriptions.Item label="RFC">{answer.datos.rfc}</Descriptions.Item>
          <Descriptions.Item label="Nombre o razón social">{answer.datos.businessName}</Descriptions.Item>
          <Descriptions.Item label="Banco">{answer.datos.bankAccount.bank_name}</Descriptions.Item>
          <Descriptions.Item label="CLABE">{`•••• ${answer.datos.bankAccount.clabe.slice(-4)}`}</Descriptions.Item>
          {answer.enviado_en ? <Descriptions.Item label="Enviado">{formatDateTime(answer.enviado_en)}</Descriptions.Item> : null}
        </Descriptions>
      </Result>
    );
  } else if (answer) {
    body = (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Para cobrar con tarjeta en tu menú en línea conecta tu cuenta de Stripe o Mercado Pago en Integraciones."
          description="Aquí puedes dejar tus datos fiscales y bancarios; se guardan cifrados y no se envían a Stripe ni a Mercado Pago (cada proveedor los pide en su propia cuenta)."
          data-testid="online-payment-not-connected"
        />
        <OnlinePaymentForm
          initialValues={answer.datos ?? emptySetup()}
          saving={isLoading}
          onSubmit={async (values) => {
            try {
              await save(values).unwrap();
              message.success(MSG.infoUpdated);
              setEditing(false);
            } catch (error) {
              message.error(saveErrorText(error));
            }
          }}
        />
      </>
    );
  } else if (query.isError) {
    body = <Result status="warning" title={MSG.paymentInfoError} />;
  }

  return (
    <section data-testid="screen-online-payments" aria-label="Cobros en línea">
      <PageHeader title="Cobros en línea" description="Tus clientes pagan con tarjeta en tu menú en línea por Stripe o Mercado Pago (conéctalos en Integraciones). Aquí guardas tus datos fiscales y bancarios." />
      {body}
    </section>
  );
}

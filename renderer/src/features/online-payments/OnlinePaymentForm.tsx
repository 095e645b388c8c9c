// The merchant's bank and tax data for the online payment provider, validated with the shared
// onlinePaymentSetupSchema (RFC by tax type, adult birth date, CLABE 18, address, three documents).
import { CheckCircleTwoTone, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { CLABE_LENGTH } from '@shared/constants';
import { DOCUMENT_LABELS, onlinePaymentSetupSchema, REQUIRED_DOCUMENTS, TAX_TYPE_LABELS, TAX_TYPES, type RequiredDocument } from '@shared/validation/online-payment';
import { formikValidate } from '@shared/validation';
import { errorMessage } from '../../app/baseQuery';
import { TextField } from '../../components/FormikFields';
import { GroupError, RequiredLabel, SelectField, type AnyFormik } from '../commerce-data/form-controls';
import { readFileAsBase64 } from '../commerce-data/api';
import { useUploadPaymentDocumentMutation, type OnlinePaymentSetup } from './api';

export function emptySetup(): OnlinePaymentSetup {
  return {
    taxType: '',
    rfc: '',
    businessName: '',
    birthDate: '',
    bankAccount: { bank_name: '', titular_name: '', clabe: '' },
    address: { street: '', exteriorNumber: '', neighborhood: '', city: '', state: '', postalCode: '' },
    documents: { identificacion: '', comprobante_domicilio: '', constancia_situacion_fiscal: '' },
  };
}

function DocumentField({ formik, kind }: { formik: AnyFormik; kind: RequiredDocument }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadPaymentDocumentMutation();
  const [fileName, setFileName] = useState<string | null>(null);
  const value = (formik.values as OnlinePaymentSetup).documents[kind];
  return (
    <div style={{ marginBottom: 12 }}>
      <Flex align="center" gap={8} wrap>
        <input
          ref={input}
          hidden
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          aria-label={`Subir ${DOCUMENT_LABELS[kind]}`}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              const { imagen } = await readFileAsBase64(file);
              const answer = await upload({ nombre_archivo: file.name, archivo: imagen }).unwrap();
              setFileName(file.name);
              void formik.setFieldValue(`documents.${kind}`, answer.url);
            } catch (error) {
              message.error(errorMessage(error, 'No se pudo subir el documento'));
            }
          }}
        />
        <Button icon={value ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <UploadOutlined />} loading={isLoading} onClick={() => input.current?.click()}>
          {DOCUMENT_LABELS[kind]}
        </Button>
        {value ? <Typography.Text type="secondary">{fileName ?? 'Documento cargado'}</Typography.Text> : <Typography.Text type="secondary">PDF o imagen, hasta 5 MB</Typography.Text>}
      </Flex>
      <GroupError formik={formik} name={`documents.${kind}`} />
    </div>
  );
}

export function OnlinePaymentForm({ initialValues, saving, onSubmit }: { initialValues: OnlinePaymentSetup; saving?: boolean; onSubmit: (values: OnlinePaymentSetup) => Promise<void> | void }) {
  const formik = useFormik<OnlinePaymentSetup>({
    initialValues,
    validate: formikValidate(onlinePaymentSetupSchema, { today: new Date() }),
    onSubmit: async (values) => onSubmit({ ...values, rfc: values.rfc.trim().toUpperCase(), birthDate: values.birthDate || null }),
  });
  const personal = formik.values.taxType === 'persona_fisica';
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Datos para cobro en línea">
      <Form layout="vertical" component={false}>
        <Card size="small" title="Datos fiscales" style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <SelectField formik={formik} name="taxType" label={<RequiredLabel>Régimen</RequiredLabel>} options={TAX_TYPES.map((type) => ({ value: type, label: TAX_TYPE_LABELS[type] }))} placeholder="Selecciona" />
            </Col>
            <Col xs={24} md={8}>
              <TextField formik={formik} name="rfc" label={<RequiredLabel>RFC</RequiredLabel>} style={{ textTransform: 'uppercase' }} maxLength={13} />
            </Col>
            <Col xs={24} md={8}>
              <TextField formik={formik} name="birthDate" label={personal ? <RequiredLabel>Fecha de nacimiento</RequiredLabel> : 'Fecha de nacimiento'} type="date" />
            </Col>
            <Col xs={24}>
              <TextField formik={formik} name="businessName" label={<RequiredLabel>{personal ? 'Nombre completo' : 'Razón social'}</RequiredLabel>} />
            </Col>
          </Row>
        </Card>
        <Card size="small" title="Cuenta bancaria para depósitos" style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <TextField formik={formik} name="bankAccount.bank_name" label={<RequiredLabel>Banco</RequiredLabel>} />
            </Col>
            <Col xs={24} md={12}>
              <TextField formik={formik} name="bankAccount.titular_name" label={<RequiredLabel>Titular</RequiredLabel>} />
            </Col>
            <Col xs={24}>
              <TextField formik={formik} name="bankAccount.clabe" label={<RequiredLabel>CLABE</RequiredLabel>} inputMode="numeric" maxLength={CLABE_LENGTH + 2} extra={`${CLABE_LENGTH} dígitos`} />
            </Col>
          </Row>
        </Card>
        <Card size="small" title="Domicilio fiscal" style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={24} md={16}>
              <TextField formik={formik} name="address.street" label={<RequiredLabel>Calle</RequiredLabel>} />
            </Col>
            <Col xs={24} md={8}>
              <TextField formik={formik} name="address.exteriorNumber" label={<RequiredLabel>Núm. ext.</RequiredLabel>} />
            </Col>
            <Col xs={24} md={12}>
              <TextField formik={formik} name="address.neighborhood" label={<RequiredLabel>Colonia</RequiredLabel>} />
            </Col>
            <Col xs={24} md={12}>
              <TextField formik={formik} name="address.postalCode" label={<RequiredLabel>Código postal</RequiredLabel>} inputMode="numeric" maxLength={5} />
            </Col>
            <Col xs={24} md={12}>
              <TextField formik={formik} name="address.city" label={<RequiredLabel>Ciudad</RequiredLabel>} />
            </Col>
            <Col xs={24} md={12}>
              <TextField formik={formik} name="address.state" label={<RequiredLabel>Estado</RequiredLabel>} />
            </Col>
          </Row>
        </Card>
        <Card size="small" title="Documentos" style={{ marginBottom: 16 }}>
          {REQUIRED_DOCUMENTS.map((kind) => (
            <DocumentField key={kind} formik={formik} kind={kind} />
          ))}
        </Card>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="online-payment-submit">
          Enviar a revisión
        </Button>
      </Form>
    </form>
  );
}

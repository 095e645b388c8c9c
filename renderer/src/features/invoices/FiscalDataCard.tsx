// «Datos fiscales»: the commerce as issuer of its customers' facturas (docs/invoices.md), with the Facturapi key
// (sent once, then shown masked) and «Probar conexión», which reads Facturapi with the stored key and shows its
// own answer. The form checks SAT's rules with the same schema the server runs (shared/invoices/rules.ts).
import { Alert, App, Button, Card, Form, Select, Space } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { fiscalProfileSchema, normalizeRfc, personKindOf, regimesFor, type FiscalProfileInput } from '@shared/invoices/rules';
import type { FiscalProfileView, InvoiceConnectionCheck } from '@shared/invoices/types';
import { errorMessage } from '../../app/baseQuery';
import { fieldStatus, TextField } from '../../components/FormikFields';
import { useSaveFiscalProfileMutation, useTestFacturapiMutation } from './api';

function initialValues(profile: FiscalProfileView): FiscalProfileInput {
  return { rfc: profile.rfc, razon_social: profile.razon_social, regimen_fiscal: profile.regimen_fiscal, codigo_postal: profile.codigo_postal, clave_producto: profile.clave_producto, llave_secreta: profile.llave_secreta };
}

export function FiscalDataCard({ profile }: { profile: FiscalProfileView }) {
  const { message } = App.useApp();
  const [save, saving] = useSaveFiscalProfileMutation();
  const [test, testing] = useTestFacturapiMutation();
  const [check, setCheck] = useState<InvoiceConnectionCheck | null>(null);
  const formik = useFormik<FiscalProfileInput>({
    initialValues: initialValues(profile),
    enableReinitialize: true,
    validationSchema: fiscalProfileSchema,
    onSubmit: async (values) => {
      try {
        await save({ ...values, rfc: normalizeRfc(values.rfc) }).unwrap();
        message.success('Datos fiscales guardados');
        setCheck(null);
      } catch (error) {
        message.error(errorMessage(error, 'No se pudieron guardar los datos fiscales'));
      }
    },
  });
  const kind = personKindOf(normalizeRfc(formik.values.rfc));
  const regimeStatus = fieldStatus(formik, 'regimen_fiscal');

  const runTest = async () => {
    try {
      setCheck(await test().unwrap());
    } catch (error) {
      setCheck({ ok: false, message: errorMessage(error) });
    }
  };

  return (
    <Card title="Datos fiscales del comercio" data-testid="fiscal-data-card">
      <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 640 }}>
        <TextField formik={formik} name="rfc" label="RFC" maxLength={13} autoComplete="off" />
        <TextField formik={formik} name="razon_social" label="Razón social" extra="Como aparece en tu Constancia de Situación Fiscal, sin «S.A. de C.V.»" />
        <Form.Item label="Régimen fiscal" htmlFor="campo-regimen_fiscal" {...regimeStatus}>
          <Select
            id="campo-regimen_fiscal"
            value={formik.values.regimen_fiscal || undefined}
            placeholder="Elige tu régimen"
            options={regimesFor(kind).map((regime) => ({ value: regime.code, label: `${regime.code} · ${regime.label}` }))}
            onChange={(value: string) => void formik.setFieldValue('regimen_fiscal', value)}
          />
        </Form.Item>
        <TextField formik={formik} name="codigo_postal" label="Código postal del domicilio fiscal" maxLength={5} inputMode="numeric" />
        <TextField formik={formik} name="clave_producto" label="Clave de producto SAT de tus ventas" maxLength={8} extra="90101501 (Restaurantes) si no sabes cuál usar" />
        <TextField
          formik={formik}
          name="llave_secreta"
          label="Llave secreta de Facturapi"
          password
          autoComplete="new-password"
          extra={profile.llave_secreta ? 'Guardada y cifrada. Déjala así para conservarla o pega una nueva.' : 'Está en tu panel de Facturapi, en «Desarrolladores › Llaves de API».'}
        />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            Guardar datos fiscales
          </Button>
          <Button onClick={() => void runTest()} loading={testing.isLoading} disabled={!profile.llave_secreta} data-testid="facturapi-test">
            Probar conexión
          </Button>
        </Space>
      </Form>
      {check ? <Alert style={{ marginTop: 16 }} type={check.ok ? 'success' : 'error'} showIcon title={check.message} data-testid="facturapi-check" /> : null}
    </Card>
  );
}

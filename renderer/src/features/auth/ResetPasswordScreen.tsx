// The reset-password screen of docs/architecture.md, at two paths:
//  /registro/actualizarpassword: the 6-digit code sent by email, and the new password;
//  /registro/validar-numero: validate the commerce's phone with a code sent to it, and set a new password.
import { Alert, Button, Form } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { DEFAULT_COUNTRY_CODE } from '@shared/constants';
import { phoneSchema } from '@shared/validation/commerce';
import { PASSWORD_RULE, recoverPasswordSchema, resetPasswordSchema } from '@shared/validation/auth';
import { errorMessage } from '../../app/baseQuery';
import { TextField } from '../../components/FormikFields';
import { PhoneField } from '../../components/PhoneField';
import { AuthLayout } from './AuthLayout';
import { useRequestPhoneCodeMutation, useResetPasswordMutation, useValidatePhoneMutation } from './api';

export const PASSWORD_UPDATED_NOTICE = 'Tu contraseña se actualizó. Ya puedes iniciar sesión.';

const emailResetSchema = resetPasswordSchema.concat(recoverPasswordSchema);
const phoneResetSchema = resetPasswordSchema.concat(yup.object({ telefono: phoneSchema(), country_code: yup.string().required() }));

function CodeAndPasswordFields({ formik }: { formik: Parameters<typeof TextField>[0]['formik'] }) {
  return (
    <>
      <TextField formik={formik} name="code" label="Código de 6 dígitos" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <TextField formik={formik} name="password" label="Contraseña nueva" password autoComplete="new-password" extra={PASSWORD_RULE} />
      <TextField formik={formik} name="password_confirmation" label="Confirma la contraseña" password autoComplete="new-password" />
    </>
  );
}

function EmailReset() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: params.get('email') ?? '', code: '', password: '', password_confirmation: '' },
    validationSchema: emailResetSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        await reset({ ...values, email: values.email.trim(), code: values.code.trim() }).unwrap();
        navigate('/login', { replace: true, state: { notice: PASSWORD_UPDATED_NOTICE } });
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });
  return (
    <AuthLayout title="Crea una contraseña nueva" subtitle="Escribe el código que te enviamos por correo y tu contraseña nueva." testId="reset-password">
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Actualizar contraseña">
        <Form layout="vertical" component={false}>
          <TextField formik={formik} name="email" label="Correo electrónico" type="email" autoComplete="email" />
          <CodeAndPasswordFields formik={formik} />
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading} data-testid="reset-submit">
            Actualizar contraseña
          </Button>
        </Form>
      </form>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        <Link to="/login/recuperar-contrasena">Pedir otro código</Link> · <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </AuthLayout>
  );
}

function PhoneReset() {
  const navigate = useNavigate();
  const [requestCode, codeRequest] = useRequestPhoneCodeMutation();
  const [validate, { isLoading }] = useValidatePhoneMutation();
  const [error, setError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { country_code: DEFAULT_COUNTRY_CODE, telefono: '', code: '', password: '', password_confirmation: '' },
    validationSchema: phoneResetSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        await validate({ ...values, code: values.code.trim() }).unwrap();
        navigate('/login', { replace: true, state: { notice: PASSWORD_UPDATED_NOTICE } });
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });
  const sendCode = async () => {
    setError(null);
    const phoneErrors = await formik.validateForm();
    if (phoneErrors.telefono || phoneErrors.country_code) {
      void formik.setFieldTouched('telefono', true);
      return;
    }
    try {
      const answer = await requestCode({ telefono: formik.values.telefono, country_code: formik.values.country_code }).unwrap();
      setCodeSent(answer.message ?? 'Te enviamos un código por SMS.');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <AuthLayout title="Valida tu número" subtitle="Te enviaremos un código por SMS al teléfono de tu comercio para crear una contraseña nueva." testId="validate-phone">
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      {codeSent && !error ? <Alert type="success" showIcon title={codeSent} style={{ marginBottom: 16 }} /> : null}
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Validar número">
        <Form layout="vertical" component={false}>
          <PhoneField formik={formik} label="Teléfono del comercio" />
          <Button block onClick={() => void sendCode()} loading={codeRequest.isLoading} style={{ marginBottom: 16 }} data-testid="send-phone-code">
            {codeSent ? 'Enviar otro código' : 'Enviar código'}
          </Button>
          <CodeAndPasswordFields formik={formik} />
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading} data-testid="validate-phone-submit">
            Validar y actualizar contraseña
          </Button>
        </Form>
      </form>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </AuthLayout>
  );
}

export default function ResetPasswordScreen() {
  const byPhone = useLocation().pathname.replace(/\/$/, '').endsWith('/validar-numero');
  return byPhone ? <PhoneReset /> : <EmailReset />;
}

// /registro: create a commerce (freemium) and its owner; the new session continues in the onboarding wizard.
import { Alert, Button, Checkbox, Form } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_COUNTRY_CODE } from '@shared/constants';
import { PASSWORD_RULE, registroSchema } from '@shared/validation/auth';
import { errorMessage } from '../../app/baseQuery';
import { loggedIn } from '../../app/session';
import { useAppDispatch } from '../../app/store';
import { fieldStatus, TextField } from '../../components/FormikFields';
import { PhoneField } from '../../components/PhoneField';
import { AuthLayout } from './AuthLayout';
import { useSignUpMutation } from './api';

export default function SignUpScreen() {
  const dispatch = useAppDispatch();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { nombre_comercio: '', nombre: '', email: '', country_code: DEFAULT_COUNTRY_CODE, telefono: '', password: '', terminos: false },
    validationSchema: registroSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        const session = await signUp({ ...values, email: values.email.trim(), nombre_comercio: values.nombre_comercio.trim(), nombre: values.nombre.trim() }).unwrap();
        dispatch(loggedIn(session));
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });
  return (
    <AuthLayout title="Crea tu cuenta gratis" subtitle="Publica tu menú en línea y empieza a recibir pedidos hoy." testId="sign-up">
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" data-testid="sign-up-error" /> : null}
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Crear cuenta">
        <Form layout="vertical" component={false}>
          <TextField formik={formik} name="nombre_comercio" label="Nombre del comercio" autoComplete="organization" autoFocus />
          <TextField formik={formik} name="nombre" label="Tu nombre" autoComplete="name" />
          <TextField formik={formik} name="email" label="Correo electrónico" type="email" autoComplete="email" />
          <PhoneField formik={formik} />
          <TextField formik={formik} name="password" label="Contraseña" password autoComplete="new-password" extra={PASSWORD_RULE} />
          <Form.Item {...fieldStatus(formik, 'terminos')}>
            <Checkbox name="terminos" checked={formik.values.terminos} onChange={(event) => void formik.setFieldValue('terminos', event.target.checked)}>
              Acepto los <Link to="/terminos">términos y condiciones</Link>
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading} data-testid="sign-up-submit">
            Crear cuenta
          </Button>
        </Form>
      </form>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
    </AuthLayout>
  );
}

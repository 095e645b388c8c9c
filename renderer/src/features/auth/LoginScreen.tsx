// /login: email or username and password. Nested /login/recuperar-contrasena opens over it.
import { Alert, Button, Form } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { loginSchema } from '@shared/validation/auth';
import { errorMessage } from '../../app/baseQuery';
import { loggedIn, selectLogoutReason } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { TextField } from '../../components/FormikFields';
import { AuthLayout } from './AuthLayout';
import { useLoginMutation, type LoginRequest } from './api';

/** The server takes the identifier as `email` or `username`; an '@' tells which one the user typed. */
export function loginRequest(identifier: string, password: string): LoginRequest {
  const value = identifier.trim();
  return value.includes('@') ? { email: value, password } : { username: value, password };
}

export default function LoginScreen() {
  const dispatch = useAppDispatch();
  const logoutReason = useAppSelector(selectLogoutReason);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setError(null);
      try {
        const session = await login(loginRequest(values.email, values.password)).unwrap();
        dispatch(loggedIn(session));
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });
  return (
    <AuthLayout title="Inicia sesión" subtitle="Entra a tu panel para ver tus pedidos y administrar tu comercio." testId="login">
      {logoutReason && !error ? <Alert type="warning" showIcon title={logoutReason} style={{ marginBottom: 16 }} /> : null}
      {notice && !error ? <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" role="alert" /> : null}
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Iniciar sesión">
        <Form layout="vertical" component={false}>
          <TextField formik={formik} name="email" label="Correo electrónico o usuario" autoComplete="username" size="large" autoFocus />
          <TextField formik={formik} name="password" label="Contraseña" password autoComplete="current-password" size="large" />
          <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
            <Link to="/login/recuperar-contrasena">¿Olvidaste tu contraseña?</Link>
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading} data-testid="login-submit">
            Iniciar sesión
          </Button>
        </Form>
      </form>
      <p style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        ¿Aún no tienes cuenta? <Link to="/registro">Regístrate gratis</Link>
      </p>
      <p style={{ textAlign: 'center', marginTop: 8, marginBottom: 0, fontSize: 13 }}>
        <Link to="/terminos">Términos y condiciones</Link>
      </p>
      <Outlet />
    </AuthLayout>
  );
}

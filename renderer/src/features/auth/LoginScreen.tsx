// /login: email or username and password. Nested /login/recuperar-contrasena opens over it.
// A light form in plain elements (no formik, yup or antd controls): this is the page every visit starts on
// (docs/scaling.md).
import { useState, type FormEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { loginFormErrors, type LoginValues } from '@shared/validation/login';
import { errorMessage } from '../../app/baseQuery';
import { loggedIn, selectLogoutReason } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { AuthLayout } from './AuthLayout';
import { useLoginMutation, type LoginRequest } from './api';
import { LoginField, LoginNotice } from './LoginField';
import './login.css';

/** The server takes the identifier as `email` or `username`; an '@' tells which one the user typed. */
export function loginRequest(identifier: string, password: string): LoginRequest {
  const value = identifier.trim();
  return value.includes('@') ? { email: value, password } : { username: value, password };
}

type Field = keyof LoginValues;

export default function LoginScreen() {
  const dispatch = useAppDispatch();
  const logoutReason = useAppSelector(selectLogoutReason);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // A field's error shows once it was left (blur) or after a submit attempt, as in every other form.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const errors = loginFormErrors(values);
  const shownError = (field: Field) => (touched[field] || submitted ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || isLoading) return;
    setError(null);
    try {
      const session = await login(loginRequest(values.email, values.password)).unwrap();
      dispatch(loggedIn(session));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: shownError(name),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  return (
    <AuthLayout title="Inicia sesión" subtitle="Entra a tu panel para ver tus pedidos y administrar tu comercio." testId="login">
      {logoutReason && !error ? <LoginNotice type="warning">{logoutReason}</LoginNotice> : null}
      {notice && !error ? <LoginNotice type="success">{notice}</LoginNotice> : null}
      {error ? (
        <LoginNotice type="error" testId="login-error">
          {error}
        </LoginNotice>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Iniciar sesión">
        <LoginField {...field('email')} label="Correo electrónico o usuario" autoComplete="username" autoFocus />
        <LoginField {...field('password')} label="Contraseña" password autoComplete="current-password" />
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/login/recuperar-contrasena">¿Olvidaste tu contraseña?</Link>
        </div>
        <button type="submit" className="login-submit" aria-busy={isLoading} data-testid="login-submit">
          {isLoading ? <span className="panel-spinner" aria-hidden="true" style={{ width: 16, height: 16, borderWidth: 2 }} /> : null}
          Iniciar sesión
        </button>
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

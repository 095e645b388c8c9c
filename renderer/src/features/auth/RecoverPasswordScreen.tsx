// /login/recuperar-contrasena: ask for a 6-digit code by email, then continue at /registro/actualizarpassword.
import { Alert, Button, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { recoverPasswordSchema } from '@shared/validation/auth';
import { errorMessage } from '../../app/baseQuery';
import { TextField } from '../../components/FormikFields';
import { useRequestRecoveryCodeMutation } from './api';
import { useFocusReturn } from '../../components/useFocusReturn';

export default function RecoverPasswordScreen() {
  useFocusReturn();
  const navigate = useNavigate();
  const [requestCode, { isLoading }] = useRequestRecoveryCodeMutation();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: recoverPasswordSchema,
    onSubmit: async ({ email }) => {
      setError(null);
      try {
        await requestCode({ email: email.trim() }).unwrap();
        navigate(`/registro/actualizarpassword?email=${encodeURIComponent(email.trim())}`);
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  });
  return (
    <Modal open title="Recuperar contraseña" footer={null} onCancel={() => navigate('/login')} destroyOnHidden>
      <div data-testid="screen-recover-password">
        <p>Escribe el correo de tu cuenta y te enviaremos un código de 6 dígitos para crear una contraseña nueva.</p>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Recuperar contraseña">
          <Form layout="vertical" component={false}>
            <TextField formik={formik} id="recuperar-email" name="email" label="Correo electrónico" type="email" autoComplete="email" autoFocus />
            <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="recover-submit">
              Enviar código
            </Button>
          </Form>
        </form>
      </div>
    </Modal>
  );
}

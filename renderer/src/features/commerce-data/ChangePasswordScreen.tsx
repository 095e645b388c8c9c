// /datos-del-comercio/cambiar-contrasena: current password and the new one twice (shared changePasswordSchema);
// POST /v1/auth/cambiar-contrasena. Other sessions of the user are closed by the server.
import { Alert, App, Button, Form } from 'antd';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { changePasswordSchema, formikValidate, PASSWORD_RULE } from '@shared/validation';
import { errorMessage } from '../../app/baseQuery';
import { TextField } from '../../components/FormikFields';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { useChangePasswordMutation, type ChangePasswordInput } from './api';
import { ChildDrawer } from './ChildDrawer';

export function ChangePasswordForm({ onSubmit, saving }: { onSubmit: (values: ChangePasswordInput) => Promise<void> | void; saving?: boolean }) {
  const formik = useFormik<ChangePasswordInput>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: formikValidate(changePasswordSchema),
    onSubmit: async (values) => onSubmit(values),
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Cambiar contraseña">
      <LeaveGuard dirty={formik.dirty && !formik.isSubmitting} />
      <Form layout="vertical" component={false}>
        <TextField formik={formik} name="current_password" label="Contraseña actual" password autoComplete="current-password" />
        <TextField formik={formik} name="password" label="Nueva contraseña" password autoComplete="new-password" extra={PASSWORD_RULE} />
        <TextField formik={formik} name="password_confirmation" label="Confirma la nueva contraseña" password autoComplete="new-password" />
        <Button type="primary" htmlType="submit" loading={saving} block>
          Cambiar contraseña
        </Button>
      </Form>
    </form>
  );
}

export default function ChangePasswordScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [changePassword, { isLoading, error }] = useChangePasswordMutation();
  return (
    <ChildDrawer id="change-password" title="Cambiar contraseña" parentPath="/datos-del-comercio" width={460}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Al cambiarla se cerrarán tus otras sesiones abiertas." />
      {error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorMessage(error)} /> : null}
      <ChangePasswordForm
        saving={isLoading}
        onSubmit={async (values) => {
          try {
            const answer = await changePassword(values).unwrap();
            message.success(answer.message);
            navigate('/datos-del-comercio');
          } catch {
            // The alert above shows the server's reason.
          }
        }}
      />
    </ChildDrawer>
  );
}

// usuarios/recuperar-contrasena/{userSelected}: the owner (or whoever may edit users) sets a new password
// for a staff user. Chosen over sending a code because staff often share one counter PC and may have no
// email of their own at hand; their open sessions end at once so the new password is the only way in.
import { Alert, Button, Drawer, Form, Skeleton, Typography } from 'antd';
import { useFormik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { PASSWORD_RULE } from '@shared/validation/auth';
import { formikValidate } from '@shared/validation/errors';
import { userPasswordSchema } from '@shared/validation/user';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { TextField } from '../../components/FormikFields';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { useIsDesktop } from '../../shell/layoutHooks';
import { useGetUserQuery, useSetUserPasswordMutation } from './api';

export default function UserPasswordScreen() {
  const { userSelected = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const isDesktop = useIsDesktop();
  const { data: user, isLoading, isError } = useGetUserQuery(userSelected, { skip: !userSelected });
  const [setPassword, { isLoading: saving }] = useSetUserPasswordMutation();
  const close = () => navigate('/usuarios');
  const formik = useFormik({
    initialValues: { password: '', password_confirmation: '' },
    validate: formikValidate(userPasswordSchema),
    onSubmit: async (values) => {
      try {
        const { message } = await setPassword({ id: userSelected, ...values }).unwrap();
        toast.success(message);
        close();
      } catch (error) {
        toast.error(errorMessage(error, 'No se pudo cambiar la contraseña'));
      }
    },
  });
  return (
    <Drawer open onClose={close} size={isDesktop ? 480 : '100%'} title="Recuperar contraseña del usuario" destroyOnHidden>
      <div data-testid="screen-user-password">
        <LeaveGuard dirty={formik.dirty && !formik.isSubmitting} />
        {isLoading ? <Skeleton active /> : null}
        {isError ? <Alert type="error" showIcon title="No se encontró el usuario" /> : null}
        {user?.role === 'owner' ? <Alert type="info" showIcon title="La contraseña del propietario se cambia en Datos del comercio > Cambiar contraseña." /> : null}
        {user && user.role !== 'owner' ? (
          <>
            <Typography.Paragraph>
              Asigna una contraseña nueva a <strong>{user.name}</strong> ({user.username}). Sus sesiones abiertas se cerrarán y deberá entrar con la nueva contraseña.
            </Typography.Paragraph>
            <Form layout="vertical" onSubmitCapture={formik.handleSubmit} noValidate>
              <TextField formik={formik} name="password" label="Contraseña nueva" password autoComplete="new-password" extra={PASSWORD_RULE} />
              <TextField formik={formik} name="password_confirmation" label="Confirmar contraseña" password autoComplete="new-password" />
              <Button type="primary" htmlType="submit" block loading={saving} data-testid="user-password-submit">
                Guardar contraseña
              </Button>
            </Form>
          </>
        ) : null}
      </div>
    </Drawer>
  );
}

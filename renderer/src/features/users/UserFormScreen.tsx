// usuarios/nuevo and usuarios/editar/{userId}: email, name, username, (first) password, status, and what the
// user may do — every module of the plan, or a chosen set in the module × permission matrix, which a role
// preset (Dueño, Gerente, Cajero, Cocina, Repartidor) can fill. The owner's
// access and status cannot change. Drawer over the list; leaving with unsaved changes asks first.
import { Alert, Button, Drawer, Form, Radio, Skeleton, Switch, Typography } from 'antd';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import type { ModulePermissions } from '@shared/types/account';
import { PASSWORD_RULE } from '@shared/validation/auth';
import { formikValidate } from '@shared/validation/errors';
import { newUserSchema, userSchema } from '@shared/validation/user';
import { useAccount } from '../../app/access';
import { selectCommerceId } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { TextField } from '../../components/FormikFields';
import { useIsDesktop } from '../../shell/layoutHooks';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useCreateUserMutation, useGetUserQuery, useUpdateUserMutation, type StaffUser, type UserInput } from './api';
import { PermissionMatrix } from './PermissionMatrix';
import { UserLocationsCard } from './UserLocationsCard';
import { RolePresetPicker } from './RolePresetPicker';
import { grantsOf, grantsToModules, type Grants } from './permissions';

export interface UserFormValues {
  email: string;
  name: string;
  username: string;
  password: string;
  status: 'activo' | 'inactivo';
  access: 'all' | 'custom';
  grants: Grants;
}

const NO_MODULE = 'Selecciona al menos un módulo';

function initialValues(user: StaffUser | undefined, available: readonly ModulePermissions[]): UserFormValues {
  if (!user) return { email: '', name: '', username: '', password: '', status: 'activo', access: 'custom', grants: {} };
  return {
    email: user.email,
    name: user.name,
    username: user.username,
    password: '',
    status: user.status,
    access: user.modules === null ? 'all' : 'custom',
    grants: grantsOf(user.modules, available),
  };
}

function UserForm({ user, available, onDone }: { user?: StaffUser; available: readonly ModulePermissions[]; onDone: () => void }) {
  const toast = useToast();
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const isOwner = user?.role === 'owner';
  const schemaCheck = formikValidate(user ? userSchema : newUserSchema);
  const formik = useFormik<UserFormValues>({
    initialValues: useMemo(() => initialValues(user, available), [user, available]),
    validate: async (values) => {
      const errors: Record<string, unknown> = { ...(await schemaCheck(values)) };
      if (!isOwner && values.access === 'custom' && grantsToModules(values.grants, available).length === 0) errors.grants = NO_MODULE;
      return errors;
    },
    onSubmit: async (values) => {
      const input: UserInput = { email: values.email.trim(), name: values.name.trim(), username: values.username.trim(), status: values.status };
      if (!isOwner) input.modules = values.access === 'all' ? null : grantsToModules(values.grants, available);
      try {
        if (user) await update({ id: user.id, ...input }).unwrap();
        else await create({ ...input, password: values.password }).unwrap();
        toast.success(user ? MSG.infoUpdated : `Usuario ${input.username} creado`);
        allowLeave();
        onDone();
      } catch (error) {
        toast.error(errorMessage(error, MSG.updateInfoError));
      }
    },
  });
  const allowLeave = useLeaveGuard(formik.dirty && !formik.isSubmitting);
  const grantsError = (formik.submitCount > 0 || formik.touched.grants) && typeof formik.errors.grants === 'string' ? formik.errors.grants : null;

  return (
    <Form layout="vertical" onSubmitCapture={formik.handleSubmit} noValidate>
      <TextField formik={formik} name="name" label="Nombre" autoComplete="off" />
      <TextField formik={formik} name="email" label="Correo electrónico" type="email" autoComplete="off" />
      <TextField formik={formik} name="username" label="Usuario" autoComplete="off" extra="Con él (o con el correo) inicia sesión." />
      {!user ? <TextField formik={formik} name="password" label="Contraseña" password autoComplete="new-password" extra={PASSWORD_RULE} /> : null}
      <Form.Item label="Estatus" extra={isOwner ? 'El propietario de la cuenta siempre está activo.' : 'Al desactivarlo se cierran sus sesiones abiertas al instante.'}>
        <Switch
          checked={formik.values.status === 'activo'}
          disabled={isOwner}
          checkedChildren="Activo"
          unCheckedChildren="Inactivo"
          aria-label="Usuario activo"
          onChange={(checked) => void formik.setFieldValue('status', checked ? 'activo' : 'inactivo')}
        />
      </Form.Item>
      {!isOwner ? (
        <Form.Item label="Rol" htmlFor="role-preset">
          <RolePresetPicker
            available={available}
            grants={formik.values.access === 'custom' ? formik.values.grants : {}}
            onPick={(next) => {
              void formik.setFieldValue('access', 'custom');
              void formik.setFieldValue('grants', next);
              void formik.setFieldTouched('grants', true, false);
            }}
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Acceso">
        {isOwner ? (
          <Typography.Text type="secondary">El propietario tiene todos los módulos de su plan.</Typography.Text>
        ) : (
          <Radio.Group
            value={formik.values.access}
            onChange={(event) => void formik.setFieldValue('access', event.target.value as UserFormValues['access'])}
            options={[
              { value: 'all', label: 'Todos los módulos de mi plan' },
              { value: 'custom', label: 'Elegir módulos y permisos' },
            ]}
          />
        )}
      </Form.Item>
      {!isOwner && formik.values.access === 'custom' ? (
        <Form.Item validateStatus={grantsError ? 'error' : undefined} help={grantsError}>
          <PermissionMatrix
            available={available}
            grants={formik.values.grants}
            onChange={(next) => {
              void formik.setFieldValue('grants', next);
              void formik.setFieldTouched('grants', true, false);
            }}
          />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={creating.isLoading || updating.isLoading} data-testid="user-submit">
        {user ? 'Guardar cambios' : 'Crear usuario'}
      </Button>
    </Form>
  );
}

export default function UserFormScreen() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const account = useAccount();
  const { data: user, isLoading, isError } = useGetUserQuery(userId ?? '', { skip: !userId });
  const editing = userId !== undefined;
  const available = account?.modulesAndPermissions ?? [];
  // Users are managed at the location where they were created (GET /v1/usuarios lists that location's).
  const commerceId = useAppSelector(selectCommerceId);
  const close = () => navigate('/usuarios');
  return (
    <Drawer open onClose={close} size={isDesktop ? 720 : '100%'} title={editing ? 'Editar usuario' : 'Nuevo usuario'} destroyOnHidden>
      <div data-testid={`screen-${editing ? 'edit-user' : 'new-user'}`}>
        {(editing && isLoading) || !account ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
        {editing && isError ? <Alert type="error" showIcon title="No se encontró el usuario" /> : null}
        {account && (!editing || user) ? <UserForm key={user?.id ?? 'nuevo'} user={user} available={available} onDone={close} /> : null}
        {/* Owner only, for a staff user, when the account has several locations (docs/locations.md). */}
        {account?.role === 'owner' && user && user.role === 'staff' && account.accountCommerceTokens.length > 1 ? (
          <UserLocationsCard userId={user.id} userModules={user.modules} homeCommerceId={commerceId} available={available} />
        ) : null}
      </div>
    </Drawer>
  );
}

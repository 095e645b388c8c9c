// /usuarios (alta de usuarios): the commerce's users — the owner first — with role, access summary and
// status switch; create, edit, set a new password and delete, each with its permission on USUARIOS. The
// owner cannot be disabled or deleted, nor can the logged-in user disable or delete themselves.
import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Grid, Popconfirm, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Outlet, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { useCan } from '../../app/access';
import { useToastAction } from '../../app/feedback';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import { moduleLabel } from '../subscription/moduleLabels';
import { useDeleteUserMutation, useGetUsersQuery, useUpdateUserMutation, type StaffUser } from './api';
import { modulesSummary } from './permissions';

export default function UsersScreen() {
  const navigate = useNavigate();
  const me = useAppSelector(selectSession)?.id_usuario;
  const canCreate = useCan('USUARIOS', 'create');
  const canEdit = useCan('USUARIOS', 'edit');
  const canDelete = useCan('USUARIOS', 'delete');
  const { data: users, isLoading, isError } = useGetUsersQuery();
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const locked = (user: StaffUser) => user.role === 'owner' || user.id === me;
  // Below 576 px the role goes beside the name and the actions stack, so the status switch stays on screen.
  const compact = !Grid.useBreakpoint().sm;
  const roleTag = (user: StaffUser) => (user.role === 'owner' ? <Tag color="gold">Propietario</Tag> : <Tag>Personal</Tag>);

  const run = useToastAction();

  const columns: TableColumnsType<StaffUser> = [
    {
      title: 'Usuario',
      key: 'usuario',
      render: (_: unknown, user) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {user.name} {user.id === me ? <Tag>Tú</Tag> : null}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: compact ? 150 : undefined }} ellipsis={compact ? { tooltip: user.email } : false}>
            {user.username} · {user.email}
          </Typography.Text>
          {compact ? roleTag(user) : null}
        </Space>
      ),
    },
    {
      title: 'Rol',
      key: 'rol',
      responsive: ['sm'],
      render: (_: unknown, user) => roleTag(user),
    },
    {
      title: 'Acceso',
      key: 'acceso',
      responsive: ['md'],
      render: (_: unknown, user) => (
        <Typography.Text title={user.modules?.map((m) => moduleLabel(m.id)).join(', ')}>{modulesSummary(user.modules)}</Typography.Text>
      ),
    },
    {
      title: 'Estatus',
      key: 'status',
      render: (_: unknown, user) => (
        <Switch
          checked={user.status === 'activo'}
          checkedChildren={compact ? undefined : 'Activo'}
          unCheckedChildren={compact ? undefined : 'Inactivo'}
          disabled={!canEdit || locked(user)}
          aria-label={`Usuario ${user.username} activo`}
          onChange={(checked) =>
            void run(() => updateUser({ id: user.id, status: checked ? 'activo' : 'inactivo' }).unwrap(), checked ? `${user.name} activado` : `${user.name} desactivado; sus sesiones se cerraron`)
          }
        />
      ),
    },
    {
      title: '',
      key: 'acciones',
      width: compact ? 48 : 150,
      render: (_: unknown, user) => (
        <Space size={4} direction={compact ? 'vertical' : 'horizontal'}>
          {canEdit ? <Button icon={<EditOutlined />} aria-label={`Editar usuario ${user.username}`} onClick={() => navigate(`editar/${user.id}`)} /> : null}
          {canEdit && user.role !== 'owner' ? (
            <Button icon={<KeyOutlined />} aria-label={`Cambiar contraseña de ${user.username}`} onClick={() => navigate(`recuperar-contrasena/${user.id}`)} />
          ) : null}
          {canDelete && !locked(user) ? (
            <Popconfirm
              title={`¿Eliminar a ${user.name}?`}
              description="Se cerrarán sus sesiones y ya no podrá entrar."
              okText={MSG.confirmYes}
              cancelText={MSG.confirmNo}
              okButtonProps={{ danger: true }}
              onConfirm={() => run(() => deleteUser(user.id).unwrap(), `${user.name} eliminado`)}
            >
              <Button danger icon={<DeleteOutlined />} aria-label={`Eliminar usuario ${user.username}`} />
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="screen-users" aria-label="Alta de usuarios">
      <PageHeader
        title="Alta de usuarios"
        description="Usuarios de tu equipo y lo que cada uno puede hacer en el panel."
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('nuevo')} data-testid="new-user">
              Nuevo usuario
            </Button>
          ) : null
        }
      />
      {isError ? <Alert type="error" showIcon title={MSG.requestFailed} style={{ marginBottom: 16 }} /> : null}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<StaffUser>
          rowKey="id"
          columns={columns}
          dataSource={users ?? []}
          loading={isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="users-table"
        />
      </Card>
      <Outlet />
    </section>
  );
}

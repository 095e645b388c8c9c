// Integraciones → «API para otros canales» (docs/api.md), the owner's: API keys (created and shown once,
// revoked), the latest calls made with them, and the SKU table that maps a channel's products to this menu.
import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@shared/dates';
import { API_KEY_SCOPE_LABELS, type ApiKey, type ApiKeyCall } from '@shared/types/api-keys';
import { useAccount } from '../../../app/access';
import { useToastAction } from '../../../app/feedback';
import { useGetApiKeyCallsQuery, useGetApiKeysQuery, useRevokeApiKeyMutation } from './api';
import { NewApiKeyModal } from './NewApiKeyModal';
import { SkuMappingsCard } from './SkuMappingsCard';

function KeysTable({ keys, loading, timeZone }: { keys: ApiKey[]; loading: boolean; timeZone: string | undefined }) {
  const [revoke] = useRevokeApiKeyMutation();
  const run = useToastAction();
  return (
    <Table<ApiKey>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={keys}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Todavía no hay claves' }}
      data-testid="api-keys-table"
      columns={[
        { title: 'Nombre', dataIndex: 'nombre', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
        { title: 'Clave', dataIndex: 'prefijo', render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text> },
        {
          title: 'Permisos',
          dataIndex: 'scopes',
          render: (scopes: ApiKey['scopes']) => (
            <Flex gap={4} wrap>
              {scopes.map((scope) => (
                <Tag key={scope}>{API_KEY_SCOPE_LABELS[scope]}</Tag>
              ))}
            </Flex>
          ),
        },
        { title: 'Último uso', dataIndex: 'last_used_at', render: (at: string | null) => (at ? formatDateTime(at, timeZone) : 'Nunca') },
        {
          title: 'Estado',
          key: 'estado',
          render: (_: unknown, key) =>
            key.revoked_at ? (
              <Tag color="default">Revocada</Tag>
            ) : (
              <Popconfirm title="¿Revocar esta clave?" description="Las llamadas con ella se rechazarán desde ahora." okText="Revocar" cancelText="Cancelar" onConfirm={() => run(() => revoke(key.id).unwrap(), 'Clave revocada')}>
                <Button size="small" danger data-testid={`api-key-revoke-${key.id}`}>
                  Revocar
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}

function CallLog({ timeZone }: { timeZone: string | undefined }) {
  const { data, isLoading, refetch, isFetching } = useGetApiKeyCallsQuery();
  return (
    <Card size="small" title="Últimas llamadas" extra={<Button size="small" loading={isFetching} onClick={() => void refetch()}>Actualizar</Button>} data-testid="api-key-calls">
      <Table<ApiKeyCall>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Sin llamadas todavía' }}
        columns={[
          { title: 'Fecha', dataIndex: 'created_at', render: (at: string) => formatDateTime(at, timeZone) },
          { title: 'Clave', dataIndex: 'nombre_clave' },
          { title: 'Llamada', key: 'llamada', render: (_: unknown, call) => <Typography.Text code>{`${call.metodo} ${call.ruta}`}</Typography.Text> },
          { title: 'Respuesta', dataIndex: 'estatus', render: (status: number) => <Tag color={status < 300 ? 'green' : status < 500 ? 'gold' : 'red'}>{status}</Tag> },
        ]}
      />
    </Card>
  );
}

export function ApiKeysSection() {
  const account = useAccount();
  const { data, isLoading } = useGetApiKeysQuery(undefined, { skip: account?.role !== 'owner' });
  const [creating, setCreating] = useState(false);
  if (account?.role !== 'owner') return null;
  const timeZone = account.zona_horaria;
  return (
    <section style={{ marginBottom: 24 }} data-testid="integration-group-api">
      <Typography.Title level={4}>API para otros canales</Typography.Title>
      <Typography.Paragraph type="secondary">
        Rappi, Uber Eats, DiDi Food o tu integrador envían sus pedidos a tu tablero con una clave de API y leen tu menú. Los pedidos llegan con el color de su canal, suenan
        e imprimen como los demás. Documentación:{' '}
        <Typography.Link href="/api/docs" target="_blank" style={{ textDecoration: 'underline' }}>
          /api/docs
        </Typography.Link>
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        <Card
          size="small"
          title={
            <Flex gap={8} align="center">
              <KeyOutlined /> Claves de API
            </Flex>
          }
          extra={
            <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="api-key-new">
              Nueva clave
            </Button>
          }
        >
          <KeysTable keys={data ?? []} loading={isLoading} timeZone={timeZone} />
        </Card>
        <CallLog timeZone={timeZone} />
        <SkuMappingsCard />
      </Flex>
      <NewApiKeyModal open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}

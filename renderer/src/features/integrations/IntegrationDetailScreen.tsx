// /integraciones/{providerType}/{providerCode}/detail: status, stored values (secrets masked by the server),
// connection test and disconnect.
import { Alert, Button, Descriptions, Drawer, Flex, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useDisconnectIntegrationMutation, useTestIntegrationMutation } from './api';
import { integrationPath, StatusTag } from './IntegrationsScreen';
import { useProviderRoute } from './useProvider';
import { LoyversePanel } from './loyverse/LoyversePanel';

/** The detail drawer; `screenId` names the route it is shown for (data-testid screen-<id>). */
export function IntegrationDetailDrawer({ screenId }: { screenId: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { key, data, isLoading, isError, close } = useProviderRoute();
  const [testConnection, testState] = useTestIntegrationMutation();
  const [disconnect, disconnectState] = useDisconnectIntegrationMutation();
  const [check, setCheck] = useState<{ ok: boolean; message: string } | null>(null);

  const runTest = async () => {
    try {
      setCheck(await testConnection(key).unwrap());
    } catch (error) {
      setCheck({ ok: false, message: errorMessage(error) });
    }
  };
  const remove = async () => {
    try {
      await disconnect(key).unwrap();
      toast.success(`${data?.name ?? 'Integración'} desconectada`);
      close();
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateInfoError));
    }
  };

  return (
    <Drawer open title={data?.name ?? 'Integración'} onClose={close} size="default" data-testid="integration-detail" destroyOnHidden>
      <div data-testid={`screen-${screenId}`}>
      {isError ? <Alert type="error" showIcon message={MSG.integrationsError} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data ? (
        <Flex vertical gap={16}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Grupo">{data.group_label}</Descriptions.Item>
            <Descriptions.Item label="Estado">
              <StatusTag integration={data} />
            </Descriptions.Item>
            {data.fields.map((field) => (
              <Descriptions.Item key={field.name} label={field.label}>
                {data.configuration[field.name] ?? '—'}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {check ? <Alert type={check.ok ? 'success' : 'warning'} showIcon message={check.message} data-testid="integration-check" /> : null}
          <Flex gap={8} wrap>
            {data.actions.includes('test') ? (
              <Button onClick={runTest} loading={testState.isLoading}>
                Probar conexión
              </Button>
            ) : null}
            {data.actions.includes('configure') ? <Button onClick={() => navigate(integrationPath(data, 'configuration'))}>Configurar</Button> : null}
            {data.actions.includes('disconnect') ? (
              <Popconfirm title="¿Desconectar esta integración?" okText={MSG.confirmYes} cancelText={MSG.confirmNo} onConfirm={remove}>
                <Button danger loading={disconnectState.isLoading}>
                  Desconectar
                </Button>
              </Popconfirm>
            ) : null}
          </Flex>
          {data.provider_code === 'loyverse' && data.connected ? <LoyversePanel /> : null}
        </Flex>
      ) : null}
      </div>
    </Drawer>
  );
}

export default function IntegrationDetailScreen() {
  return <IntegrationDetailDrawer screenId="integration-detail" />;
}

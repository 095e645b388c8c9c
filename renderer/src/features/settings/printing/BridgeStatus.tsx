// Who prints for this panel: the desktop app, the print agent (panel in a browser), or nobody yet, with
// how to pair the agent: the link `npm start` prints, or its token and port typed here.
import { ApiOutlined, CheckCircleFilled, DesktopOutlined, DisconnectOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_AGENT_PORT } from '@shared/ipc/contract';
import type { DesktopBridgeState } from '../../../bridge';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function PairingForm({ onPair }: { onPair: DesktopBridgeState['pair'] }) {
  const [token, setToken] = useState('');
  const [port, setPort] = useState<number | null>(DEFAULT_AGENT_PORT);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const cleanToken = token.trim();
    if (!TOKEN_PATTERN.test(cleanToken)) return setError('El token tiene de 16 a 128 caracteres: letras, números, - o _');
    if (port === null || !Number.isInteger(port) || port < 1 || port > 65_535) return setError('Escribe un puerto entre 1 y 65535');
    setError(null);
    onPair({ token: cleanToken, port });
  };
  return (
    <form onSubmit={submit} aria-label="Vincular agente de impresión" data-testid="agent-pairing-form">
      <Form layout="vertical" component={false}>
        <Flex gap={12} wrap align="flex-end">
          <Form.Item label="Token del agente" htmlFor="agent-token" style={{ flex: '1 1 260px', marginBottom: 8 }}>
            <Input id="agent-token" value={token} autoComplete="off" spellCheck={false} onChange={(event) => setToken(event.target.value)} />
          </Form.Item>
          <Form.Item label="Puerto" htmlFor="agent-port" style={{ width: 120, marginBottom: 8 }}>
            <InputNumber id="agent-port" min={1} max={65_535} value={port} onChange={(value) => setPort(typeof value === 'number' ? value : null)} style={{ width: '100%' }} />
          </Form.Item>
          <Button htmlType="submit" type="primary" icon={<ApiOutlined />} style={{ marginBottom: 8 }}>
            Vincular
          </Button>
        </Flex>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
      </Form>
    </form>
  );
}

export function BridgeStatus({ state }: { state: DesktopBridgeState }) {
  const { availability, checking, pairing, info } = state;
  if (availability === 'desktop') {
    return (
      <Card size="small" data-testid="bridge-status" data-bridge="desktop">
        <Space>
          <DesktopOutlined aria-hidden />
          <Typography.Text strong>Aplicación de escritorio</Typography.Text>
          <Tag color="green">Conectada</Tag>
          {info?.version ? <Typography.Text type="secondary">Versión {info.version}</Typography.Text> : null}
        </Space>
      </Card>
    );
  }
  if (availability === 'agent') {
    return (
      <Card size="small" data-testid="bridge-status" data-bridge="agent">
        <Flex gap={12} wrap align="center" justify="space-between">
          <Space wrap>
            <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />
            <Typography.Text strong>Agente de impresión conectado</Typography.Text>
            {pairing ? <Typography.Text type="secondary">Puerto {pairing.port}</Typography.Text> : null}
          </Space>
          <Button icon={<DisconnectOutlined />} onClick={state.unpair}>
            Desvincular
          </Button>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="small" data-testid="bridge-status" data-bridge={checking ? 'checking' : 'none'} aria-busy={checking}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type={checking ? 'info' : 'warning'}
          showIcon
          title={checking ? 'Buscando la aplicación de escritorio o el agente de impresión…' : 'La impresión no está disponible en este navegador'}
          description={
            pairing && !checking
              ? `El agente vinculado (puerto ${pairing.port}) no responde. Revisa que «npm start» o «npm run agent» siga abierto en esta computadora.`
              : 'Para imprimir, usa la aplicación de escritorio o vincula el agente de impresión de esta computadora.'
          }
        />
        <Button icon={<ReloadOutlined />} onClick={state.refresh} loading={checking} style={{ alignSelf: 'flex-start' }}>
          Volver a buscar
        </Button>
        {checking ? null : (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              Al iniciar, <Typography.Text code>npm start</Typography.Text> (o <Typography.Text code>npm run agent</Typography.Text>) muestra un enlace
              «Vincula el panel abriendo: …». Ábrelo en este navegador, o copia aquí el token y el puerto del agente:
            </Typography.Paragraph>
            <PairingForm onPair={state.pair} />
            {pairing ? (
              <Button type="link" onClick={state.unpair} style={{ padding: 0, alignSelf: 'flex-start' }}>
                Olvidar el agente vinculado
              </Button>
            ) : null}
          </>
        )}
      </Space>
    </Card>
  );
}

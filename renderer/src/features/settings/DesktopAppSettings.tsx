// Ajustes › Aplicación de escritorio (only inside the Electron app): start with the computer, the
// update state with "Reiniciar para actualizar", and start-up warnings (e.g. settings reset).
import { Alert, Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { updateStatusText, useDesktopShell } from './desktop-shell';

export function DesktopAppSettings() {
  const { state, restartToUpdate, setStartAtLogin } = useDesktopShell();
  const [busy, setBusy] = useState<'login' | 'restart' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!state) return null;
  const run = async (what: 'login' | 'restart', action: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Error al actualizar la información');
    } finally {
      setBusy(null);
    }
  };
  const update = state.update;
  return (
    <Card size="small" data-testid="settings-desktop-app">
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          Aplicación de escritorio
        </Typography.Title>
        {state.warnings.map((warning) => (
          <Alert key={warning} type="warning" showIcon title={warning} />
        ))}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <Flex gap={12} align="center" justify="space-between" wrap>
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong id="desktop-start-at-login">
              Iniciar con la computadora
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {state.startAtLoginSupported
                ? 'Abre Panel Comercio junto al reloj al encender el equipo, para que la impresión automática no dependa de nadie.'
                : 'No disponible en este sistema: agrega Panel Comercio a las aplicaciones de inicio de tu escritorio.'}
            </Typography.Text>
          </div>
          <Switch
            aria-labelledby="desktop-start-at-login"
            data-testid="desktop-start-at-login"
            checked={state.startAtLogin}
            disabled={!state.startAtLoginSupported}
            loading={busy === 'login'}
            onChange={(checked) => void run('login', () => setStartAtLogin(checked))}
          />
        </Flex>
        <Flex gap={12} align="center" justify="space-between" wrap>
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>Actualizaciones</Typography.Text>
            <br />
            <Typography.Text type={update.status === 'error' ? 'danger' : 'secondary'} data-testid="desktop-update-status">
              {updateStatusText(update)}
            </Typography.Text>
          </div>
          {update.status === 'ready' ? (
            <Button
              type="primary"
              data-testid="desktop-restart-to-update"
              loading={busy === 'restart' || update.restartRequested}
              disabled={update.restartRequested}
              onClick={() => void run('restart', restartToUpdate)}
            >
              Reiniciar para actualizar
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

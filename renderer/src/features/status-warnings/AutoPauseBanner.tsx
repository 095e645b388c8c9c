// The store paused itself because nobody was watching (docs/availability.md, "Pausa automática"): the
// panel says so and why, what customers read, that the orders already taken stay, and offers «Ya estoy
// atendiendo» (HISTORIAL edit). The pause ends once acknowledged and a counter device is connected — this
// panel usually is one, so it ends at once. Polled every 30 s, like busy mode.
import { Alert, App, Button, Typography } from 'antd';
import { AUTO_PAUSE_PUBLIC_MESSAGE } from '@shared/auto-pause';
import { formatTime } from '@shared/dates';
import { useCan } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { saveErrorText } from '../commerce-data/save-error';
import { useAcknowledgeAutoPauseMutation, useGetAutoPauseQuery } from './auto-pause-api';

export function AutoPauseBanner() {
  const canRead = useCan('HISTORIAL', 'list');
  const canAcknowledge = useCan('HISTORIAL', 'edit');
  const { data } = useGetAutoPauseQuery(undefined, { skip: !canRead, pollingInterval: 30_000 });
  const [acknowledge, { isLoading }] = useAcknowledgeAutoPauseMutation();
  const { message } = App.useApp();
  const timeZone = useGetCommerceQuery().data?.zona_horaria;
  const estado = data?.estado;
  if (!estado?.pausado) return null;
  const waitingForDevice = estado.reconocido_at !== null && !estado.dispositivo_conectado;

  const onAcknowledge = async () => {
    try {
      const answer = await acknowledge().unwrap();
      if (answer.estado.pausado) message.info('Listo. Reanudaremos los pedidos en cuanto un dispositivo del mostrador esté conectado.');
      else message.success('Volviste a recibir pedidos en línea');
    } catch (error) {
      message.error(saveErrorText(error));
    }
  };

  return (
    <div role="alert" data-testid="auto-pause-banner" data-reason={estado.motivo ?? undefined}>
      <Alert
        banner
        type="error"
        showIcon
        title={<strong>{`Pedidos en línea pausados${estado.desde ? ` desde las ${formatTime(estado.desde, timeZone ?? undefined)}` : ''}: nadie estaba atendiendo`}</strong>}
        description={
          <>
            <Typography.Paragraph style={{ margin: 0 }} data-testid="auto-pause-reason">
              {estado.detalle}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ margin: 0 }} type="secondary">
              {`Tus clientes ven «${AUTO_PAUSE_PUBLIC_MESSAGE}». Los pedidos que ya recibiste siguen en el panel.`}
              {waitingForDevice ? ' Reanudaremos en cuanto un dispositivo del mostrador esté conectado.' : ''}
            </Typography.Paragraph>
            {/* Under the text, not as the Alert's action: beside it the text gets a third of a phone's width. */}
            {canAcknowledge ? (
              <Button type="primary" loading={isLoading} onClick={() => void onAcknowledge()} data-testid="auto-pause-acknowledge" style={{ marginTop: 8 }}>
                Ya estoy atendiendo
              </Button>
            ) : null}
          </>
        }
      />
    </div>
  );
}

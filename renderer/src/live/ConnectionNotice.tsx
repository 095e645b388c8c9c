// "Sin conexión" while the live channel is down for more than a moment: the board still shows what it had,
// but no new order reaches it (nor rings) until the connection is back, and the cashier must know. Its coming
// and going moves nothing under a click: on a desktop it sits in the header's stretching gap (like the sound
// notice); on a phone, whose header has no room for its words, it floats just under the header, over the
// content, without taking space from it. A click retries at once instead of waiting for the next backoff step.
import { DisconnectOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { CONNECTION_NOTICE_LABEL, liveRuntime, useConnectionLost } from './runtime';

export function ConnectionNotice({ floating }: { floating: boolean }) {
  if (!useConnectionLost()) return null;
  const button = (
    <Button
      danger
      type={floating ? 'primary' : 'default'}
      data-testid="connection-notice"
      aria-label={CONNECTION_NOTICE_LABEL}
      title={CONNECTION_NOTICE_LABEL}
      icon={<DisconnectOutlined aria-hidden />}
      onClick={() => liveRuntime.reconnectNow()}
      style={{ minWidth: 0, maxWidth: '100%', overflow: 'hidden', pointerEvents: 'auto' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>Sin conexión</span>
    </Button>
  );
  if (!floating) return button;
  return <div className="connection-notice--floating">{button}</div>;
}

// Sound of the new-order alarm (kept in localStorage) and 'Aceptar pedidos automáticamente' (off by default).
import { SettingOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Popover, Radio, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { alarmPlayer } from '../alarm/player';
import { SOUND_CHOICES, readAutoAccept, readSound, writeAutoAccept, writeSound, type SoundId } from '../alarm/sounds';

export function AlarmSettings() {
  const [sound, setSound] = useState<SoundId>(readSound);
  const [autoAccept, setAutoAccept] = useState(readAutoAccept);
  const content = (
    <Space orientation="vertical" size={12} style={{ width: 260 }}>
      <Typography.Text strong>Sonido de pedidos nuevos</Typography.Text>
      <Radio.Group
        value={sound}
        onChange={(event) => {
          const next = event.target.value as SoundId;
          setSound(next);
          writeSound(next);
          void alarmPlayer()
            .unlock()
            .then(() => alarmPlayer().ringOnce(next));
        }}
      >
        <Space orientation="vertical">
          {SOUND_CHOICES.map((choice) => (
            <Radio key={choice.id} value={choice.id}>
              {choice.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Button icon={<SoundOutlined />} onClick={() => void alarmPlayer().unlock().then(() => alarmPlayer().ringOnce(sound))}>
        Probar sonido
      </Button>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Switch
          checked={autoAccept}
          data-testid="auto-accept"
          onChange={(checked) => {
            setAutoAccept(checked);
            writeAutoAccept(checked);
          }}
        />
        Aceptar pedidos automáticamente
      </label>
    </Space>
  );
  return (
    <Popover trigger="click" content={content} placement="bottomRight">
      <Button size="large" icon={<SettingOutlined />} aria-label="Ajustes de alarma">
        Alarma
      </Button>
    </Popover>
  );
}

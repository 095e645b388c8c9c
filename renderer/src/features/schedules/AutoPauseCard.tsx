// Horarios › Pausa automática (docs/availability.md): the owner turns the rule off or tunes N, M and K. The
// form checks with the same shared rule the server applies (checkAutoPauseSettings) and shows the server's
// message when it still refuses. Editing needs HORARIOS edit, like busy mode and the schedule.
import { App, Button, Card, Flex, Form, InputNumber, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { AUTO_PAUSE_DEFAULTS, AUTO_PAUSE_FIELD_LABELS, AUTO_PAUSE_LIMITS, AUTO_PAUSE_PUBLIC_MESSAGE, checkAutoPauseSettings, type AutoPauseSettings } from '@shared/auto-pause';
import { MSG } from '@shared/messages';
import { useCan } from '../../app/access';
import { saveErrorText } from '../commerce-data/save-error';
import { useGetAutoPauseQuery, useSaveAutoPauseSettingsMutation } from '../status-warnings/auto-pause-api';

const NUMBER_FIELDS = ['minutos_sin_dispositivo', 'pedidos_sin_aceptar', 'minutos_sin_aceptar'] as const;

export function AutoPauseCard() {
  const canRead = useCan('HISTORIAL', 'list');
  const canEdit = useCan('HORARIOS', 'edit');
  const { data } = useGetAutoPauseQuery(undefined, { skip: !canRead });
  const [save, { isLoading }] = useSaveAutoPauseSettingsMutation();
  const [form] = Form.useForm<AutoPauseSettings>();
  const { message } = App.useApp();
  const activo = Form.useWatch('activo', form) ?? true;

  useEffect(() => {
    if (data) form.setFieldsValue(data.ajustes);
  }, [data, form]);
  if (!canRead) return null;

  const onFinish = async (values: AutoPauseSettings) => {
    const checked = checkAutoPauseSettings(values);
    if (!checked.ok) {
      form.setFields([{ name: checked.field, errors: [checked.message.replace(/^[a-z_]+: /, '')] }]);
      return;
    }
    try {
      await save(checked.value).unwrap();
      message.success(MSG.infoUpdated);
    } catch (error) {
      message.error(saveErrorText(error));
    }
  };

  return (
    <Card title="Pausa automática" style={{ marginTop: 16 }} data-testid="auto-pause-settings">
      <Typography.Paragraph type="secondary">
        {`Si en tu horario nadie está atendiendo (ningún panel abierto ni el agente de impresión conectado) o se juntan pedidos sin aceptar, dejamos de recibir pedidos en línea, tus clientes ven «${AUTO_PAUSE_PUBLIC_MESSAGE}» y te avisamos por correo. Vuelves a recibir pedidos al abrir el panel y pulsar «Ya estoy atendiendo».`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={AUTO_PAUSE_DEFAULTS} onFinish={(values) => void onFinish(values)} disabled={!canEdit}>
        <Form.Item name="activo" label={AUTO_PAUSE_FIELD_LABELS.activo} valuePropName="checked">
          <Switch checkedChildren="Encendida" unCheckedChildren="Apagada" />
        </Form.Item>
        <Flex gap={16} wrap>
          {NUMBER_FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={AUTO_PAUSE_FIELD_LABELS[field]}
              style={{ minWidth: 220, flex: '1 1 220px' }}
              rules={[{ required: true, type: 'integer', min: AUTO_PAUSE_LIMITS[field].min, max: AUTO_PAUSE_LIMITS[field].max, message: `Escribe un número entero de ${AUTO_PAUSE_LIMITS[field].min} a ${AUTO_PAUSE_LIMITS[field].max}` }]}
            >
              <InputNumber min={AUTO_PAUSE_LIMITS[field].min} max={AUTO_PAUSE_LIMITS[field].max} precision={0} disabled={!activo || !canEdit} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={isLoading} data-testid="auto-pause-save">
            Guardar
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

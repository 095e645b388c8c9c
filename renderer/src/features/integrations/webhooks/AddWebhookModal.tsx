// «Agregar webhook»: URL, events, whose orders (every order or one outside channel's) and a note; once saved, the signing secret is shown this one time.
import { Alert, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { WEBHOOK_ALL_CHANNELS_LABEL, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, type WebhookEventType } from '@shared/webhooks';
import { CHANNEL_LABELS, CHANNEL_ORIGINS, type ChannelOrigin } from '@shared/types/api-keys';
import { errorMessage } from '../../../app/baseQuery';
import { useCreateWebhookMutation } from './api';

interface FormValues {
  url: string;
  eventos: WebhookEventType[];
  descripcion?: string;
  /** '' (the select's «Todos los pedidos»): every order. */
  canal: ChannelOrigin | '';
}

const CHANNEL_OPTIONS = [
  { value: '', label: WEBHOOK_ALL_CHANNELS_LABEL },
  ...CHANNEL_ORIGINS.map((origin) => ({ value: origin, label: `Solo pedidos de ${CHANNEL_LABELS[origin]}` })),
];

export function AddWebhookModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [create, createState] = useCreateWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setSecret(null);
    setFailure(null);
    onClose();
  };

  const save = async (values: FormValues) => {
    setFailure(null);
    try {
      const created = await create({ url: values.url.trim(), eventos: values.eventos, descripcion: values.descripcion?.trim() || null, canal: values.canal || null }).unwrap();
      setSecret(created.secret);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  if (secret) {
    return (
      <Modal open={open} title="Webhook agregado" onOk={close} onCancel={close} okText="Ya lo guardé" cancelButtonProps={{ style: { display: 'none' } }} data-testid="webhook-secret-modal">
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Copia este secreto ahora: no se vuelve a mostrar." />
        <Typography.Paragraph>Con él tu sistema comprueba que cada aviso viene de este panel (encabezado webhook-signature).</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: secret }} code data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title="Agregar webhook"
      okText="Guardar"
      cancelText="Cancelar"
      onCancel={close}
      onOk={() => form.submit()}
      confirmLoading={createState.isLoading}
      data-testid="webhook-add-modal"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ eventos: ['order.created', 'order.status_changed', 'order.cancelled'], canal: '' }}>
        <Form.Item label="URL" name="url" rules={[{ required: true, message: 'Escribe la URL de tu sistema' }]} extra="Debe empezar con https://">
          <Input placeholder="https://mi-sistema.mx/webhooks" maxLength={WEBHOOK_URL_MAX} data-testid="webhook-url" />
        </Form.Item>
        <Form.Item label="Eventos" name="eventos" rules={[{ required: true, message: 'Elige al menos un evento' }]}>
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} data-testid={`webhook-event-${type}`}>
                {WEBHOOK_EVENT_LABELS[type]} <Typography.Text type="secondary">({type})</Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          label="Pedidos"
          name="canal"
          extra="Para Rappi, Uber Eats o DiDi Food: solo recibe los pedidos que ese canal envió y sus cambios. Los cambios del menú llegan a todos."
        >
          <Select options={CHANNEL_OPTIONS} data-testid="webhook-channel" aria-label="Pedidos" />
        </Form.Item>
        <Form.Item label="Descripción (opcional)" name="descripcion">
          <Input placeholder="Por ejemplo: agregador de pedidos" maxLength={120} />
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} data-testid="webhook-add-error" /> : null}
      </Form>
    </Modal>
  );
}

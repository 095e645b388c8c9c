// «Nueva clave de API»: name, permissions and calls per minute; the created key is shown once, with its copy
// button and the warning that it cannot be seen again (only its fingerprint is stored).
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@shared/types/api-keys';
import { errorMessage } from '../../../app/baseQuery';
import { useCreateApiKeyMutation } from './api';

interface Values {
  nombre: string;
  scopes: ApiKeyScope[];
  limite_por_minuto: number;
}

export function NewApiKeyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [createKey, { isLoading }] = useCreateApiKeyMutation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setCreated(null);
    setProblem(null);
    form.resetFields();
    onClose();
  };
  const submit = async (values: Values) => {
    setProblem(null);
    try {
      setCreated(await createKey({ nombre: values.nombre.trim(), scopes: values.scopes, limite_por_minuto: values.limite_por_minuto }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo crear la clave'));
    }
  };

  return (
    <Modal
      open={open}
      title={created ? 'Tu nueva clave de API' : 'Nueva clave de API'}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close} data-testid="api-key-done">
            Ya la guardé
          </Button>
        ) : (
          <Button type="primary" loading={isLoading} onClick={() => form.submit()} data-testid="api-key-create">
            Crear clave
          </Button>
        )
      }
    >
      {created ? (
        <div data-testid="api-key-created">
          <Alert type="warning" showIcon message="Cópiala ahora: por seguridad no la volverás a ver." style={{ marginBottom: 12 }} />
          <Typography.Paragraph copyable={{ text: created.secreto, tooltips: ['Copiar', 'Copiada'] }} code data-testid="api-key-secret" style={{ wordBreak: 'break-all' }}>
            {created.secreto}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Úsala en el encabezado <Typography.Text code>Authorization: Bearer …</Typography.Text> de cada llamada. Si se pierde, revócala y crea otra.
          </Typography.Text>
        </div>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ scopes: ['orders:write', 'menu:read'], limite_por_minuto: 120 }}>
          {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
          <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Escribe un nombre, por ejemplo «Rappi centro»' }, { max: 80 }]}>
            <Input placeholder="Rappi centro" maxLength={80} data-testid="api-key-name" />
          </Form.Item>
          <Form.Item name="scopes" label="Permisos" rules={[{ required: true, message: 'Elige al menos un permiso' }]}>
            <Checkbox.Group options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: `${API_KEY_SCOPE_LABELS[scope]} (${scope})` }))} />
          </Form.Item>
          <Form.Item name="limite_por_minuto" label="Llamadas por minuto" rules={[{ required: true, message: 'Escribe un número de 1 a 600' }]}>
            <InputNumber min={1} max={600} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

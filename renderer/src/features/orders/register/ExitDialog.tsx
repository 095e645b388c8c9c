// Asked before leaving a phone order with something typed (Esc, click outside, close, navigation).
import { Button, Modal, Space, Typography } from 'antd';

export function ExitDialog({ open, onStay, onKeep, onDiscard }: { open: boolean; onStay(): void; onKeep(): void; onDiscard(): void }) {
  return (
    <Modal open={open} title="¿Salir del pedido?" onCancel={onStay} footer={null} destroyOnHidden width={420} zIndex={1100}>
      <Typography.Paragraph>El borrador se guarda en este equipo y lo encontrarás al volver a Registrar pedido.</Typography.Paragraph>
      <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button danger onClick={onDiscard} data-testid="draft-discard">
          Descartar pedido
        </Button>
        <Button onClick={onKeep} data-testid="draft-keep">
          Salir y guardar borrador
        </Button>
        <Button type="primary" onClick={onStay} data-testid="draft-stay" autoFocus>
          Seguir capturando
        </Button>
      </Space>
    </Modal>
  );
}

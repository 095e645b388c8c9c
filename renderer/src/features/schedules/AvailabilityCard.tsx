// Top of Horarios: what customers get right now — the server's one answer (docs/availability.md), the same
// the header, the sidebar and the public menu show — beside the "Recibir pedidos" switch.
import { Card, Flex, Tag, Typography } from 'antd';
import type { Availability } from '@shared/availability';
import { OpenClosedToggle } from '../../shell/OpenClosedToggle';

const TAG_COLORS: Record<Availability['tono'], string> = { open: 'green', paused: 'orange', closed: 'red' };

export function AvailabilityIndicator({ availability }: { availability: Availability | undefined }) {
  if (!availability) return <Typography.Text type="secondary">Consultando…</Typography.Text>;
  return (
    <Flex align="center" gap={8} wrap data-testid="open-now" data-open={availability.abierto} data-reason={availability.motivo}>
      <Tag color={TAG_COLORS[availability.tono]} style={{ fontSize: 14, padding: '2px 10px' }}>
        {availability.motivo === 'switched_off' ? availability.etiqueta : `${availability.etiqueta} ahora`}
      </Tag>
      <Typography.Text data-testid="open-now-reason">{availability.mensaje}</Typography.Text>
    </Flex>
  );
}

export function AvailabilityCard({ availability, timeZone }: { availability: Availability | undefined; timeZone: string }) {
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <AvailabilityIndicator availability={availability} />
        <OpenClosedToggle />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        Tus clientes pueden pedir cuando «Recibir pedidos» está activo, dentro de tu horario y días especiales, sin pausa, con productos disponibles y
        pedidos en tu plan. Horarios en la zona horaria {timeZone}. Un horario que cierra antes de abrir termina al día siguiente (por ejemplo, de
        18:00 a 02:00).
      </Typography.Paragraph>
    </Card>
  );
}

// /horarios: the week Monday to Sunday with each day's turns, whether the commerce is open right now
// (isCommerceOpen: service switched on and inside a turn, in the commerce's time zone), the open/closed
// switch (edit on HORARIOS), and add, edit and delete (with confirmation) of turns.
import { ClockCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, List, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { isCommerceOpen, isOvernight } from '@shared/schedule';
import type { Commerce, ScheduleTurn } from '@shared/types/commerce';
import { useCan } from '../../app/access';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { OpenClosedToggle } from '../../shell/OpenClosedToggle';
import { saveErrorText } from '../commerce-data/save-error';
import { DAY_NAMES, nextDayName, WEEK_ORDER } from './days';

/** Re-evaluates every 30 s so the indicator follows the clock. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function OpenNowIndicator({ commerce, now }: { commerce: Pick<Commerce, 'servicio_activo' | 'horarios' | 'zona_horaria'>; now: Date }) {
  const open = isCommerceOpen(commerce, now);
  let reason = 'Dentro de tu horario de atención';
  if (!commerce.servicio_activo) reason = 'Cerraste temporalmente tu comercio';
  else if (commerce.horarios.length === 0) reason = 'Agrega al menos un horario para recibir pedidos';
  else if (!open) reason = 'Fuera de tu horario de atención';
  return (
    <Flex align="center" gap={8} data-testid="open-now" data-open={open}>
      <Tag color={open ? 'green' : 'red'} style={{ fontSize: 14, padding: '2px 10px' }}>
        {open ? 'Abierto ahora' : 'Cerrado ahora'}
      </Tag>
      <Typography.Text type="secondary">{reason}</Typography.Text>
    </Flex>
  );
}

function turnLabel(turn: ScheduleTurn): string {
  const suffix = isOvernight(turn) ? ` (cierra el ${nextDayName(turn.dia).toLowerCase()})` : '';
  return `${turn.horario_apertura} a ${turn.horario_cierre}${suffix}`;
}

export default function SchedulesScreen() {
  const { message } = App.useApp();
  const query = useGetCommerceQuery();
  const [updateCommerce] = useUpdateCommerceMutation();
  const canCreate = useCan('HORARIOS', 'create');
  const canEdit = useCan('HORARIOS', 'edit');
  const canDelete = useCan('HORARIOS', 'delete');
  const now = useNow();
  const commerce = query.data;

  const remove = async (index: number) => {
    if (!commerce) return;
    try {
      await updateCommerce({ ...commerce, horarios: commerce.horarios.filter((_, position) => position !== index) }).unwrap();
      message.success(MSG.infoUpdated);
    } catch (error) {
      message.error(saveErrorText(error));
    }
  };

  let body: React.ReactNode = <Skeleton active />;
  if (commerce) {
    const indexed = commerce.horarios.map((turn, index) => ({ turn, index }));
    body = (
      <>
        <Card style={{ marginBottom: 16 }}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <OpenNowIndicator commerce={commerce} now={now} />
            <OpenClosedToggle />
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            Horarios en la zona horaria {commerce.zona_horaria}. Un horario que cierra antes de abrir termina al día siguiente (por ejemplo, de 18:00 a 02:00).
          </Typography.Paragraph>
        </Card>
        <Card>
          <List
            itemLayout="horizontal"
            dataSource={[...WEEK_ORDER]}
            renderItem={(dia) => {
              const turns = indexed.filter(({ turn }) => turn.dia === dia).sort((a, b) => a.turn.horario_apertura.localeCompare(b.turn.horario_apertura));
              return (
                <List.Item data-testid={`day-${dia}`}>
                  <Flex gap={12} wrap style={{ width: '100%' }} align="center">
                    <Typography.Text strong style={{ width: 96 }}>
                      {DAY_NAMES[dia]}
                    </Typography.Text>
                    {turns.length === 0 ? <Typography.Text type="secondary">Cerrado</Typography.Text> : null}
                    {turns.map(({ turn, index }) => (
                      <Flex key={index} align="center" gap={4} style={{ background: '#f6f3ee', borderRadius: 6, padding: '2px 4px 2px 10px' }}>
                        <ClockCircleOutlined aria-hidden />
                        <span>{turnLabel(turn)}</span>
                        {canEdit ? (
                          <Link to={`editar/${index}`} aria-label={`Editar horario del ${DAY_NAMES[dia]} ${turnLabel(turn)}`}>
                            <Button type="text" size="small" icon={<EditOutlined />} />
                          </Link>
                        ) : null}
                        {canDelete ? (
                          <Popconfirm title="¿Eliminar este horario?" okText={MSG.confirmYes} cancelText={MSG.confirmNo} onConfirm={() => remove(index)}>
                            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Eliminar horario del ${DAY_NAMES[dia]} ${turnLabel(turn)}`} />
                          </Popconfirm>
                        ) : null}
                      </Flex>
                    ))}
                  </Flex>
                </List.Item>
              );
            }}
          />
        </Card>
      </>
    );
  } else if (query.isError) {
    body = <Result status="warning" title={MSG.commerceInfoError} />;
  }

  return (
    <section data-testid="screen-schedules" aria-label="Horarios">
      <PageHeader
        title="Horarios"
        description="Días y horas en los que tu comercio recibe pedidos."
        extra={
          canCreate ? (
            <Link to="nuevo">
              <Button type="primary" icon={<PlusOutlined />}>
                Nuevo horario
              </Button>
            </Link>
          ) : null
        }
      />
      {body}
      <Outlet />
    </section>
  );
}

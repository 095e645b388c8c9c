// /horarios: whether customers can order right now (the server's one answer, docs/availability.md) beside the
// "Recibir pedidos" switch, the week Monday to Sunday with each day's turns (add, edit, delete with
// confirmation; HORARIOS permissions), and the special days (holidays, one-off closures or openings).
import { ClockCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, List, Popconfirm, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { isOvernight } from '@shared/schedule';
import type { Commerce, ScheduleTurn } from '@shared/types/commerce';
import { useCan } from '../../app/access';
import { useUpdateCommerceMutation } from '../../app/coreApi';
import { saveErrorText } from '../commerce-data/save-error';
import { CommerceScreen } from '../setup/CommerceScreen';
import { useAvailability } from './api';
import { AvailabilityCard } from './AvailabilityCard';
import { DAY_NAMES, nextDayName, WEEK_ORDER } from './days';
import { SpecialDaysCard } from './SpecialDaysCard';
import { AutoPauseCard } from './AutoPauseCard';

function turnLabel(turn: ScheduleTurn): string {
  const suffix = isOvernight(turn) ? ` (cierra el ${nextDayName(turn.dia).toLowerCase()})` : '';
  return `${turn.horario_apertura} a ${turn.horario_cierre}${suffix}`;
}

function WeekCard({ commerce }: { commerce: Commerce }) {
  const { message } = App.useApp();
  const [updateCommerce] = useUpdateCommerceMutation();
  const canEdit = useCan('HORARIOS', 'edit');
  const canDelete = useCan('HORARIOS', 'delete');
  const indexed = commerce.horarios.map((turn, index) => ({ turn, index }));

  const remove = async (index: number) => {
    try {
      await updateCommerce({ ...commerce, horarios: commerce.horarios.filter((_, position) => position !== index) }).unwrap();
      message.success(MSG.infoUpdated);
    } catch (error) {
      message.error(saveErrorText(error));
    }
  };

  return (
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
  );
}

export default function SchedulesScreen() {
  const canCreate = useCan('HORARIOS', 'create');
  const availability = useAvailability();
  return (
    <CommerceScreen
      testId="screen-schedules"
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
      after={<Outlet />}
    >
      {(commerce) => (
        <>
          <AvailabilityCard availability={availability} timeZone={commerce.zona_horaria} />
          <WeekCard commerce={commerce} />
          <SpecialDaysCard timeZone={commerce.zona_horaria} />
          <AutoPauseCard />
        </>
      )}
    </CommerceScreen>
  );
}

// Días especiales on Horarios: holidays and one-off closures or openings (docs/availability.md), listed from
// today on; add (HORARIOS create), edit (edit) and delete with confirmation (delete).
import { CalendarOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { localClock } from '@shared/availability';
import { MSG } from '@shared/messages';
import { specialDateText, specialHoursText, type SpecialDay, type SpecialDayInput } from '@shared/special-days';
import { useCan } from '../../app/access';
import { errorMessage } from '../../app/baseQuery';
import { useCreateSpecialDayMutation, useDeleteSpecialDayMutation, useGetSpecialDaysQuery, useUpdateSpecialDayMutation } from './api';
import { SpecialDayForm } from './SpecialDayForm';

export function SpecialDaysCard({ timeZone }: { timeZone: string }) {
  const { message } = App.useApp();
  const query = useGetSpecialDaysQuery();
  const [create, created] = useCreateSpecialDayMutation();
  const [update, updated] = useUpdateSpecialDayMutation();
  const [remove] = useDeleteSpecialDayMutation();
  const canCreate = useCan('HORARIOS', 'create');
  const canEdit = useCan('HORARIOS', 'edit');
  const canDelete = useCan('HORARIOS', 'delete');
  const [editing, setEditing] = useState<SpecialDay | 'new' | null>(null);
  const today = localClock(new Date(), timeZone).date;

  const save = async (value: SpecialDayInput): Promise<string | null> => {
    try {
      if (editing && editing !== 'new') await update({ id: editing.id, ...value }).unwrap();
      else await create(value).unwrap();
      message.success(MSG.infoUpdated);
      setEditing(null);
      return null;
    } catch (error) {
      return errorMessage(error, MSG.updateInfoError);
    }
  };

  const deleteDay = async (day: SpecialDay) => {
    try {
      await remove(day.id).unwrap();
      message.success(MSG.infoUpdated);
    } catch (error) {
      message.error(errorMessage(error, MSG.updateInfoError));
    }
  };

  return (
    <Card
      style={{ marginTop: 16 }}
      title={
        <Flex align="center" gap={8}>
          <CalendarOutlined aria-hidden /> Días especiales
        </Flex>
      }
      data-testid="special-days"
    >
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, flex: '1 1 260px' }}>
          Días festivos, cierres o aperturas de un solo día. Reemplazan tu horario de esa fecha y tus clientes los ven en tu menú.
        </Typography.Paragraph>
        {canCreate ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="special-day-add">
            Agregar día especial
          </Button>
        ) : null}
      </Flex>
      <List
        loading={query.isLoading}
        dataSource={query.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin días especiales próximos" /> }}
        renderItem={(day) => (
          <List.Item
            data-testid="special-day"
            actions={[
              canEdit ? <Button key="edit" type="text" icon={<EditOutlined />} aria-label={`Editar día especial del ${specialDateText(day.fecha)}`} onClick={() => setEditing(day)} /> : null,
              canDelete ? (
                <Popconfirm key="delete" title="¿Eliminar este día especial?" okText={MSG.confirmYes} cancelText={MSG.confirmNo} onConfirm={() => deleteDay(day)}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Eliminar día especial del ${specialDateText(day.fecha)}`} />
                </Popconfirm>
              ) : null,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap align="center">
                  <span>{specialDateText(day.fecha)}</span>
                  <Tag color={day.cerrado ? 'red' : 'green'}>{specialHoursText(day)}</Tag>
                </Flex>
              }
              description={day.motivo}
            />
          </List.Item>
        )}
      />
      {editing ? (
        <SpecialDayForm
          initial={editing === 'new' ? null : editing}
          today={today}
          saving={created.isLoading || updated.isLoading}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

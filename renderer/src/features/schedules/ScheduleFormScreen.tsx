// /horarios/nuevo and /horarios/editar/{turnIndex}: one turn, saved with the whole week on PUT /v1/comercio.
import { App, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { ChildDrawer } from '../commerce-data/ChildDrawer';
import { saveErrorText } from '../commerce-data/save-error';
import { ScheduleTurnForm } from './ScheduleTurnForm';

export default function ScheduleFormScreen() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const param = useParams().turnIndex;
  const editing = param !== undefined;
  const index = editing ? Number(param) : -1;
  const { data: commerce } = useGetCommerceQuery();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  const id = editing ? 'edit-schedule' : 'new-schedule';
  const title = editing ? 'Editar horario' : 'Nuevo horario';

  let body: React.ReactNode = <Skeleton active />;
  if (commerce) {
    const turns = commerce.horarios;
    const current = editing ? turns[index] : undefined;
    if (editing && !current) {
      body = <Result status="404" title="Este horario ya no existe" />;
    } else {
      const others = turns.filter((_, position) => position !== index);
      body = (
        <ScheduleTurnForm
          initialValues={current ?? { dia: 1, horario_apertura: '09:00', horario_cierre: '18:00' }}
          otherTurns={others}
          saving={isLoading}
          onCancel={() => navigate('/horarios')}
          onSubmit={async (turn) => {
            const horarios = editing ? turns.map((existing, position) => (position === index ? turn : existing)) : [...turns, turn];
            try {
              await updateCommerce({ ...commerce, horarios }).unwrap();
              message.success(MSG.infoUpdated);
              navigate('/horarios');
            } catch (error) {
              message.error(saveErrorText(error));
            }
          }}
        />
      );
    }
  }
  return (
    <ChildDrawer id={id} title={title} parentPath="/horarios" width={440}>
      {body}
    </ChildDrawer>
  );
}

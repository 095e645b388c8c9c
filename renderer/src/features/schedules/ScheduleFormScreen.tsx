import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nuevo horario / Editar horario: one form for creating and editing. */
export default function ScheduleFormScreen() {
  const editing = useParams().turnIndex !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-schedule' : 'new-schedule'}
      title={editing ? 'Editar horario' : 'Nuevo horario'}
      description="Día, hora de apertura y hora de cierre del turno."
      variant="panel"
    />
  );
}

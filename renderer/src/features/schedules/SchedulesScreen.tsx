import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SchedulesScreen() {
  return (
    <ScreenPlaceholder
      id="schedules"
      title="Horarios"
      description="Días y horas en los que tu comercio recibe pedidos."
    />
  );
}

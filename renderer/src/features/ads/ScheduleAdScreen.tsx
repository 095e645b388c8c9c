import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ScheduleAdScreen() {
  return (
    <ScreenPlaceholder
      id="schedule-ad"
      title="Agendar anuncio"
      description="Elige cuándo se publica el anuncio."
      variant="panel"
    />
  );
}

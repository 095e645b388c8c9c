import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SupportScreen() {
  return (
    <ScreenPlaceholder
      id="support"
      title="Asistencia técnica"
      description="Tutoriales y artículos de ayuda para usar tu panel."
    />
  );
}

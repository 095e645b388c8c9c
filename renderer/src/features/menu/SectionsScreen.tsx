import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SectionsScreen() {
  return (
    <ScreenPlaceholder
      id="sections"
      title="Secciones"
      description="Agrupa productos en secciones destacadas de tu menú."
      variant="panel"
    />
  );
}

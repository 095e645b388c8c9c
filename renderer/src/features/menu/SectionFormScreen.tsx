import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nueva sección / Editar sección: one form for creating and editing. */
export default function SectionFormScreen() {
  const editing = useParams().sectionId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-section' : 'new-section'}
      title={editing ? 'Editar sección' : 'Nueva sección'}
      description="Nombre y productos de la sección."
      variant="panel"
    />
  );
}

import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nueva categoría / Editar categoría: one form for creating and editing. */
export default function CategoryFormScreen() {
  const editing = useParams().categoryId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-category' : 'new-category'}
      title={editing ? 'Editar categoría' : 'Nueva categoría'}
      description="Nombre y descripción de la categoría."
      variant="panel"
    />
  );
}

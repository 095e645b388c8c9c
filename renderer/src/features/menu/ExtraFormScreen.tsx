import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nuevo extra / Editar extra: one form for creating and editing. */
export default function ExtraFormScreen() {
  const editing = useParams().extraId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-extra' : 'new-extra'}
      title={editing ? 'Editar extra' : 'Nuevo extra'}
      description="Opciones, precios y reglas de selección del extra."
      variant="panel"
    />
  );
}

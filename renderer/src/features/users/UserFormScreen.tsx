import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nuevo usuario / Editar usuario: one form for creating and editing. */
export default function UserFormScreen() {
  const editing = useParams().userId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-user' : 'new-user'}
      title={editing ? 'Editar usuario' : 'Nuevo usuario'}
      description="Nombre, correo, usuario y permisos."
      variant="panel"
    />
  );
}

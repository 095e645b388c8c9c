import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nuevo anuncio / Editar anuncio: one form for creating and editing. */
export default function AdFormScreen() {
  const editing = useParams().addId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-ad' : 'new-ad'}
      title={editing ? 'Editar anuncio' : 'Nuevo anuncio'}
      description="Imagen, texto y vigencia del anuncio."
      variant="panel"
    />
  );
}

import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

/** Nuevo producto / Editar producto: one form for creating and editing. */
export default function ProductFormScreen() {
  const editing = useParams().productId !== undefined;
  return (
    <ScreenPlaceholder
      id={editing ? 'edit-product' : 'new-product'}
      title={editing ? 'Editar producto' : 'Nuevo producto'}
      description="Nombre, descripción, imagen, precios por presentación, categoría y extras del producto."
      variant="panel"
    />
  );
}

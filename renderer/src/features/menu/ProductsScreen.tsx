import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ProductsScreen() {
  return (
    <ScreenPlaceholder
      id="products"
      title="Productos"
      description="Categorías y productos de tu menú, con su disponibilidad."
      variant="panel"
    />
  );
}

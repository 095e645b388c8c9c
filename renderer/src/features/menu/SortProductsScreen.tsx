import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SortProductsScreen() {
  return (
    <ScreenPlaceholder
      id="sort-products"
      title="Ordenar productos"
      description="Arrastra los productos de cada categoría para cambiar su orden."
      variant="panel"
    />
  );
}

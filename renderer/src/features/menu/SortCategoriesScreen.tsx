import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SortCategoriesScreen() {
  return (
    <ScreenPlaceholder
      id="sort-categories"
      title="Ordenar categorías"
      description="Arrastra las categorías para cambiar el orden en que aparecen en tu menú."
      variant="panel"
    />
  );
}

import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function CommerceCategoriesScreen() {
  return (
    <ScreenPlaceholder
      id="commerce-categories"
      title="Categorías del comercio"
      description="Tipo de comida y categorías con las que te encuentran tus clientes."
      variant="panel"
    />
  );
}

import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function AdsScreen() {
  return (
    <ScreenPlaceholder
      id="ads"
      title="Crear anuncios"
      description="Anuncios y promociones que ven tus clientes en tu menú."
    />
  );
}

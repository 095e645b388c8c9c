import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ShareMenuScreen() {
  return (
    <ScreenPlaceholder
      id="share-menu"
      title="Compartir menú"
      description="El enlace y el código QR de tu menú para compartirlo con tus clientes."
    />
  );
}

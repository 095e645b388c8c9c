import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ChangeLocationScreen() {
  return (
    <ScreenPlaceholder
      id="change-location"
      title="Cambiar ubicación"
      description="Ubica tu comercio en el mapa y completa la dirección."
      variant="panel"
    />
  );
}

import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function UserPasswordScreen() {
  return (
    <ScreenPlaceholder
      id="user-password"
      title="Recuperar contraseña del usuario"
      description="Asigna una contraseña nueva al usuario seleccionado."
      variant="panel"
    />
  );
}

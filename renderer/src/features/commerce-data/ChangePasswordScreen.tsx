import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function ChangePasswordScreen() {
  return (
    <ScreenPlaceholder
      id="change-password"
      title="Cambiar contraseña"
      description="Actualiza la contraseña con la que entras al panel."
      variant="panel"
    />
  );
}

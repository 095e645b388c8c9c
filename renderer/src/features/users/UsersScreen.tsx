import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function UsersScreen() {
  return (
    <ScreenPlaceholder
      id="users"
      title="Alta de usuarios"
      description="Usuarios de tu equipo y lo que cada uno puede hacer."
    />
  );
}

import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function SocialProfileScreen() {
  return (
    <ScreenPlaceholder
      id="social-profile"
      title="Perfil social"
      description="Redes sociales de tu comercio y seguimiento con el Pixel de Facebook."
    />
  );
}

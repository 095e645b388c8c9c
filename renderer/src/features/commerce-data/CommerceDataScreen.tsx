import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function CommerceDataScreen() {
  return (
    <ScreenPlaceholder
      id="commerce-data"
      title="Datos del comercio"
      description="Nombre, logotipo, teléfono, dirección y prefijo de folio de tu comercio."
    />
  );
}

import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function MenuUploaderScreen() {
  return (
    <ScreenPlaceholder
      id="menu-uploader"
      title="Procesar menú"
      description="Sube tu menú en PDF o texto y revisa los productos encontrados antes de crearlos."
      variant="panel"
    />
  );
}
